// The admin area over real HTTP against the production build: sign-in with
// throttling, session expiry, the private document route and the CSV export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DB } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { startServer, type RunningServer } from '../support/server';
import { seedRegistration, seedUpload, tinyPng } from '../support/seed';

let server: RunningServer;
let db: DB;
beforeAll(async () => {
  // Behind one proxy hop, so tests can sign in from different client addresses.
  server = await startServer({ ADMIN_EMAIL: 'office@example.in', ADMIN_PASSWORD: 'office-long-secret', TRUST_PROXY: '1' });
  db = openDatabase(server.dataDir);
});
afterAll(async () => {
  db.$client.close();
  await server.cleanup();
});

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** POSTs the login form as a browser would; returns the response (redirects not followed). */
function postLogin(email: string, password: string, ip: string) {
  return fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: form({ email, password }),
  });
}

async function signIn(email = 'office@example.in', password = 'office-long-secret') {
  const response = await postLogin(email, password, '192.0.2.10');
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('/admin/dashboard');
  const cookie = response.headers.get('set-cookie')!;
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  return cookie.split(';')[0]!;
}

describe('admin sign-in over HTTP', () => {
  it('redirects a visitor from every admin page to the login page', async () => {
    for (const path of ['/admin/dashboard', '/admin/gallery', '/admin/settings', '/admin/admins']) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/admin/login');
    }
  });

  it('signs in, then slows that address after 5 failures with 429 and the wait time', async () => {
    await createThrottleVictim();
    for (let i = 0; i < 5; i++) {
      const failed = await postLogin('victim@example.in', 'wrong-password', '192.0.2.99');
      expect(failed.status).toBe(401);
      expect(await failed.text()).toContain('Invalid email or password.');
    }
    const throttled = await postLogin('victim@example.in', 'victim-long-secret', '192.0.2.99');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await throttled.text()).toContain('Too many failed attempts. Please try again in 1 minute.');
    // The victim from another address is not slowed by these failures.
    expect((await postLogin('victim@example.in', 'victim-long-secret', '192.0.2.98')).status).toBe(302);
    // The real admin from another address is not locked out.
    expect(await signIn()).toMatch(/^session=/);
  });

  it('lets the session expire after 12 idle hours, and logout revokes it', async () => {
    const cookie = await signIn();
    const ok = await fetch(`${server.url}/admin/dashboard`, { headers: { cookie }, redirect: 'manual' });
    expect(ok.status).toBe(200);
    const admin = db.select().from(users).where(eq(users.email, 'office@example.in')).get()!;
    const newest = db.select().from(sessions).where(eq(sessions.userId, admin.id)).all().at(-1)!;
    db.update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 12 * 60 * 60 * 1000 - 1000) })
      .where(eq(sessions.id, newest.id))
      .run();
    const expired = await fetch(`${server.url}/admin/dashboard`, { headers: { cookie }, redirect: 'manual' });
    expect(expired.status).toBe(302);
    expect(expired.headers.get('location')).toBe('/admin/login');

    const other = await signIn();
    const logout = await fetch(`${server.url}/admin/logout`, { method: 'POST', headers: { cookie: other }, redirect: 'manual' });
    expect(logout.status).toBe(302);
    expect(logout.headers.get('set-cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    const after = await fetch(`${server.url}/trpc/auth.me`, { headers: { cookie: other } });
    expect(after.status).toBe(401);
  });
});

async function createThrottleVictim() {
  const { createAdmin } = await import('../../server/services/staff/auth');
  await createAdmin(db, { email: 'victim@example.in', password: 'victim-long-secret' });
}

describe('private documents', () => {
  it('refuses strangers and serves the file to an admin with safe headers', async () => {
    const reg = seedRegistration(db);
    const photo = seedUpload(
      db,
      server.dataDir,
      { ownerType: 'registration', ownerId: reg.id, kind: 'photo' },
      {
        bytes: tinyPng,
        detectedType: 'image/png',
        originalName: 'my "photo"\r\n.png',
      },
    );
    const doc = seedUpload(
      db,
      server.dataDir,
      { ownerType: 'registration', ownerId: reg.id, kind: 'tenth' },
      {
        bytes: Buffer.from('PK\u0003\u0004 pretend docx'),
        detectedType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        originalName: 'marks.docx',
      },
    );
    const url = `${server.url}/admin/documents/${photo.id}`;

    const stranger = await fetch(url, { redirect: 'manual' });
    expect(stranger.status).toBe(401);
    expect(Buffer.from(await stranger.arrayBuffer()).includes(tinyPng)).toBe(false);
    const forged = await fetch(url, { headers: { cookie: 'session=forged-token' }, redirect: 'manual' });
    expect(forged.status).toBe(401);
    const overTrpc = await fetch(
      `${server.url}/trpc/documents.file?input=${encodeURIComponent(JSON.stringify({ id: photo.id }))}`,
    );
    expect(overTrpc.status).toBe(401);

    const cookie = await signIn();
    const ok = await fetch(url, { headers: { cookie } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    expect(ok.headers.get('content-disposition')).toBe('inline; filename="my_photo_.png"');
    expect(Buffer.from(await ok.arrayBuffer()).equals(tinyPng)).toBe(true);

    const word = await fetch(`${server.url}/admin/documents/${doc.id}`, { headers: { cookie } });
    expect(word.headers.get('content-disposition')).toBe('attachment; filename="marks.docx"');
    const missing = await fetch(`${server.url}/admin/documents/999999`, { headers: { cookie } });
    expect(missing.status).toBe(404);
  });
});

describe('CSV export', () => {
  it('needs a session and neutralises formulas', async () => {
    seedRegistration(db, { name: '=HYPERLINK("http://evil.example","click")', centre: 'azamnagar' });
    const refused = await fetch(`${server.url}/admin/export/registrations`, { redirect: 'manual' });
    expect(refused.status).toBe(401);
    const cookie = await signIn();
    const response = await fetch(`${server.url}/admin/export/registrations?centre=azamnagar`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="registrations-\d{4}-\d{2}-\d{2}-\d{4}-IST\.csv"$/,
    );
    const text = await response.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(lines[1]).not.toMatch(/(^|,)"?=/);
  });
});

describe('the dashboard first view', () => {
  it('comes with its rows and counts in the HTML, for the tab and filters the URL names', async () => {
    const cookie = await signIn();
    const registration = seedRegistration(db, { name: 'First View Applicant', centre: 'belwa' });
    const other = seedRegistration(db, { name: 'Other Centre Applicant', centre: 'azamnagar' });
    const response = await fetch(`${server.url}/admin/dashboard?tab=registrations&centre=belwa`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    // Rendered rows (the row markup), not only the loader's data.
    expect(html).toContain(`data-testid="row-${registration.referenceId}"`);
    expect(html).not.toContain(`data-testid="row-${other.referenceId}"`);
    expect(html).toMatch(/Registrations<!-- -->\s*\(\d+\)|Registrations \(\d+\)/);

    // A refused filter leaves the list to the client, and the page still answers.
    const refused = await fetch(`${server.url}/admin/dashboard?tab=registrations&page=-4`, { headers: { cookie } });
    expect(refused.status).toBe(200);
    expect(await refused.text()).not.toContain('data-testid="row-');
  });
});
