// `npm start`: build once when there is no build, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';

if (!existsSync(new URL('../build/server/index.js', import.meta.url))) {
  console.log('No build found; building (about 15 s)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
register();
await import('../server/index.ts');
