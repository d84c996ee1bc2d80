// `npm start`: build once when there is no build, then run the server: the
// compiled bundle when it is newer than every server source, else the
// sources through tsx (slower to start).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nodeVersionProblem } from './node-version.mjs';

const versionProblem = nodeVersionProblem(process.version);
if (versionProblem) {
  console.error(versionProblem);
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const remixBuild = path.join(root, 'build/server/index.js');
const serverBundle = path.join(root, 'build/server-node/index.js');

if (!existsSync(remixBuild)) {
  console.log('No build found; building (about 15 s)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= 'production';

/** The bundle is used only if no source file it was made from changed since (or went away). */
function bundleIsFresh() {
  if (!existsSync(serverBundle)) return false;
  const built = statSync(serverBundle).mtimeMs;
  const inputs = JSON.parse(readFileSync(path.join(root, 'build/server-node/inputs.json'), 'utf8'));
  return inputs.every((file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).mtimeMs <= built);
}

if (bundleIsFresh()) {
  await import(pathToFileURL(serverBundle).href);
} else {
  if (existsSync(serverBundle))
    console.warn('build/server-node is older than the server sources; running the sources (npm run build refreshes it).');
  const { register } = await import('tsx/esm/api');
  register();
  await import('../server/index.ts');
}
