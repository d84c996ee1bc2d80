// `npm run build`, second step: the server (server/, db/ and what they import
// from app/) compiled once into build/server-node/index.js, so `npm start`
// runs plain JavaScript: no TypeScript compiler loaded at start, no loader
// thread, and no walk through thousands of package files at start. What the
// server imports dynamically (exceljs, nodemailer, qrcode, tus, the OpenAPI
// document...) goes into chunks of its own (build/server-node/chunks/), which
// Node reads and compiles only when first used: a start does not parse them.
// Outside the bundle: native modules, and the packages the Remix build
// (build/server) imports itself, which must stay one copy shared by both.
// inputs.json lists the source files it was made from (start.mjs checks them).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

// Every package the Remix build imports stays outside (one copy for both:
// instanceof checks on errors and classes cross between them).
// The Remix build is split into chunks (build/server/index.js and assets/): read them all.
const remixBuild = readdirSync('build/server', { recursive: true })
  .filter((file) => String(file).endsWith('.js'))
  .map((file) => readFileSync(`build/server/${file}`, 'utf8'))
  .join('\n');
const sharedPackages = new Set(
  [...remixBuild.matchAll(/from "([^".][^"]*)"|import\("([^".][^"]*)"\)/g)]
    .map((match) => match[1] ?? match[2])
    .filter((specifier) => !specifier.startsWith('node:'))
    .map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')),
);
// iconv-lite stays outside too: body-parser requires it at start, but its
// half a megabyte of encoding tables only when a body is not UTF-8.
const external = ['better-sqlite3', 'sharp', 'vite', 'iconv-lite', ...[...sharedPackages].flatMap((name) => [name, `${name}/*`])];

// No chunk of an earlier build stays behind.
rmSync('build/server-node', { recursive: true, force: true });
const result = await build({
  entryPoints: ['server/index.ts'],
  outdir: 'build/server-node',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  // CommonJS packages inside an ES module bundle call require for Node's own modules (each chunk has its own).
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
writeFileSync('build/server-node/inputs.json', JSON.stringify(Object.keys(result.metafile.inputs)));
