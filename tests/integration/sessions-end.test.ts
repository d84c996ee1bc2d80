// Sessions end when they should, over real HTTP against the production
// build: a password change ends the admin's other browsers and tokens, an
// admin lists and ends their own sessions, the old client logs its token out,
// and a restored site starts with no live session or token.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { sessions } from '../../db/schema';
import { startServer, type RunningServer } from '../support/server';

const admin = { email: 'office@example.in', password: 'office-long-secret' };
const other = { email: 'second@example.in', password: 'second-long-secret' };
const sessionSecret = 'a-fixed-session-secret-for-this-test-0123456789';
const run = promisify(execFile);
// Each CLI run starts tsx: seconds, more on a busy machine.
const cliTimeout = 90_000;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SESSION_SECRET: sessionSecret,
    RATE_LIMIT_LOGIN_PER_15MIN: '1000',
  });
});
afterAll(() => server.cleanup());

const url = (pathName: string) => `${server.url}${pathName}`;

/** Signs in through the login form as a browser would; returns the cookie. */
async function browserSignIn(base: string, who = admin, userAgent = 'Browser A') {
  const response = await fetch(`${base}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
    body: new URLSearchParams(who).toString(),
  });
  expect(response.status).toBe(302);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

async function tokenSignIn(base: string, who = admin) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'old-client' },
    body: JSON.stringify(who),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** 200 while the cookie's session lives; a redirect to the login page after. */
const dashboardStatus = async (cookie: string, base = server.url) =>
  (await fetch(`${base}/admin/dashboard`, { headers: { cookie }, redirect: 'manual' })).status;
/** An admin-only call of the old client: 200 while the token lives, 401 after. */
const tokenStatus = async (token: string, base = server.url) =>
  (await fetch(`${base}/api/enquiry/forms`, { headers: { 'x-auth-token': token } })).status;

interface ListedSession {
  id: number;
  kind: 'browser' | 'token';
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

async function listSessions(cookie: string): Promise<ListedSession[]> {
  const response = await fetch(url('/trpc/auth.sessions'), { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { data: ListedSession[] } }).result.data;
}

const trpcPost = (cookie: string, procedure: string, input?: unknown) =>
  fetch(url(`/trpc/${procedure}`), {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: input === undefined ? undefined : JSON.stringify(input),
  });

describe('a password change', () => {
  it('ends every other browser session and token of that admin, and keeps the one that changed it', async () => {
    const browserA = await browserSignIn(server.url);
    const browserB = await browserSignIn(server.url, admin, 'Browser B');
    const token = await tokenSignIn(server.url);
    expect(await dashboardStatus(browserB)).toBe(200);
    expect(await tokenStatus(token)).toBe(200);

    const changed = await fetch(url('/admin/admins'), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: browserA, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        intent: 'password',
        currentPassword: admin.password,
        newPassword: 'a-brand-new-secret',
        confirmPassword: 'a-brand-new-secret',
      }).toString(),
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('Your password was changed.');

    expect(await dashboardStatus(browserB)).toBe(302);
    expect(await tokenStatus(token)).toBe(401);
    expect(await dashboardStatus(browserA)).toBe(200);

    // Put the password back for the other tests, through the same form.
    const back = await fetch(url('/admin/admins'), {
      method: 'POST',
      headers: { cookie: browserA, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        intent: 'password',
        currentPassword: 'a-brand-new-secret',
        newPassword: admin.password,
        confirmPassword: admin.password,
      }).toString(),
    });
    expect(back.status).toBe(200);
    expect(await dashboardStatus(browserA)).toBe(200);
  });
});

describe('a password reset from the shell', () => {
  const reset = (email: string, password: string) =>
    run('npx', ['tsx', 'scripts/admin-reset-password.ts', '--email', email, '--password', password], {
      env: { ...process.env, DATA_DIR: server.dataDir },
      timeout: cliTimeout,
    });

  it(
    'sets the new password and ends every session and token of that admin',
    async () => {
      const browser = await browserSignIn(server.url, admin, 'Forgetful browser');
      const token = await tokenSignIn(server.url);
      const { stdout } = await reset(admin.email.toUpperCase(), 'reset-by-the-office-1');
      expect(stdout).toContain('every session and token of that admin has ended');
      expect(await dashboardStatus(browser)).toBe(302);
      expect(await tokenStatus(token)).toBe(401);
      const again = await tokenSignIn(server.url, { email: admin.email, password: 'reset-by-the-office-1' });
      expect(await tokenStatus(again)).toBe(200);
      await reset(admin.email, admin.password);
    },
    cliTimeout * 3,
  );

  it(
    'refuses an unknown admin and a short password, changing nothing',
    async () => {
      await expect(reset('nobody@example.in', 'long-enough-secret')).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('No admin with this email.'),
      });
      await expect(reset(admin.email, 'short')).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('Password must be at least'),
      });
      expect(await tokenStatus(await tokenSignIn(server.url))).toBe(200);
    },
    cliTimeout * 3,
  );
});

describe('session listing and ending', () => {
  it('lists only the admin’s own live sessions with kind, times and address, and marks this one', async () => {
    // Another admin's session must never appear in this list.
    const first = await browserSignIn(server.url);
    await fetch(url('/admin/admins'), {
      method: 'POST',
      headers: { cookie: first, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'create', ...other, name: 'Second', role: 'owner', centre: 'all' }).toString(),
    });
    await browserSignIn(server.url, other, 'Other admin');
    await trpcPost(first, 'auth.endOtherSessions');

    const token = await tokenSignIn(server.url);
    const listed = await listSessions(first);
    expect(listed).toHaveLength(2);
    const current = listed.find((session) => session.current)!;
    expect(current.kind).toBe('browser');
    expect(current.userAgent).toBe('Browser A');
    const tokenSession = listed.find((session) => !session.current)!;
    expect(tokenSession.kind).toBe('token');
    expect(tokenSession.userAgent).toBe('old-client');
    expect(tokenSession.ip).toMatch(/127\.0\.0\.1/);
    expect(Number.isNaN(Date.parse(tokenSession.createdAt))).toBe(false);
    expect(Number.isNaN(Date.parse(tokenSession.lastSeenAt))).toBe(false);
    expect(listed.some((session) => session.userAgent === 'Other admin')).toBe(false);

    // Ending one: that token stops working at once; this browser goes on.
    const ended = await trpcPost(first, 'auth.endSession', { id: tokenSession.id });
    expect(ended.status).toBe(200);
    expect(await tokenStatus(token)).toBe(401);
    expect(await dashboardStatus(first)).toBe(200);
    expect((await listSessions(first)).map((session) => session.id)).toEqual([current.id]);

    // Ending it again, or another admin's session, is refused as already ended.
    const again = await trpcPost(first, 'auth.endSession', { id: tokenSession.id });
    expect(again.status).toBe(404);
    expect(JSON.stringify(await again.json())).toContain('This session has already ended.');
    const db = openDatabase(server.dataDir);
    const othersSession = db
      .select()
      .from(sessions)
      .all()
      .find((row) => row.userAgent === 'Other admin')!;
    db.$client.close();
    const foreign = await trpcPost(first, 'auth.endSession', { id: othersSession.id });
    expect(foreign.status).toBe(404);
  });

  it('ends all the other sessions at once', async () => {
    const keep = await browserSignIn(server.url);
    const browserB = await browserSignIn(server.url, admin, 'Browser B');
    const token = await tokenSignIn(server.url);
    const response = await trpcPost(keep, 'auth.endOtherSessions');
    expect(response.status).toBe(200);
    const { ended } = ((await response.json()) as { result: { data: { ended: number } } }).result.data;
    expect(ended).toBeGreaterThanOrEqual(2);
    expect(await dashboardStatus(browserB)).toBe(302);
    expect(await tokenStatus(token)).toBe(401);
    expect(await dashboardStatus(keep)).toBe(200);
    expect(await listSessions(keep)).toHaveLength(1);
  });

  it('refuses the listing and ending to anyone not signed in', async () => {
    expect((await fetch(url('/trpc/auth.sessions'))).status).toBe(401);
    expect((await trpcPost('', 'auth.endOtherSessions')).status).toBe(401);
  });
});

describe('removing an admin', () => {
  it('ends their browser sessions and tokens with them', async () => {
    const removed = { email: 'leaving@example.in', password: 'leaving-long-secret' };
    const keeper = await browserSignIn(server.url);
    const created = await fetch(url('/admin/admins'), {
      method: 'POST',
      headers: { cookie: keeper, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'create', ...removed, name: 'Leaving', role: 'owner', centre: 'all' }).toString(),
    });
    expect(created.status).toBe(200);
    const cookie = await browserSignIn(server.url, removed, 'Leaving browser');
    const token = await tokenSignIn(server.url, removed);
    expect(await dashboardStatus(cookie)).toBe(200);
    expect(await tokenStatus(token)).toBe(200);

    // No screen removes admins yet: the row goes, and its sessions with it.
    const db = openDatabase(server.dataDir);
    db.$client.prepare('delete from users where email = ?').run(removed.email);
    const left = db.$client.prepare("select count(*) as n from sessions where user_agent = 'Leaving browser'").get() as {
      n: number;
    };
    db.$client.close();
    expect(left.n).toBe(0);
    expect(await dashboardStatus(cookie)).toBe(302);
    expect(await tokenStatus(token)).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the token it is sent with, and refuses a token that is not live', async () => {
    const token = await tokenSignIn(server.url);
    const kept = await tokenSignIn(server.url);
    const response = await fetch(url('/api/auth/logout'), { method: 'POST', headers: { 'x-auth-token': token } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Signed out.' });
    expect(await tokenStatus(token)).toBe(401);
    expect(await tokenStatus(kept)).toBe(200);

    const again = await fetch(url('/api/auth/logout'), { method: 'POST', headers: { 'x-auth-token': token } });
    expect(again.status).toBe(401);
    const none = await fetch(url('/api/auth/logout'), { method: 'POST', headers: { 'x-auth-token': 'null' } });
    expect(none.status).toBe(401);
  });
});

describe('a restore', () => {
  it('ends every session and token the backup held', { timeout: 4 * cliTimeout }, async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'sessions-restore-'));
    const backupDir = path.join(root, 'backup');
    const restoredDir = path.join(root, 'restored');
    let restored: RunningServer | null = null;
    try {
      const cookie = await browserSignIn(server.url);
      const token = await tokenSignIn(server.url);
      const cli = (script: string, dataDir: string, ...args: string[]) =>
        run('npx', ['tsx', `scripts/${script}.ts`, ...args], { env: { ...process.env, DATA_DIR: dataDir } });
      await cli('backup', server.dataDir, '--out', backupDir);
      const { stdout } = await cli('restore', restoredDir, '--from', backupDir);
      expect(stdout).toMatch(/Ended \d+ sessions?: every admin signs in again\./);

      // The same secret, so only the ended sessions can refuse the cookie.
      restored = await startServer({ SESSION_SECRET: sessionSecret }, { dataDir: restoredDir });
      expect(await tokenStatus(token, restored.url)).toBe(401);
      expect(await dashboardStatus(cookie, restored.url)).toBe(302);
      // Both still live on the original site: the restore, not time, ended them.
      expect(await tokenStatus(token)).toBe(200);
      expect(await dashboardStatus(cookie)).toBe(200);
      // Staff sign in again on the restored site.
      expect(await tokenStatus(await tokenSignIn(restored.url), restored.url)).toBe(200);
    } finally {
      await restored?.cleanup();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
