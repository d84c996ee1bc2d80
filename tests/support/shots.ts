// Where e2e tests put the screenshots people look at (360 and 1366 px, both
// languages): SHOTS_DIR when set, else tests/.tmp/shots (ignored by git),
// one folder a group. Never a path outside the checkout: CI runs on a clean clone.
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export function shotsDir(group: string): string {
  const dir = path.resolve(process.env.SHOTS_DIR ?? 'tests/.tmp/shots', group);
  mkdirSync(dir, { recursive: true });
  return dir;
}
