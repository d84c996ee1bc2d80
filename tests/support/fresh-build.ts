// The HTTP tests run `scripts/start.mjs`, which serves whatever is in build/.
// So that they never test an old build, the run rebuilds first when any file
// that goes into the build is newer than build/server/index.js. server/ and
// db/ count too: routes import parts of them (multipart parsing, document
// headers, the request log) and Vite bundles those into the server build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the production build is made from, relative to the project root. */
const buildInputs = [
  'app',
  'domain',
  'server',
  'db',
  'public',
  'remix.config.ts',
  'vite.config.ts',
  'postcss.config.cjs',
  'tsconfig.json',
  'package-lock.json',
];

/** The file the build writes; its age is the build's age. */
export const buildOutput = 'build/server/index.js';

/** The newest modification time (ms) of a file or of the files below a folder; 0 if absent. */
function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestChange(path.join(target, entry.name)));
  }
  return newest;
}

/** Why the build in `root` must be made again, or null when it is current. */
export function staleBuildReason(root: string): string | null {
  const output = path.join(root, buildOutput);
  if (!existsSync(output)) return `no ${buildOutput}`;
  const builtAt = statSync(output).mtimeMs;
  const changed = buildInputs.filter((input) => newestChange(path.join(root, input)) > builtAt);
  return changed.length > 0 ? `changed since the last build: ${changed.join(', ')}` : null;
}

/** Rebuilds the project in `root` when its build is missing or older than its sources. */
export function ensureFreshBuild(root: string): void {
  const reason = staleBuildReason(root);
  if (!reason) return;
  console.log(`Building before the tests (${reason})...`);
  // Vitest marks its own process (VITEST, NODE_ENV=test); vite.config.ts
  // leaves the Remix plugin out under VITEST, so the build gets a clean env.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
  if (result.status !== 0)
    throw new Error(`npm run build failed (exit ${String(result.status)}); the HTTP tests need a current build`);
}
