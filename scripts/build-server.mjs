// `npm run build`, second step: the server (server/, db/ and what they import
// from app/) compiled once into build/server-node/index.js, so `npm start`
// runs plain JavaScript: no TypeScript compiler loaded at start, no loader
// thread, and no walk through thousands of package files at start. What the
// server imports dynamically (exceljs, nodemailer, qrcode, tus, the OpenAPI
// document...) goes into chunks of its own (build/server-node/chunks/), which
// Node reads and compiles only when first used: a start does not parse them.
// The Remix build (build/server, made by the first step) is bundled in with
// the server, so the packages both use are one copy (instanceof checks on
// errors and classes cross between them) and Node resolves no package and
// scans no CommonJS file for its exports at start (decision 031).
// Outside the bundle: native modules, vite (development only), and iconv-lite:
// body-parser requires it at start, but its half a megabyte of encoding tables
// only when a body is not UTF-8.
// inputs.json lists the source files it was made from (start.mjs checks them).
import { rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const external = ['better-sqlite3', 'sharp', 'vite', 'iconv-lite'];

// No chunk of an earlier build stays behind.
rmSync('build/server-node', { recursive: true, force: true });
const result = await build({
  // The statement reader's worker thread is an entry of its own (server/services/money/statements/read-off-loop.ts).
  entryPoints: ['server/index.ts', 'server/services/money/statements/read-worker.ts'],
  outdir: 'build/server-node',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external,
  // CommonJS packages inside an ES module bundle call require for Node's own modules (each chunk has its own).
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  // The Remix build's entry imports each package once for its side effects;
  // packages that declare none are rightly left out.
  logOverride: { 'ignored-bare-import': 'silent' },
});
writeFileSync('build/server-node/inputs.json', JSON.stringify(Object.keys(result.metafile.inputs)));
