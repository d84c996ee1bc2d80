// Runs a command-line script as a user who does not own the data folder, the
// way a server started as the wrong user (or a folder restored as root) meets
// it. As root, permission bits do not stop writes, so the script runs as
// `nobody`; the node binary is hard-linked (copied across filesystems) into a
// folder that user can reach, and the project's own folders must be reachable
// too: a clean clone under `mktemp -d` sits in a 0700 folder, which gets
// search permission (o+x, no listing) for the run and has its mode back after.
// As an ordinary user, the folder's own mode is enough and the script runs as
// that user.
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, linkSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const runningAsRoot = process.getuid?.() === 0;
const nobody = 65534;

let nodeCopy: { dir: string; node: string } | null = null;
function reachableNode(): string {
  if (!runningAsRoot) return process.execPath;
  if (!nodeCopy) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'institute-node-'));
    chmodSync(dir, 0o755);
    const node = path.join(dir, 'node');
    try {
      linkSync(process.execPath, node);
    } catch {
      copyFileSync(process.execPath, node);
    }
    chmodSync(node, 0o755);
    nodeCopy = { dir, node };
  }
  return nodeCopy.node;
}

/** Folders above the project that `nobody` could not pass through, with their modes before. */
const openedAncestors: { dir: string; mode: number }[] = [];
function reachableProject(): void {
  if (!runningAsRoot || openedAncestors.length > 0) return;
  for (let dir = process.cwd(); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const mode = statSync(dir).mode & 0o7777;
    if ((mode & 0o001) === 0) {
      chmodSync(dir, mode | 0o001);
      openedAncestors.push({ dir, mode });
    }
  }
}

export function removeReachableNode(): void {
  if (nodeCopy) rmSync(nodeCopy.dir, { recursive: true, force: true });
  nodeCopy = null;
  for (const { dir, mode } of openedAncestors.splice(0)) chmodSync(dir, mode);
}

/** Runs `node tsx script` as another user (root) or as this one; stdout and stderr together. */
export function runScriptAsOtherUser(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  reachableProject();
  const home = mkdtempSync(path.join(os.tmpdir(), 'institute-home-'));
  chmodSync(home, 0o777);
  return new Promise((resolve) => {
    const child = spawn(reachableNode(), [path.resolve('node_modules/tsx/dist/cli.mjs'), script, ...args], {
      env: { PATH: process.env.PATH, HOME: home, TMPDIR: home, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      uid: runningAsRoot ? nobody : undefined,
      gid: runningAsRoot ? nobody : undefined,
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      rmSync(home, { recursive: true, force: true });
      resolve({ code, out });
    });
  });
}
