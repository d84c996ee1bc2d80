// Time from process start to the first 200 of GET /, and the resident memory
// once idle, on a fresh DATA_DIR; against a bare node:http server started the
// same way in the same run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/server';
import { cpuSeconds, rssMb } from './process-memory';
import { productionMallocEnv, productionNodeArgs } from './production-start';
import type { BenchContext } from './sections';

const root = path.resolve(import.meta.dirname, '..');
const bareServer = `require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')`;

async function firstOk(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer 200 in time`);
}

async function startAndIdle(args: string[], env: Record<string, string>, idleMs: number) {
  const port = await freePort();
  const taskset = existsSync('/usr/bin/taskset');
  const started = performance.now();
  const child = spawn(taskset ? '/usr/bin/taskset' : process.execPath, taskset ? ['-c', '0', process.execPath, ...args] : args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  await firstOk(`http://127.0.0.1:${port}/`);
  const firstOkMs = performance.now() - started;
  const cpu = cpuSeconds(child.pid!);
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  const idle = rssMb(child.pid!);
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  return { firstOkMs, cpu, idle };
}

export async function startAndIdleSection(context: BenchContext, idleMs: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'institute-start-'));
  try {
    // As `npm start` and the README's systemd unit run it.
    const app = await startAndIdle(
      [...productionNodeArgs, 'scripts/start.mjs'],
      { ...productionMallocEnv, DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'error' },
      idleMs,
    );
    const bare = await startAndIdle(['-e', bareServer], {}, idleMs);
    context.rows.push({
      measure: 'start on a fresh DATA_DIR: process start to first 200 of GET /, ms (CPU s used by then)',
      value: `${app.firstOkMs.toFixed(0)} (${app.cpu.toFixed(2)})`,
      baseline: `${bare.firstOkMs.toFixed(0)} (${bare.cpu.toFixed(2)}) bare node:http server`,
      ratio: `${(app.firstOkMs / bare.firstOkMs).toFixed(2)}×`,
      target: '≤ 1500 ms',
    });
    context.rows.push({
      measure: `idle resident memory ${idleMs / 1000} s after the first page, MB`,
      value: String(app.idle),
      baseline: `${bare.idle} bare node:http server`,
      ratio: `${(app.idle / bare.idle).toFixed(2)}×`,
      target: '≤ 150 MB',
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
