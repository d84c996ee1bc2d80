// Issue 35 ("doors nobody can jam") and the office's sign-in (issue 36, item
// 7), over real HTTP against the production build behind one trusted proxy
// hop (TRUST_PROXY=1), so each request names its client address in
// X-Forwarded-For as a proxy would.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasePath, openDatabase, type DB } from '../../db/client';
import { createAdmin } from '../../server/services/staff/auth';
import { commonPasswordMessage } from '../../server/services/staff/common-passwords';
import { stagedDirOf } from '../../server/storage/paths';
import { startServer, type RunningServer } from '../support/server';
import { seedRegistration, seedUpload, tinyPdf, tinyPng } from '../support/seed';
import { newBrowser } from '../support/tus';

const admin = { email: 'doors@example.in', password: 'doors-long-secret' };
let server: RunningServer;
let db: DB;

beforeAll(async () => {
  server = await startServer({
    ...{ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    TRUST_PROXY: '1',
    // Request lines are written at info level.
    LOG_LEVEL: 'info',
    RATE_LIMIT_LOOKUPS_PER_15MIN: '5',
    RATE_LIMIT_SUBMITS_PER_HOUR: '2',
    // RATE_LIMIT_LOGIN_PER_15MIN keeps its default (20): 25 successes must not reach it.
    STAGED_MAX_MB: '52',
    MIN_FREE_DISK_MB: '1',
  });
  db = openDatabase(server.dataDir);
});
afterAll(async () => {
  db.$client.close();
  await server.cleanup();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

function pageLogin(email: string, password: string, ip: string, cookie = '') {
  return fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...from(ip), ...(cookie ? { cookie } : {}) },
    body: form({ email, password }),
  });
}

function apiLogin(email: string, password: string, ip: string) {
  return fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from(ip) },
    body: JSON.stringify({ email, password }),
  });
}

/** The name=value pairs a sign-in answer sets, by cookie name. */
function cookiesOf(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const pair = line.split(';')[0]!;
      return [pair.slice(0, pair.indexOf('=')), pair];
    }),
  );
}

async function signIn(ip = '192.0.2.1') {
  const response = await pageLogin(admin.email, admin.password, ip);
  expect(response.status).toBe(302);
  return cookiesOf(response).session!;
}

describe('sign-in that an attacker cannot lock (decision 036)', () => {
  it('lets the admin in after failures from five addresses, on every path and however the email is typed', async () => {
    await createAdmin(db, { email: 't1@example.in', password: 't1-long-secret' });
    for (let i = 1; i <= 5; i++) expect((await apiLogin('t1@example.in', 'wrong-password', `198.51.100.${i}`)).status).toBe(401);
    expect((await apiLogin('t1@example.in', 't1-long-secret', '203.0.113.1')).status).toBe(200);
    expect((await pageLogin('t1@example.in', 't1-long-secret', '203.0.113.2')).status).toBe(302);
    expect((await apiLogin(' T1@Example.IN ', 't1-long-secret', '203.0.113.3')).status).toBe(200);
  });

  it(
    'keeps a browser that signed in before getting in while guesses from many addresses hold the account',
    { timeout: 90_000 },
    async () => {
      await createAdmin(db, { email: 'target@example.in', password: 'target-long-secret' });
      // The admin's own browser signed in last week: it holds a signed, HttpOnly device cookie.
      const first = await pageLogin('target@example.in', 'target-long-secret', '192.0.2.50');
      expect(first.status).toBe(302);
      const deviceLine = first.headers.getSetCookie().find((line) => line.startsWith('admin-device='))!;
      expect(deviceLine).toMatch(/HttpOnly/i);
      expect(deviceLine).toMatch(/SameSite=Lax/i);
      const device = deviceLine.split(';')[0]!;

      // Guesses from 25 addresses, on both paths: past 20 the account is held for browsers it does not know.
      for (let i = 1; i <= 25; i++) {
        const ip = `203.0.113.${100 + i}`;
        const response =
          i % 2 ? await apiLogin('target@example.in', `guess-${i}`, ip) : await pageLogin('Target@Example.in', `guess-${i}`, ip);
        expect(response.status, `guess ${i}`).toBe(i <= 20 ? 401 : 429);
      }
      // A browser that never signed in waits (15 minutes at most) ...
      const stranger = await pageLogin('target@example.in', 'target-long-secret', '192.0.2.51');
      expect(stranger.status).toBe(429);
      expect(Number(stranger.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
      // ... the admin's browser, from any address, gets in with the right password.
      const mine = await pageLogin('target@example.in', 'target-long-secret', '192.0.2.52', device);
      expect(mine.status).toBe(302);
      expect(mine.headers.get('location')).toBe('/admin/dashboard');
      // A forged device cookie is no pass.
      const forged = device.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
      expect((await pageLogin('target@example.in', 'target-long-secret', '192.0.2.53', forged)).status).toBe(429);
    },
  );

  // 45 password checks (scrypt) on a shared two-core machine.
  it('lets an office sign in 25 times in a row from one address: successes are not counted', { timeout: 90_000 }, async () => {
    for (let i = 0; i < 25; i++) {
      const response = await pageLogin(admin.email, admin.password, '192.0.2.77');
      expect(response.status, `sign-in ${i + 1}`).toBe(302);
    }
    // Failures from that address still count (RATE_LIMIT_LOGIN_PER_15MIN, 20).
    for (let i = 0; i < 20; i++) expect((await apiLogin(`x${i}@example.in`, 'wrong-password', '192.0.2.78')).status).toBe(401);
    expect((await apiLogin('x20@example.in', 'wrong-password', '192.0.2.78')).status).toBe(429);
  });

  it('refuses a common password for a new admin over /trpc', async () => {
    const cookie = await signIn();
    const create = (password: string) =>
      fetch(`${server.url}/trpc/admins.create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ email: 'weak@example.in', name: 'Weak', password }),
      });
    const refused = await create('1234567890');
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { message: string; data: { fieldErrors: Record<string, string[]> } } };
    expect(body.error.message).toBe(commonPasswordMessage);
    expect(body.error.data.fieldErrors).toEqual({ password: [commonPasswordMessage] });
    expect((await create('Qwertyuiop2026')).status).toBe(400);
    expect((await create('seven-mangoes-on-a-bus')).status).toBe(200);
  });
});

describe('limits per network, not per device', () => {
  const lookup = (ip: string) =>
    fetch(`${server.url}/api/form/getFormById/REG-AAAAAAAA`, { headers: { 'x-auth-token': 'null', ...from(ip) } });

  it('counts 32 addresses of one IPv6 /64 as one client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 32; i++) statuses.push((await lookup(`2001:db8:a:b::${i.toString(16)}`)).status);
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    // The next /64 is another client.
    expect((await lookup('2001:db8:a:c::1')).status).not.toBe(429);
  });

  it('limits drawing payment QRs (the PNG and paymentInfo together) and the size of a /trpc batch', async () => {
    const ip = '198.51.100.200';
    const png = () => fetch(`${server.url}/payment-qr.png?for=registration`, { headers: from(ip) });
    const info = () =>
      fetch(
        `${server.url}/trpc/admissions.paymentInfo?input=${encodeURIComponent(JSON.stringify({ referenceId: 'REG-AAAAAAAA' }))}`,
        {
          headers: from(ip),
        },
      );
    // RATE_LIMIT_LOOKUPS_PER_15MIN=5: ten QRs per 15 minutes.
    for (let i = 0; i < 5; i++) expect((await png()).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await info()).status).toBe(200);
    const refused = await png();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await info()).status).toBe(429);

    const batch = (n: number) =>
      fetch(`${server.url}/trpc/${Array.from({ length: n }, () => 'registrations.paymentInfo').join(',')}?batch=1&input={}`, {
        headers: from('198.51.100.201'),
      });
    expect((await batch(10)).status).toBe(200);
    expect((await batch(11)).status).toBe(400);
    expect((await batch(150)).status).toBe(400);
  });
});

describe('staged uploads cannot fill the disk', () => {
  const megabyte = 1024 * 1024;
  const b64 = (value: string) => Buffer.from(value).toString('base64');
  const create = (ip: string, bytes: number) =>
    fetch(`${server.url}/uploads/tus`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(bytes),
        'upload-metadata': `form ${b64('application')},field ${b64('aadhaarUpload')},filename ${b64('a.pdf')}`,
        cookie: newBrowser(),
        ...from(ip),
      },
    });

  it('holds each address to its byte budget and every address together to STAGED_MAX_MB', async () => {
    // RATE_LIMIT_SUBMITS_PER_HOUR=2: 50 MB an hour (two full applications), declared up front.
    for (let i = 0; i < 10; i++) expect((await create('198.51.100.150', 5 * megabyte)).status).toBe(201);
    const overBudget = await create('198.51.100.150', megabyte);
    expect(overBudget.status).toBe(429);
    expect(await overBudget.text()).toMatch(/Too many attempts/);
    // Other addresses share STAGED_MAX_MB=52: 50 MB are declared already.
    const full = await create('198.51.100.151', 5 * megabyte);
    expect(full.status).toBe(507);
    expect((await create('198.51.100.151', megabyte)).status).toBe(201);
  });

  it('removes unclaimed staged uploads after hours, not a day', async () => {
    const { stagedUploadMaxAgeMs } = await import('../../server/storage/staged-uploads');
    expect(stagedUploadMaxAgeMs).toBeLessThanOrEqual(6 * 60 * 60 * 1000);
  });
});

describe('what the request log keeps', () => {
  it('masks reference ids in the logged path on every transport, from the URL the client sent', async () => {
    const ip = '198.51.100.210';
    await fetch(`${server.url}/api/form/getFormById/REG-ABCD2345`, { headers: { 'x-auth-token': 'null', ...from(ip) } });
    await fetch(`${server.url}/api/form/getFormById/reg%2Dwxyz6789`, { headers: { 'x-auth-token': 'null', ...from(ip) } });
    await fetch(`${server.url}/hi/REG-QRST2345`, { headers: from(ip) });
    await fetch(`${server.url}/trpc/registrations.lookup?input=${encodeURIComponent('{"referenceId":"REG-MNPQ2345"}')}`, {
      headers: from(ip),
    });
    // Lines are written when each answer closes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; ip?: string; path?: string })
      .filter((line) => line.msg === 'request' && line.ip === ip);
    // A line is written when its answer closes: the order may differ.
    expect(lines.map((line) => line.path).sort()).toEqual([
      '/api/form/getFormById/:ref',
      '/api/form/getFormById/:ref',
      '/hi/:ref',
      '/trpc/registrations.lookup',
    ]);
    for (const id of ['ABCD2345', 'WXYZ6789', 'wxyz6789', 'QRST2345', 'MNPQ2345']) expect(server.output()).not.toContain(id);
  });
});

describe('private answers are never stored', () => {
  it('sends Cache-Control: private, no-store on every answer with personal data, and keeps public ones public', async () => {
    const cookie = await signIn();
    const reg = seedRegistration(db, { status: 'APPROVED' });
    const token = ((await (await apiLogin(admin.email, admin.password, '192.0.2.2')).json()) as { token: string }).token;
    const lookupBody = () => {
      const body = new FormData();
      body.set('intent', 'lookup');
      body.set('referenceId', reg.referenceId);
      return body;
    };
    const ip = '198.51.100.220';
    const answers: Array<[string, Promise<Response>]> = [
      ['/admin/dashboard', fetch(`${server.url}/admin/dashboard`, { headers: { cookie } })],
      ['/admin/settings', fetch(`${server.url}/admin/settings`, { headers: { cookie } })],
      ['/admin/dashboard.data', fetch(`${server.url}/admin/dashboard.data`, { headers: { cookie } })],
      ['POST /admission-form', fetch(`${server.url}/admission-form`, { method: 'POST', body: lookupBody(), headers: from(ip) })],
      [
        'POST /admission-form.data',
        fetch(`${server.url}/admission-form.data`, { method: 'POST', body: lookupBody(), headers: from(ip) }),
      ],
      ['/api/form/forms', fetch(`${server.url}/api/form/forms`, { headers: { 'x-auth-token': token } })],
      ['POST /api/auth/login', apiLogin(admin.email, admin.password, '192.0.2.3')],
      ['/admissions', fetch(`${server.url}/admissions`)],
      ['/hi/admissions', fetch(`${server.url}/hi/admissions`)],
      ['/trpc/auth.me', fetch(`${server.url}/trpc/auth.me`, { headers: { cookie } })],
    ];
    for (const [name, pending] of answers) {
      const response = await pending;
      expect(response.status, name).toBeLessThan(400);
      expect(response.headers.get('cache-control'), name).toBe('private, no-store');
      if (name.includes('admission-form')) expect(await response.text(), name).toContain(reg.name);
    }
    expect((await fetch(`${server.url}/api/gallery/images`)).headers.get('cache-control') ?? '').not.toMatch(/private|no-store/);
    expect((await fetch(`${server.url}/about`)).headers.get('cache-control')).toBe('public, no-cache');
  });
});

/** The raw headers of an answer, repeated ones kept apart (fetch joins them). */
function rawHeaders(url: string, headers: Record<string, string>): Promise<{ status: number; raw: string[] }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, raw: response.rawHeaders }));
    })
      .on('error', reject)
      .end();
  });
}

describe('documents', () => {
  it('serves documents under one sandbox policy, PDFs as downloads', async () => {
    const cookie = await signIn();
    const reg = seedRegistration(db);
    const pdf = seedUpload(
      db,
      server.dataDir,
      { ownerType: 'registration', ownerId: reg.id, kind: 'aadhaar' },
      {
        bytes: tinyPdf,
        detectedType: 'application/pdf',
        originalName: 'aadhaar.pdf',
      },
    );
    const png = seedUpload(
      db,
      server.dataDir,
      { ownerType: 'registration', ownerId: reg.id, kind: 'photo' },
      {
        bytes: tinyPng,
        detectedType: 'image/png',
        originalName: 'photo.png',
      },
    );
    for (const [upload, disposition] of [
      [pdf, 'attachment'],
      [png, 'inline'],
    ] as const) {
      const { status, raw } = await rawHeaders(`${server.url}/admin/documents/${upload.id}`, { cookie });
      expect(status).toBe(200);
      const named = (name: string) => raw.filter((_, i) => i % 2 === 1 && raw[i - 1]!.toLowerCase() === name);
      const policies = named('content-security-policy');
      expect(policies).toHaveLength(1);
      expect(policies[0]).toMatch(/^sandbox; default-src 'none'/);
      expect(named('content-disposition')[0]).toMatch(new RegExp(`^${disposition};`));
      expect(named('cache-control')).toEqual(['private, no-store']);
      expect(named('cross-origin-resource-policy')).toEqual(['same-origin']);
    }
  });
});

describe('files on disk', () => {
  it('makes DATA_DIR 0700 and the database files 0600 from the first start; doctor names what is open', async () => {
    const parent = mkdtempSync(path.join(os.tmpdir(), 'institute-modes-'));
    const dataDir = path.join(parent, 'data');
    const fresh = await startServer({}, { dataDir, fresh: true });
    try {
      // A write, so the WAL and its index exist.
      await fetch(`${fresh.url}/enquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form({ name: 'Asha', email: 'asha@example.in', mobile: '9123456780', subject: 'other', query: 'Hello' }),
      });
      const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);
      expect(modeOf(dataDir)).toBe('700');
      for (const file of [databasePath(dataDir), `${databasePath(dataDir)}-wal`, `${databasePath(dataDir)}-shm`]) {
        expect(modeOf(file), file).toBe('600');
      }
      expect(modeOf(path.join(dataDir, 'session-secret'))).toBe('600');
    } finally {
      await fresh.stop();
    }
    chmodSync(dataDir, 0o755);
    chmodSync(databasePath(dataDir), 0o644);
    const out = await new Promise<string>((resolve) => {
      const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/doctor.ts'], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATA_DIR: dataDir, MIN_FREE_DISK_MB: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('exit', () => resolve(text));
    });
    const line = out.split('\n').find((text) => text.includes('file permissions'));
    expect(line).toContain(`chmod 700 ${dataDir}`);
    expect(line).toContain(`chmod 600 ${databasePath(dataDir)}`);
    rmSync(parent, { recursive: true, force: true });
  });
});

describe('a staged-area cap counts the bytes that lie there', () => {
  it('counts a large leftover in staged/ against STAGED_MAX_MB', async () => {
    // Written by the test as a crash might leave it; the next reading of the folder (5 s) sees it.
    const leftover = path.join(stagedDirOf(server.dataDir), '0'.repeat(32));
    writeFileSync(leftover, '');
    truncateSync(leftover, 60 * 1024 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 5200));
    const b64 = (value: string) => Buffer.from(value).toString('base64');
    const response = await fetch(`${server.url}/uploads/tus`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '1024',
        'upload-metadata': `form ${b64('application')},field ${b64('aadhaarUpload')},filename ${b64('a.pdf')}`,
        cookie: newBrowser(),
        ...from('198.51.100.160'),
      },
    });
    expect(response.status).toBe(507);
    rmSync(leftover);
  });
});
