// Starts the real production server (node scripts/start.mjs) on a free port
// and a temporary DATA_DIR, for tests that speak HTTP to it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { databasePath, openDatabase } from '../../db/client';
import { seedSettings } from '../../server/services/site/settings';
import { configureTestInstitute } from './institute';
import { runningServers, type RunningServer } from './running-servers';

export type { RunningServer } from './running-servers';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; fresh?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'institute-http-'));
  // A new folder gets the test institute's identity and UPI id, unless the
  // test wants a fresh install (nothing set).
  if (!options.fresh && !existsSync(databasePath(dataDir))) {
    const db = openDatabase(dataDir);
    seedSettings(db);
    configureTestInstitute(db);
    db.$client.close();
  }
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null) child.kill(signal);
    return exited;
  };
  const running: RunningServer = {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop,
    cleanup: async () => {
      runningServers.delete(running);
      await stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  runningServers.add(running);
  return running;
}

/**
 * Signs in on the admin login page of a running server, as a browser would,
 * and returns the session cookie for later requests (`cookie: ...`).
 */
export async function adminCookieOf(url: string, account: { ADMIN_EMAIL: string; ADMIN_PASSWORD: string }): Promise<string> {
  const login = await fetch(`${url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: account.ADMIN_EMAIL, password: account.ADMIN_PASSWORD }).toString(),
  });
  if (login.status !== 302) throw new Error(`admin sign-in answered ${login.status}, not 302`);
  return login.headers.get('set-cookie')!.split(';')[0]!;
}
