// Runs a command-line script as a user who does not own the data folder, the
// way a server started as the wrong user (or a folder restored as root) meets
// it. As root, permission bits do not stop writes, so the script runs as
// `nobody`; the node binary is hard-linked (copied across filesystems) into a
// folder that user can reach. As an ordinary user, the folder's own mode is
// enough and the script runs as that user.
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, linkSync, mkdtempSync, rmSync } from 'node:fs';
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

export function removeReachableNode(): void {
  if (nodeCopy) rmSync(nodeCopy.dir, { recursive: true, force: true });
  nodeCopy = null;
}

/** Runs `node tsx script` as another user (root) or as this one; stdout and stderr together. */
export function runScriptAsOtherUser(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
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
