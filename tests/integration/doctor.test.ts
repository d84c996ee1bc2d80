// `npm run doctor` as a child process against real DATA_DIRs: a healthy
// install (a real server answered a request, a real TCP mail server greets),
// a broken one (corrupt database, world-readable session secret) and one
// without a UPI id. Exit code and the lines it prints.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasePath, openDatabase } from '../../db/client';
import { changePassword, createAdmin } from '../../server/services/staff/auth';
import { seedSettings, updateSettings } from '../../server/services/site/settings';
import { backupSite } from '../../server/storage/backup';
import { configureTestInstitute } from '../support/institute';
import { removeReachableNode, runScriptAsOtherUser, runningAsRoot } from '../support/other-user';
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
  removeReachableNode();
  await new Promise((resolve) => mailServer.close(resolve));
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function doctor(dataDir: string, env: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/doctor.ts'], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        MIN_FREE_DISK_MB: '1',
        ...env,
      },
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
  out.split('\n').find((l) => /^\[\w+\]\s+/.test(l) && l.replace(/^\[\w+\]\s+/, '').startsWith(`${name}:`)) ??
  `(no line for ${name})`;

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
    expect(line(out, 'https and TRUST_PROXY')).toMatch(
      /\[ok\] .*to 127\.0\.0\.1: http, X-Forwarded-Proto absent, TRUST_PROXY=false/,
    );
    expect(line(out, 'free disk')).toMatch(/\[ok\] +free disk: \d+ MB free/);
    expect(line(out, 'email')).toContain('220 mail.test ESMTP ready');
    // The test institute's UPI id is personal and its admission fee ₹5,000: a warning, not a failure.
    expect(line(out, 'UPI gallery limit')).toMatch(
      /^\[WARN\] UPI gallery limit: The UPI id .* is a personal id and the admission fee ₹5,000 is above ₹2,000/,
    );
    expect(out).toContain('All checks passed.');
  });

  it('without mail settings says email is not configured, and that is no failure', async () => {
    const { code, out } = await doctor(healthy);
    expect(line(out, 'email')).toMatch(/^\[info\] email: not configured$/);
    expect(code).toBe(0);
  });

  it('fails a corrupt database and a world-readable session secret', async () => {
    const dataDir = tempDir('institute-doctor-broken-');
    // Private, as the server makes it (file modes have their own check: security-doors.test.ts).
    writeFileSync(databasePath(dataDir), randomBytes(8192), { mode: 0o600 });
    writeFileSync(path.join(dataDir, 'session-secret'), randomBytes(32).toString('base64url') + '\n');
    chmodSync(path.join(dataDir, 'session-secret'), 0o644);
    const { code, out } = await doctor(dataDir);
    expect(code).toBe(1);
    expect(line(out, 'database')).toMatch(
      /^\[FAIL\] database: .*app\.sqlite cannot be read: file is not a database\. Fix: stop the server and restore the last backup \(npm run restore\)\.$/,
    );
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
      JSON.stringify({
        at: new Date().toISOString(),
        secure: false,
        forwardedProto: 'https',
        host: 'institute.example.in',
        trustProxy: false,
      }),
    );
    const { code, out } = await doctor(healthy, { SESSION_SECRET: 'a'.repeat(40) });
    expect(code).toBe(1);
    expect(line(out, 'session secret')).toContain('[FAIL] session secret: SESSION_SECRET is weak: only 1 different characters');
    expect(line(out, 'https and TRUST_PROXY')).toContain('A proxy is in front but TRUST_PROXY is off: set TRUST_PROXY=1');
  });

  // Each broken install: a line that says what is wrong and what fixes it.
  describe('on a broken install', () => {
    /** A copy of the healthy install, so each case breaks its own. */
    const copyOfHealthy = () => {
      const dataDir = tempDir('institute-doctor-copy-');
      cpSync(healthy, dataDir, { recursive: true });
      return dataDir;
    };
    const asOtherUser = (dataDir: string) =>
      runScriptAsOtherUser('scripts/doctor.ts', [], { NODE_ENV: 'production', DATA_DIR: dataDir, MIN_FREE_DISK_MB: '1' });
    /** Readable by everyone, writable by nobody but root (and, as root, the test runs the check as `nobody`). */
    const readOnlyForOthers = (target: string) => chmodSync(target, runningAsRoot ? 0o755 : 0o555);

    it('fails a data folder the server user cannot write, naming the chown that fixes it', async () => {
      const dataDir = copyOfHealthy();
      chmodSync(path.join(dataDir, 'session-secret'), 0o600);
      for (const entry of readdirSync(dataDir)) {
        const target = path.join(dataDir, entry);
        if (statSync(target).isFile()) chmodSync(target, runningAsRoot ? 0o644 : 0o444);
      }
      readOnlyForOthers(dataDir);
      const { code, out } = await asOtherUser(dataDir);
      chmodSync(dataDir, 0o755);
      expect(code, out).toBe(1);
      expect(line(out, 'data folder')).toMatch(
        new RegExp(
          `^\\[FAIL\\] data folder: ${dataDir} is not writable by \\S+: the server could not save an application or a setting\\. Fix: give it to the user that runs the server: sudo chown -R \\S+ ${dataDir}`,
        ),
      );
      // The database is still read and checked: not "attempt to write a readonly database".
      expect(out).not.toContain('readonly database');
    });

    it('fails an uploads/ folder the server user cannot write', async () => {
      const dataDir = copyOfHealthy();
      const uploads = path.join(dataDir, 'uploads');
      mkdirSync(uploads, { recursive: true });
      readOnlyForOthers(uploads);
      if (runningAsRoot) {
        // The data folder itself stays writable for `nobody`.
        chmodSync(dataDir, 0o777);
        for (const entry of readdirSync(dataDir)) {
          const target = path.join(dataDir, entry);
          if (statSync(target).isFile()) chmodSync(target, 0o666);
        }
      }
      const { code, out } = await asOtherUser(dataDir);
      chmodSync(uploads, 0o755);
      expect(code, out).toBe(1);
      expect(line(out, 'data folder')).toMatch(/^\[ok\]/);
      expect(line(out, 'uploads folder')).toMatch(
        new RegExp(
          `^\\[FAIL\\] uploads folder: ${uploads} is not writable by \\S+: every application with documents would fail\\. Fix: .*sudo chown -R \\S+ ${uploads}`,
        ),
      );
    });

    it('says a stored UPI id is invalid (not "Not set"), and settings get shows what is stored', async () => {
      const dataDir = copyOfHealthy();
      const db = openDatabase(dataDir);
      // As an older release or a hand edit could leave it.
      db.$client.prepare(`update settings set value = ? where key = 'upiId'`).run(JSON.stringify('office at okaxis'));
      db.$client.close();
      const { code, out } = await doctor(dataDir);
      expect(code).toBe(1);
      expect(line(out, 'A UPI id or merchant QR for online payment')).toBe(
        '[FAIL] A UPI id or merchant QR for online payment: The stored UPI id "office at okaxis" is not valid (Enter a UPI id such as name@bank.), so applicants pay at the office: enter a valid one on Settings, UPI id (npm run settings -- set upiId=name@bank).',
      );
      expect(line(out, 'setting upiId')).toBe(
        '[FAIL] setting upiId: the stored value "office at okaxis" is not valid (Enter a UPI id such as name@bank.); the site uses "" instead. Fix: Settings screen, or npm run settings -- set upiId=VALUE',
      );
      expect(out).not.toContain('Not set');

      const get = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/settings.ts', 'get', 'upiId'], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATA_DIR: dataDir },
        encoding: 'utf8',
      });
      expect(get.stdout).toBe('upiId=office at okaxis\n');
      expect(get.stderr).toContain(
        'upiId is not valid (Enter a UPI id such as name@bank.); the site uses "" until it is set again.',
      );
      expect(get.status).toBe(1);
    });

    it('when no admin exists, names the command that creates one', async () => {
      const dataDir = tempDir('institute-doctor-noadmin-');
      const db = openDatabase(dataDir);
      seedSettings(db);
      configureTestInstitute(db);
      db.$client.close();
      const { code, out } = await doctor(dataDir);
      expect(code).toBe(1);
      expect(line(out, "The first admin's password changed")).toBe(
        "[FAIL] The first admin's password changed: No admin exists yet. Create one: npm run admin:create -- --email you@example.in --password A-LONG-PASSWORD (or start the server with ADMIN_EMAIL and ADMIN_PASSWORD set).",
      );
    });

    it('on a folder that does not exist says so and creates nothing', async () => {
      const missing = path.join(tempDir('institute-doctor-parent-'), 'not-here');
      const { code, out } = await doctor(missing);
      expect(code).toBe(1);
      expect(line(out, 'data folder')).toBe(
        `[FAIL] data folder: ${missing} does not exist. Fix: set DATA_DIR to the folder the server uses (its "listening" log line names it as dataDir), or start the server once with this DATA_DIR to create it.`,
      );
      expect(existsSync(missing)).toBe(false);
    });
  });
});
