// `npm run doctor` as a child process against real DATA_DIRs: a healthy
// install (a real server answered a request, a real TCP mail server greets),
// a broken one (corrupt database, world-readable session secret) and one
// without a UPI id. Exit code and the lines it prints.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasePath, openDatabase } from '../../db/client';
import { changePassword, createAdmin } from '../../server/services/auth';
import { seedSettings, updateSettings } from '../../server/services/settings';
import { backupSite } from '../../server/storage/backup';
import { configureTestInstitute } from '../support/institute';
import { startServer } from '../support/server';

const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};

let mailServer: Server;
let mailPort = 0;
beforeAll(async () => {
  // A real TCP server that greets like an SMTP server.
  mailServer = createServer((socket) => {
    socket.write('220 mail.test ESMTP ready\r\n');
    socket.on('data', () => socket.end('221 bye\r\n'));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => mailServer.listen(0, '127.0.0.1', resolve));
  mailPort = (mailServer.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => mailServer.close(resolve));
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function doctor(dataDir: string, env: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/doctor.ts'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATA_DIR: dataDir, MIN_FREE_DISK_MB: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** A DATA_DIR that did everything: identity and UPI id, a changed first-admin password, a backup today, a request seen. */
async function healthyInstall(): Promise<string> {
  const dataDir = tempDir('institute-doctor-');
  const db = openDatabase(dataDir);
  seedSettings(db);
  configureTestInstitute(db);
  const admin = await createAdmin(db, { email: 'first@example.in', password: 'first-long-secret' });
  await changePassword(db, admin.id, 'first-long-secret', 'changed-long-secret', null);
  db.$client.close();
  const server = await startServer({}, { dataDir });
  try {
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    // The record is written after the response; wait until the file holds it.
    for (let i = 0; i < 50 && !existsSync(path.join(dataDir, 'last-request.json')); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await server.stop();
  }
  await backupSite(dataDir, path.join(tempDir('institute-doctor-backup-'), 'today'));
  return dataDir;
}

/** The line of one check: its mark, then its name. */
const line = (out: string, name: string) =>
  out.split('\n').find((l) => /^\[\w+\]\s+/.test(l) && l.replace(/^\[\w+\]\s+/, '').startsWith(`${name}:`)) ?? `(no line for ${name})`;

describe('npm run doctor', () => {
  let healthy = '';
  beforeAll(async () => {
    healthy = await healthyInstall();
  }, 90_000);

  it('passes a healthy install and exits 0', async () => {
    const { code, out } = await doctor(healthy, {
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      // Email needs its sender and the site's address too (server/config.ts).
      MAIL_FROM: 'office@test-institute.example',
      PUBLIC_URL: 'https://test-institute.example',
    });
    expect(out).not.toContain('[FAIL]');
    expect(code, out).toBe(0);
    expect(line(out, "The institute's name")).toMatch(/^\[ok\] +The institute's name: Test Institute of Computer Training$/);
    expect(line(out, 'A UPI id or merchant QR for online payment')).toContain('[ok]');
    expect(line(out, "The first admin's password changed")).toContain('first@example.in: changed');
    expect(line(out, 'A backup taken in the last 7 days')).toContain('[ok]');
    expect(line(out, 'database integrity')).toContain('integrity_check: ok');
    expect(line(out, 'database journal')).toContain('journal_mode: wal');
    expect(line(out, 'session secret')).toMatch(/\[ok\] +session secret: .*session-secret, mode 600, strong enough\./);
    expect(line(out, 'https and TRUST_PROXY')).toMatch(/\[ok\] .*to 127\.0\.0\.1: http, X-Forwarded-Proto absent, TRUST_PROXY=false/);
    expect(line(out, 'free disk')).toMatch(/\[ok\] +free disk: \d+ MB free/);
    expect(line(out, 'email')).toContain('220 mail.test ESMTP ready');
    // The test institute's UPI id is personal and its admission fee ₹5,000: a warning, not a failure.
    expect(line(out, 'UPI gallery limit')).toMatch(/^\[WARN\] UPI gallery limit: The UPI id .* is a personal id and the admission fee ₹5,000 is above ₹2,000/);
    expect(out).toContain('All checks passed.');
  });

  it('without mail settings says email is not configured, and that is no failure', async () => {
    const { code, out } = await doctor(healthy);
    expect(line(out, 'email')).toMatch(/^\[info\] email: not configured$/);
    expect(code).toBe(0);
  });

  it('fails a corrupt database and a world-readable session secret', async () => {
    const dataDir = tempDir('institute-doctor-broken-');
    writeFileSync(databasePath(dataDir), randomBytes(8192));
    writeFileSync(path.join(dataDir, 'session-secret'), randomBytes(32).toString('base64url') + '\n');
    chmodSync(path.join(dataDir, 'session-secret'), 0o644);
    const { code, out } = await doctor(dataDir);
    expect(code).toBe(1);
    expect(line(out, 'database')).toMatch(/^\[FAIL\] database: .*app\.sqlite cannot be read: file is not a database$/);
    expect(line(out, 'session secret')).toMatch(/\[FAIL\] session secret: .* is readable by others \(mode 644\): run chmod 600/);
    expect(out).toContain('2 checks failed.');
  });

  it('fails an install whose UPI id is not set (and no merchant QR), naming what to do', async () => {
    const db = openDatabase(healthy);
    updateSettings(db, { upiId: '' }, null);
    db.$client.close();
    const { code, out } = await doctor(healthy);
    expect(code).toBe(1);
    expect(line(out, 'A UPI id or merchant QR for online payment')).toBe(
      '[FAIL] A UPI id or merchant QR for online payment: Not set: Settings, UPI id, or upload the merchant QR code. Until then applicants pay at the office.',
    );
    expect(out).toContain('1 check failed.');
  });

  it('fails a weak SESSION_SECRET and a proxy that TRUST_PROXY does not trust', async () => {
    writeFileSync(
      path.join(healthy, 'last-request.json'),
      JSON.stringify({ at: new Date().toISOString(), secure: false, forwardedProto: 'https', host: 'institute.example.in', trustProxy: false }),
    );
    const { code, out } = await doctor(healthy, { SESSION_SECRET: 'a'.repeat(40) });
    expect(code).toBe(1);
    expect(line(out, 'session secret')).toContain('[FAIL] session secret: SESSION_SECRET is weak: only 1 different characters');
    expect(line(out, 'https and TRUST_PROXY')).toContain('A proxy is in front but TRUST_PROXY is off: set TRUST_PROXY=1');
  });
});
