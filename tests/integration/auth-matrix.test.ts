// Every admin door against every kind of bad session, over real HTTP: admin
// pages (and their single-fetch data), every admin tRPC procedure, the CSV
// export and the private documents refuse no session, an idle-expired one, an
// absolutely expired one, a revoked one and forged ones. And a valid admin
// cookie on a cross-site POST changes nothing. Needs `npm run build`.
import { randomBytes } from 'node:crypto';
import { createCookie } from '@remix-run/node';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { registrations, sessions, settings } from '../../db/schema';
import { appRouter } from '../../server/api/root';
import { startServer, type RunningServer } from '../support/server';
import { seedRegistration, seedUpload, tinyPng } from '../support/seed';

const secret = randomBytes(32).toString('hex');
/** Procedures a visitor may call; every other one must need an admin session. */
const publicProcedures = new Set([
  'auth.login',
  'settings.get',
  'settings.identity',
  'settings.privacy',
  'registrations.lookup',
  'registrations.paymentInfo',
  'registrations.submit',
  // A correction: the applicant's second factor opens it (decision 048).
  'registrations.correction',
  'registrations.correct',
  // Paying for a seat offered from a waitlist: the second factor again (decision 051).
  'registrations.claimOffer',
  'admissions.paymentInfo',
  'admissions.submit',
  'enquiries.submit',
  'gallery.list',
  // The public certificate check (a look-up; only what an employer needs).
  'certificates.verify',
  'certificates.verifyCode',
  // The applicant's receipt by reference id, rate-limited like the look-up.
  'receipts.print',
  // The public pages' batches and seats left (decision 049).
  'intakes.open',
  // What the application form offers: the same batches and seats, per course, centre and mode (decision 057).
  'intakes.choices',
  // What the public pages show: the published courses, centre descriptions and current notices (decision 070).
  'content.courses',
  'content.centres',
  'content.notices',
  // An admitted student's fee account: the second factor opens it (decisions 067, 073).
  'fees.applicantAccount',
  'fees.claimInstalment',
  // An admitted student's attendance and marks: the same second factor opens them (decision 067, issue 54).
  'batches.studentRecord',
  // A student ID card's QR code: the public card check, only the minimum (issue 54).
  'batches.checkCard',
  // Authorised by the link's signature, not a session (server/api/signed-links.ts).
  'documents.signedFile',
  // The courses on offer, as the application form lists them (decision 078).
  'content.offered',
  // The admissions page's fee table as the plans set it (issue 53): the same figures the page shows.
  'fees.publicFees',
  // The home and about pages' texts as published (decision 083).
  'content.texts',
]);
/** A name no refused answer may ever contain. */
const secretName = 'Auth Matrix Secret Applicant';

let server: RunningServer;
let db: DB;
let documentId: number;
let registrationId: number;
const badSessions: Record<string, string | null> = {};

const sessionCookie = createCookie('session', { secrets: [secret], path: '/', httpOnly: true, sameSite: 'lax' });

async function signIn(): Promise<{ cookie: string; sessionId: number }> {
  const response = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'matrix@example.in', password: 'matrix-long-secret' }).toString(),
  });
  expect(response.status).toBe(302);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  const newest = db.select({ id: sessions.id }).from(sessions).orderBy(desc(sessions.id)).limit(1).get()!;
  return { cookie, sessionId: newest.id };
}

const isSignedIn = async (cookie: string) => (await fetch(`${server.url}/trpc/auth.me`, { headers: { cookie } })).status === 200;

beforeAll(async () => {
  server = await startServer({
    ADMIN_EMAIL: 'matrix@example.in',
    ADMIN_PASSWORD: 'matrix-long-secret',
    SESSION_SECRET: secret,
    RATE_LIMIT_LOGIN_PER_15MIN: '1000',
  });
  db = openDatabase(server.dataDir);
  const registration = seedRegistration(db, { name: secretName });
  registrationId = registration.id;
  documentId = seedUpload(
    db,
    server.dataDir,
    { ownerType: 'registration', ownerId: registration.id, kind: 'photo' },
    {
      bytes: tinyPng,
      detectedType: 'image/png',
      originalName: 'photo.png',
    },
  ).id;

  badSessions['no session'] = null;

  const idle = await signIn();
  db.update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - 13 * 60 * 60 * 1000) })
    .where(eq(sessions.id, idle.sessionId))
    .run();
  badSessions['idle-expired session'] = idle.cookie;

  const old = await signIn();
  db.update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.id, old.sessionId))
    .run();
  badSessions['absolutely expired session'] = old.cookie;

  const revoked = await signIn();
  const logout = await fetch(`${server.url}/admin/logout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: revoked.cookie },
  });
  expect(logout.status).toBe(302);
  badSessions['revoked session'] = revoked.cookie;

  // Forged: a well-signed cookie holding a made-up token; a live token under a
  // signature made with another secret; a live cookie with its signature altered.
  badSessions['forged token, right signature'] = (await sessionCookie.serialize(randomBytes(32).toString('base64url'))).split(
    ';',
  )[0]!;
  const live = await signIn();
  const liveToken = (await sessionCookie.parse(live.cookie)) as string;
  expect(typeof liveToken).toBe('string');
  const otherSecret = createCookie('session', { secrets: ['not-the-server-secret-at-all-0123456789'], path: '/' });
  badSessions['live token, wrong secret'] = (await otherSecret.serialize(liveToken)).split(';')[0]!;
  const last = live.cookie.at(-1) === 'A' ? 'B' : 'A';
  badSessions['live cookie, altered signature'] = live.cookie.slice(0, -1) + last;
  badSessions['unsigned token'] = `session=${liveToken}`;
  // The live session itself still works: the refusals below are about the cookie, not the account.
  expect(await isSignedIn(live.cookie)).toBe(true);
}, 90_000);

afterAll(async () => {
  db?.$client.close();
  await server?.cleanup();
});

const headersFor = (cookie: string | null): Record<string, string> => (cookie ? { cookie } : {});

const kinds = [
  'no session',
  'idle-expired session',
  'absolutely expired session',
  'revoked session',
  'forged token, right signature',
  'live token, wrong secret',
  'live cookie, altered signature',
  'unsigned token',
];

describe.each(kinds)('with %s', (kind) => {
  const cookie = () => headersFor(badSessions[kind] ?? null);

  it('every admin page sends the visitor to the login page and shows no data', async () => {
    for (const path of [
      '/admin/dashboard',
      '/admin/gallery',
      '/admin/settings',
      '/admin/admins',
      '/admin/activity',
      '/admin/sessions',
      '/admin/statements',
      '/admin/intakes',
      '/admin/intakes/1/waitlist',
      '/admin/certificates',
      '/admin/certificates/1',
      '/admin/certificates/print/1/en',
      '/admin/certificates/print/1/hi',
    ]) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie() });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/admin/login');
      expect(await response.text(), path).not.toContain(secretName);
    }
    // /admin only points at the dashboard, which is guarded above.
    const index = await fetch(`${server.url}/admin`, { redirect: 'manual', headers: cookie() });
    expect(index.status).toBe(302);
    expect(['/admin/dashboard', '/admin/login']).toContain(index.headers.get('location'));
    // The single-fetch data of the dashboard: a redirect, never the rows.
    const data = await fetch(`${server.url}/admin/dashboard.data`, { redirect: 'manual', headers: cookie() });
    expect(await data.text()).not.toContain(secretName);
    expect(data.status).not.toBe(200);
  });

  it('every admin tRPC procedure answers 401', async () => {
    const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>);
    const guarded = procedures.filter(([name]) => !publicProcedures.has(name));
    expect(guarded.length).toBeGreaterThan(20);
    for (const [name, procedure] of guarded) {
      const input = encodeURIComponent(JSON.stringify({ id: registrationId }));
      const response =
        procedure._def.type === 'query'
          ? await fetch(`${server.url}/trpc/${name}?input=${input}`, { headers: cookie() })
          : await fetch(`${server.url}/trpc/${name}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...cookie() },
              body: JSON.stringify({ id: registrationId, status: 'APPROVED' }),
            });
      expect(response.status, name).toBe(401);
      expect(await response.text(), name).not.toContain(secretName);
    }
  });

  it('the CSV and XLSX exports and the document route answer 401 without content', async () => {
    for (const path of [
      '/admin/export/registrations',
      '/admin/export/admissions',
      '/admin/export/enquiries',
      '/admin/export/registrations?format=xlsx',
      '/admin/export/enquiries?format=xlsx',
      `/admin/documents/${documentId}`,
    ]) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie() });
      expect(response.status, path).toBe(401);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.includes(tinyPng), path).toBe(false);
      expect(body.toString(), path).not.toContain(secretName);
    }
  });

  it('admin form posts change nothing', async () => {
    const before = db.select().from(settings).all();
    const response = await fetch(`${server.url}/admin/settings`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...cookie() },
      body: new URLSearchParams({ upiId: 'attacker@bank', upiPayeeName: 'Attacker' }).toString(),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/admin/login');
    expect(db.select().from(settings).all()).toEqual(before);
    expect(
      db.select({ status: registrations.status }).from(registrations).where(eq(registrations.id, registrationId)).get()!.status,
    ).toBe('PENDING');
  });
});

describe('a valid admin cookie on a cross-site POST', () => {
  const crossSite: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  ];

  it('cannot sign the admin out', async () => {
    const { cookie } = await signIn();
    for (const headers of crossSite) {
      const response = await fetch(`${server.url}/admin/logout`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, ...headers },
      });
      expect(response.status).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('cannot run a tRPC mutation or an admin form', async () => {
    const { cookie } = await signIn();
    const settingsBefore = db.select().from(settings).all();
    for (const headers of crossSite) {
      const setStatus = await fetch(`${server.url}/trpc/registrations.setStatus`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, ...headers },
        body: JSON.stringify({ id: registrationId, status: 'APPROVED' }),
      });
      expect(setStatus.status).toBe(403);
      const update = await fetch(`${server.url}/trpc/settings.update`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, ...headers },
        body: JSON.stringify({ upiId: 'attacker@bank' }),
      });
      expect(update.status).toBe(403);
      const form = await fetch(`${server.url}/admin/settings`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
        body: new URLSearchParams({ upiId: 'attacker@bank' }).toString(),
      });
      expect(form.status).toBe(403);
    }
    expect(
      db.select({ status: registrations.status }).from(registrations).where(eq(registrations.id, registrationId)).get()!.status,
    ).toBe('PENDING');
    expect(db.select().from(settings).all()).toEqual(settingsBefore);
    // The same mutation from our own origin works: the cookie was valid all along.
    const host = new URL(server.url).host;
    const sameOrigin = await fetch(`${server.url}/trpc/registrations.setStatus`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ id: registrationId, status: 'REJECTED' }),
    });
    expect(sameOrigin.status).toBe(200);
    expect(
      db.select({ status: registrations.status }).from(registrations).where(eq(registrations.id, registrationId)).get()!.status,
    ).toBe('REJECTED');
    db.update(registrations).set({ status: 'PENDING' }).where(eq(registrations.id, registrationId)).run();
  });
});
