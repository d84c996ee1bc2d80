// The project's folder (the one with package.json), found from this module's
// own place. The same answer whether the code runs from its sources (tsx) or
// from the server bundle under build/ (scripts/build-server.mjs), where every
// module shares the bundle's location.
import { existsSync } from 'node:fs';
import path from 'node:path';

export function findProjectRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(import.meta.dirname);
