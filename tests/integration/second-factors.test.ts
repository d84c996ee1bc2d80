// Issue 50's doors nobody can pick (decision 067), over real HTTP against the
// production build behind one trusted proxy hop (TRUST_PROXY=1): each
// request names its client in X-Forwarded-For, and the guesses come from many
// IPv6 /64s, as the review's did. Second factors (a correction, a waitlist
// offer, the admission) and the certificate verify are counted per reference
// id or number, whatever the network, and answer a wrong factor and "nothing
// to do here" alike; the lows (receipts, the look-up's date of birth, the QR
// code in the log, the waitlist's GET) are checked on the same server.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { admissions, certificates, intakes, registrations, statusEvents, waitlistEntries } from '../../db/schema';
import { correctionMessages } from '../../domain/schemas/messages';
import { waitlistMessages } from '../../domain/schemas/intake-messages';
import { issueCertificate, recordResult, indiaDate } from '../../server/services/certificates/certificates';
import { requestCorrection } from '../../server/services/admissions/corrections';
import { freeFailures, networkFailuresPerHour } from '../../server/services/admissions/factor-guard';
import { generousLimits } from '../support/legacy';
import { seedAdmission, seedRegistration } from '../support/seed';
import { adminCookieOf, startServer, type RunningServer } from '../support/server';
import { formDataOf, freshUtr, pngBytes } from '../support/uploads';

let server: RunningServer;
let db: DB;
let cookie: string;

beforeAll(async () => {
  // Request lines are written at info level (the QR code's path is checked in them).
  server = await startServer({ ...generousLimits, TRUST_PROXY: '1', LOG_LEVEL: 'info' });
  db = openDatabase(server.dataDir);
  cookie = await adminCookieOf(server.url, generousLimits);
}, 60_000);
afterAll(async () => {
  db?.$client.close();
  await server?.cleanup();
});

type Json = Record<string, unknown>;
let network = 0;
/** A client on a /64 never used before in this file. */
const freshNetwork = () => `2001:db8:${(++network).toString(16)}::${(network * 7).toString(16)}`;

async function trpc(
  procedure: string,
  input: unknown,
  options: { ip?: string; kind?: 'query' | 'mutation'; staff?: boolean } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? freshNetwork() };
  if (options.staff) headers.cookie = cookie;
  const response =
    options.kind === 'mutation'
      ? await fetch(`${server.url}/trpc/${procedure}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify(input),
        })
      : await fetch(`${server.url}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers });
  const text = await response.text();
  const body = JSON.parse(text) as { result?: { data: unknown }; error?: { message: string } };
  return { status: response.status, text, data: body.result?.data as Json, error: body.error };
}

const staff = (procedure: string, input: unknown, kind: 'query' | 'mutation' = 'mutation') =>
  trpc(procedure, input, { staff: true, kind, ip: '192.0.2.250' });

/** Wrong factors against one subject, each from a /64 of its own: every answer. */
async function guessFromManyNetworks(
  count: number,
  attempt: (ip: string, i: number) => Promise<{ status: number; text: string }>,
) {
  const answers: { status: number; text: string }[] = [];
  for (let i = 0; i < count; i++) answers.push(await attempt(freshNetwork(), i));
  return answers;
}

describe('a correction’s second factor', () => {
  it('answers a wrong factor and nothing to correct alike, and locks the reference id whatever the network', async () => {
    const asked = seedRegistration(db, { mobile: '9812300011', email: 'asked.kumari@example.in', address: 'Ward 9, Belwa' });
    requestCorrection(
      db,
      { id: asked.id, documents: [], fields: ['address'], remark: 'Please write your full address.' },
      null,
      null,
    );
    const nothing = seedRegistration(db, { mobile: '9812300012' });

    // Right factor, nothing to correct; wrong factor, a correction open: the same status and body.
    const right = await trpc(
      'registrations.correction',
      { referenceId: nothing.referenceId, mobileLastFour: '0012' },
      { kind: 'mutation' },
    );
    const wrong = await trpc(
      'registrations.correction',
      { referenceId: asked.referenceId, mobileLastFour: '4444' },
      { kind: 'mutation' },
    );
    expect(wrong.status).toBe(404);
    expect(right.status).toBe(wrong.status);
    expect(right.text).toBe(wrong.text);
    expect(wrong.error?.message).toBe(correctionMessages.factorMismatch);
    for (const personal of [asked.email, asked.address, asked.mobile, asked.dob]) expect(wrong.text).not.toContain(personal);

    // More wrong guesses, each from another /64: past the free ones the id is locked, the right factor too.
    const answers = await guessFromManyNetworks(freeFailures + 3, (ip, i) =>
      trpc(
        'registrations.correction',
        { referenceId: asked.referenceId, mobileLastFour: String(5000 + i) },
        { ip, kind: 'mutation' },
      ),
    );
    expect(answers.slice(0, freeFailures - 1).map((answer) => answer.status)).toEqual(Array(freeFailures - 1).fill(404));
    expect(answers.slice(freeFailures - 1).map((answer) => answer.status)).toEqual(Array(4).fill(429));
    const locked = await trpc(
      'registrations.correction',
      { referenceId: asked.referenceId, mobileLastFour: '0011' },
      { kind: 'mutation' },
    );
    expect(locked.status).toBe(429);

    // Staff see it on the record and lift it; the applicant then opens the correction at once.
    const detail = await staff('registrations.detail', { id: asked.id }, 'query');
    expect(detail.data.factorLock).toMatchObject({ failures: freeFailures });
    expect((detail.data.factorLock as Json).lockedUntil).toEqual(expect.any(String));
    expect((await staff('registrations.liftFactorLock', { id: asked.id })).status).toBe(200);
    const opened = await trpc(
      'registrations.correction',
      { referenceId: asked.referenceId, mobileLastFour: '0011' },
      { kind: 'mutation' },
    );
    expect(opened.status).toBe(200);
    expect(opened.data).toMatchObject({ remark: 'Please write your full address.', fields: ['address'] });
    expect((await staff('registrations.detail', { id: asked.id }, 'query')).data.factorLock).toBeNull();
  });

  it('keeps the lock short: the delay doubles from a minute and the lock ends by itself', async () => {
    const asked = seedRegistration(db, { mobile: '9812300013' });
    requestCorrection(db, { id: asked.id, documents: ['photoUpload'], fields: [], remark: 'New photo.' }, null, null);
    await guessFromManyNetworks(freeFailures, (ip, i) =>
      trpc(
        'registrations.correction',
        { referenceId: asked.referenceId, mobileLastFour: String(6000 + i) },
        { ip, kind: 'mutation' },
      ),
    );
    const detail = await staff('registrations.detail', { id: asked.id }, 'query');
    const lock = detail.data.factorLock as { lockedUntil: string; lastFailureAt: string };
    const delay = Date.parse(lock.lockedUntil) - Date.parse(lock.lastFailureAt);
    expect(delay).toBe(60_000);
    const refused = await trpc(
      'registrations.correction',
      { referenceId: asked.referenceId, mobileLastFour: '0013' },
      { kind: 'mutation' },
    );
    expect(refused.status).toBe(429);
    const retryAfter = Number((await fetchRetryAfter(asked.referenceId)) ?? 0);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});

async function fetchRetryAfter(referenceId: string) {
  const response = await fetch(`${server.url}/trpc/registrations.correction`, {
    method: 'POST',
    headers: { 'x-forwarded-for': freshNetwork(), 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ referenceId, mobileLastFour: '0000' }),
  });
  await response.text();
  return response.headers.get('retry-after');
}

describe('a waitlist offer’s second factor', () => {
  it('answers a wrong factor and no seat offered alike, and locks the reference id', async () => {
    const notOffered = seedRegistration(db, { mobile: '9812300021' });
    const other = seedRegistration(db, { mobile: '9812300022' });
    const claim = (referenceId: string, mobileLastFour: string, ip?: string) =>
      trpc(
        'registrations.claimOffer',
        { referenceId, mobileLastFour, utr: freshUtr() },
        { kind: 'mutation', ...(ip ? { ip } : {}) },
      );
    const right = await claim(notOffered.referenceId, '0021');
    const wrong = await claim(other.referenceId, '9999');
    expect(wrong.status).toBe(404);
    expect(right.status).toBe(404);
    expect(right.text).toBe(wrong.text.replace(other.referenceId, notOffered.referenceId));
    expect(wrong.error?.message).toBe(waitlistMessages.factorMismatch);
    const answers = await guessFromManyNetworks(freeFailures + 1, (ip, i) => claim(other.referenceId, String(7000 + i), ip));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(freeFailures - 1).fill(404), 429, 429]);
  });
});

describe('the admission’s second factor', () => {
  const screenshot = async () => ({ paymentScreenshot: { bytes: await pngBytes(120, 200), name: 'paid.png' } });
  const legacyAdmit = async (fields: Record<string, string>, ip = freshNetwork()) => {
    const response = await fetch(`${server.url}/api/admissionForm/submit`, {
      method: 'POST',
      headers: { 'x-forwarded-for': ip },
      body: formDataOf(fields, await screenshot()),
    });
    return { status: response.status, text: await response.text() };
  };

  it('is asked before an APPROVED reference id’s admission is stored, on the page and the old client’s call', async () => {
    const approved = seedRegistration(db, { status: 'APPROVED', mobile: '9812300031', dob: '2003-03-03' });
    // The old client's documented call with no factor: refused, nothing stored.
    const bare = await legacyAdmit({ formId: approved.referenceId, transectionId: freshUtr() });
    expect(bare.status).toBe(400);
    expect(JSON.parse(bare.text)).toMatchObject({ errors: { dob: [correctionMessages.factorRequired] } });
    // Wrong guesses from many networks, on the page and the old client's call alike: then locked.
    const answers = await guessFromManyNetworks(freeFailures + 1, async (ip, i) => {
      if (i % 2 === 1)
        return legacyAdmit({ formId: approved.referenceId, mobile: `98123${10000 + i}`, transectionId: freshUtr() }, ip);
      const response = await fetch(`${server.url}/admission-form`, {
        method: 'POST',
        headers: { 'x-forwarded-for': ip },
        body: formDataOf(
          { intent: 'admit', referenceId: approved.referenceId, dob: `2003-03-${10 + i}`, utr: freshUtr() },
          await screenshot(),
        ),
      });
      return { status: response.status, text: await response.text() };
    });
    expect(answers.map((answer) => answer.status)).toEqual([...Array(freeFailures).fill(404), 429]);
    const locked = await legacyAdmit({ formId: approved.referenceId, mobile: '9812300031', transectionId: freshUtr() });
    expect(locked.status).toBe(429);
    expect(db.select().from(admissions).where(eq(admissions.registrationId, approved.id)).all()).toHaveLength(0);

    // Lifted by staff: the applicant's own mobile number files it.
    expect((await staff('registrations.liftFactorLock', { id: approved.id })).status).toBe(200);
    const filed = await legacyAdmit({ formId: approved.referenceId, mobile: '98123 00031', transectionId: freshUtr() });
    expect(filed.status).toBe(201);
  });

  it('no longer shows an approved applicant’s date of birth to a reference id alone', async () => {
    const approved = seedRegistration(db, { status: 'APPROVED', dob: '2002-12-24' });
    const old = await fetch(`${server.url}/api/form/getFormById/${approved.referenceId}`, {
      headers: { 'x-forwarded-for': freshNetwork() },
    });
    const text = await old.text();
    expect(old.status).toBe(200);
    expect(text).not.toContain('2002-12-24');
    const lookup = await trpc('registrations.lookup', { referenceId: approved.referenceId });
    expect(lookup.data.dob).toBe('');
  });
});

describe('the certificate verify', () => {
  let number: string;
  let code: string;
  let certificateId: number;
  beforeAll(() => {
    const registration = seedRegistration(db, { status: 'APPROVED', name: 'Probed Kumari', dob: '2001-07-08' });
    const admission = seedAdmission(db, registration, { status: 'APPROVED', createdAt: new Date(Date.now() - 30 * 86_400_000) });
    recordResult(db, { admissionId: admission.id, marks: 91, completionDate: indiaDate(new Date()) }, null);
    const issued = issueCertificate(db, admission.id, null);
    number = issued.number;
    certificateId = issued.id;
    code = db.select({ code: certificates.verificationCode }).from(certificates).where(eq(certificates.id, issued.id)).get()!
      .code;
  });

  const verify = async (fields: Record<string, string>, ip = freshNetwork()) => {
    const response = await fetch(`${server.url}/trpc/certificates.verify`, {
      method: 'POST',
      headers: { 'x-forwarded-for': ip, 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(fields),
    });
    const text = await response.text();
    return { status: response.status, text, data: (JSON.parse(text) as { result?: { data: Json } }).result?.data };
  };

  it('locks a number after wrong dates of birth from rotating /64s, tells staff, and shows only what an employer needs', async () => {
    const answers = await guessFromManyNetworks(freeFailures + 3, (ip, i) =>
      verify({ number, dob: `2001-07-${String(10 + i).padStart(2, '0')}` }, ip),
    );
    expect(answers.slice(0, freeFailures).map((answer) => answer.status)).toEqual(Array(freeFailures).fill(200));
    expect(answers.slice(freeFailures).map((answer) => answer.status)).toEqual([429, 429, 429]);
    expect((await verify({ number, dob: '2001-07-08' })).status).toBe(429);
    // An unknown number is counted the same way: a lock tells nobody that a number exists.
    const unknown = `${number.slice(0, -4)}9999`;
    const unknownAnswers = await guessFromManyNetworks(freeFailures + 1, (ip) =>
      verify({ number: unknown, dob: '2001-07-08' }, ip),
    );
    expect(unknownAnswers.map((answer) => answer.status)).toEqual([...Array(freeFailures).fill(200), 429]);

    // Staff are told: the list flags it and the first page names it.
    const overview = await staff('certificates.overview', { page: 0 }, 'query');
    const listed = (overview.data.certificates as Json[]).find((row) => row.number === number)!;
    expect(listed).toMatchObject({ probed: true, recentFailedVerifications: freeFailures });
    expect(listed.verifyLockedUntil).toEqual(expect.any(String));
    expect((overview.data.probed as Json[]).map((row) => row.number)).toContain(number);
    const page = await fetch(`${server.url}/admin/certificates`, { headers: { cookie } });
    expect(await page.text()).toContain('Certificates being probed');

    expect((await staff('certificates.liftVerifyLock', { id: certificateId })).status).toBe(200);
    const right = await verify({ number, dob: '2001-07-08' });
    expect(right.status).toBe(200);
    expect(right.data).toMatchObject({ found: true, number, name: 'Probed Kumari', courseCode: 'DCA', state: 'valid' });
    for (const key of ['centre', 'dob', 'fatherName', 'mobile', 'email']) expect(right.data).not.toHaveProperty(key);
    expect(right.text).not.toContain('2001-07-08');
  });

  it('refuses a network that has spent its wrong tries, whatever number it tries next', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < networkFailuresPerHour; i++) {
      expect((await verify({ number: `1999/${String(1000 + i)}`, dob: '2001-01-01' }, ip)).status).toBe(200);
    }
    expect((await verify({ number: '1999/2000', dob: '2001-01-01' }, ip)).status).toBe(429);
    // Another network is not held by it.
    expect((await verify({ number: '1999/2000', dob: '2001-01-01' })).status).toBe(200);
  });

  it('keeps the QR code’s link out of the request log', async () => {
    const opened = await fetch(`${server.url}/certification/verify/${code}`, { headers: { 'x-forwarded-for': freshNetwork() } });
    expect(opened.status).toBe(200);
    await opened.text();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.output()).toContain('/certification/verify/:code');
    expect(server.output()).not.toContain(code);
  });
});

describe('a receipt opened by the reference id alone', () => {
  it('prints no staff email, no father’s name, the UTR masked and no internal marker as a UTR', async () => {
    const paid = seedRegistration(db, { utr: '412345678901', fatherName: 'Ramesh Receiptwala' });
    expect(
      (await staff('statements.verifyByHand', { recordType: 'registration', id: paid.id, remark: 'Seen in the bank app' }))
        .status,
    ).toBe(200);
    const page = await fetch(`${server.url}/receipt/${paid.referenceId}`, { headers: { 'x-forwarded-for': freshNetwork() } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).not.toContain(generousLimits.ADMIN_EMAIL);
    expect(html).not.toContain('412345678901');
    expect(html).toContain('8901');
    expect(html).not.toContain('Ramesh Receiptwala');

    const waiting = seedRegistration(db, {});
    db.update(registrations)
      .set({ utr: `WAIT-${waiting.referenceId}` })
      .where(eq(registrations.id, waiting.id))
      .run();
    expect(
      (await staff('statements.verifyByHand', { recordType: 'registration', id: waiting.id, remark: 'Paid at the desk' })).status,
    ).toBe(200);
    const marker = (await trpc('receipts.print', { referenceId: waiting.referenceId })).data;
    expect(marker.utr).toBeNull();
    const markerPage = await (
      await fetch(`${server.url}/receipt/${waiting.referenceId}`, { headers: { 'x-forwarded-for': freshNetwork() } })
    ).text();
    expect(markerPage).not.toContain('WAIT-');
  });
});

describe('the waitlist read by staff', () => {
  it('writes nothing: an offer past its deadline is shown lapsed, and passed on by the sweep, not by the GET', async () => {
    const now = Date.now();
    const intake = db
      .insert(intakes)
      .values({
        courseCode: 'DCA',
        centre: 'belwa',
        courseMode: 'Offline',
        session: '2026-27',
        startsAt: new Date(now + 30 * 86_400_000),
        opensAt: new Date(now - 30 * 86_400_000),
        closesAt: new Date(now + 20 * 86_400_000),
        seats: 1,
      })
      .returning()
      .get();
    const first = seedRegistration(db, { intakeId: intake.id, centre: 'belwa', utr: 'WAIT-X1' });
    const second = seedRegistration(db, { intakeId: intake.id, centre: 'belwa', utr: 'WAIT-X2' });
    db.insert(waitlistEntries)
      .values([
        {
          registrationId: first.id,
          intakeId: intake.id,
          offeredAt: new Date(now - 4 * 86_400_000),
          offerDeadlineAt: new Date(now - 60_000),
        },
        { registrationId: second.id, intakeId: intake.id },
      ])
      .run();
    const read = await staff('intakes.waitlist', { intakeId: intake.id }, 'query');
    expect(read.status).toBe(200);
    expect((read.data.lines as Json[]).map((line) => line.stage)).toEqual(['lapsed', 'waiting']);
    const entries = db.select().from(waitlistEntries).where(eq(waitlistEntries.intakeId, intake.id)).all();
    expect(entries.map((entry) => [entry.lapsedAt, entry.offeredAt !== null])).toEqual([
      [null, true],
      [null, false],
    ]);
    expect(
      db
        .select()
        .from(statusEvents)
        .all()
        .filter((event) => [first.id, second.id].includes(event.recordId) && event.recordType === 'registration'),
    ).toEqual([]);
  });
});
