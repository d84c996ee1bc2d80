// A centre for every record and every person (issue 51, decision 068), over
// real HTTP against the production build: a Centre head at Belwa sees Belwa's
// rows, counts, exports and documents, and an Azamnagar record, document,
// receipt, certificate or intake answers exactly as an unknown id does. The
// record procedures are one table: each is called for a Belwa record, an
// Azamnagar one and an id nobody has. Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { intakes } from '../../db/schema';
import { createAdmin } from '../../server/services/staff/auth';
import { issueReceipt } from '../../server/services/money/receipts';
import { openAccount } from '../../server/services/fees/accounts';
import { startServer, type RunningServer } from '../support/server';
import { seedAdmission, seedRegistration, seedUpload, seedVerifiedPayment, tinyPng } from '../support/seed';

const head = { email: 'belwa.head@example.in', password: 'belwa-head-long-secret' };
const owner = { email: 'owner@example.in', password: 'owner-long-secret' };
const belwaName = 'Belwa Scoped Applicant';
const azamName = 'Azamnagar Hidden Applicant';
const unknownId = 987_654;

let server: RunningServer;
let db: DB;
let headCookie: string;
let ownerCookie: string;
const ids = {
  belwa: { registration: 0, admission: 0, document: 0, receipt: 0, intake: 0, feeAccount: 0 },
  azam: { registration: 0, admission: 0, document: 0, receipt: 0, intake: 0, feeAccount: 0 },
};

async function signIn(who: { email: string; password: string }) {
  const response = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(who).toString(),
  });
  expect(response.status).toBe(302);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, RATE_LIMIT_LOGIN_PER_15MIN: '1000' });
  db = openDatabase(server.dataDir);
  await createAdmin(db, { ...head, name: 'Belwa head', roles: ['centre-head', 'accountant'], centres: ['belwa'] });
  for (const [key, centre, name] of [
    ['belwa', 'belwa', belwaName],
    ['azam', 'azamnagar', azamName],
  ] as const) {
    const registration = seedRegistration(db, { centre, name, status: 'APPROVED' });
    const admission = seedAdmission(db, registration);
    seedVerifiedPayment(db, 'registration', registration.id);
    const receipt = issueReceipt(db, { recordType: 'registration', recordId: registration.id, source: 'hand', userId: 1 });
    const document = seedUpload(
      db,
      server.dataDir,
      { ownerType: 'registration', ownerId: registration.id, kind: 'photo' },
      { bytes: tinyPng, detectedType: 'image/png', originalName: 'photo.png' },
    );
    const now = Date.now();
    const intake = db
      .insert(intakes)
      .values({
        courseCode: 'DCA',
        centre,
        courseMode: 'Offline',
        session: '2026-27',
        startsAt: new Date(now + 30 * 86_400_000),
        opensAt: new Date(now - 86_400_000),
        closesAt: new Date(now + 20 * 86_400_000),
        seats: 30,
      })
      .returning()
      .get();
    ids[key] = {
      registration: registration.id,
      admission: admission.id,
      document: document.id,
      receipt: receipt!.id,
      intake: intake.id,
      feeAccount: openAccount(db, admission.id, null)!.id,
    };
  }
  headCookie = await signIn(head);
  ownerCookie = await signIn(owner);
}, 90_000);

afterAll(async () => {
  db?.$client.close();
  await server?.cleanup();
});

async function trpc(cookie: string, name: string, input: unknown, mutation = false) {
  const response = mutation
    ? await fetch(`${server.url}/trpc/${name}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      })
    : await fetch(`${server.url}/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers: { cookie } });
  return { status: response.status, text: await response.text() };
}

type Ids = (typeof ids)['belwa'];
/** The record procedures, each with the input that names one record (built from a centre's ids, or an unknown id). */
const recordProcedures: [string, (i: Ids) => unknown, boolean][] = [
  ['registrations.detail', (i) => ({ id: i.registration }), false],
  ['registrations.history', (i) => ({ id: i.registration }), false],
  ['registrations.payment', (i) => ({ id: i.registration }), false],
  ['registrations.messages', (i) => ({ id: i.registration }), false],
  ['registrations.decide', (i) => ({ id: i.registration, status: 'REJECTED', remark: 'Scope test' }), true],
  ['registrations.whatsappNotice', (i) => ({ id: i.registration, siteUrl: 'https://example.in' }), true],
  ['admissions.detail', (i) => ({ id: i.admission }), false],
  ['admissions.history', (i) => ({ id: i.admission }), false],
  ['admissions.payment', (i) => ({ id: i.admission }), false],
  ['admissions.messages', (i) => ({ id: i.admission }), false],
  ['documents.file', (i) => ({ id: i.document }), false],
  ['receipts.ofRecord', (i) => ({ recordType: 'registration', id: i.registration }), false],
  ['receipts.cancel', (i) => ({ id: i.receipt, reason: 'Scope test' }), true],
  ['certificates.student', (i) => ({ admissionId: i.admission }), false],
  ['intakes.waitlist', (i) => ({ intakeId: i.intake }), false],
  ['fees.accountOfAdmission', (i) => ({ admissionId: i.admission }), false],
  ['fees.ledger', (i) => ({ id: i.feeAccount }), false],
  ['fees.recordPayment', (i) => ({ id: i.feeAccount, amount: 100, method: 'cash' }), true],
  ['fees.grantConcession', (i) => ({ id: i.feeAccount, reasonId: 1, amount: 100 }), true],
  ['fees.requestRefund', (i) => ({ id: i.feeAccount, amount: 100, method: 'cash', reason: 'Scope test' }), true],
  ['fees.writeOff', (i) => ({ id: i.feeAccount, amount: 100, reason: 'Scope test' }), true],
];

describe('a Centre head at Belwa', () => {
  it.each(recordProcedures)('%s: an Azamnagar record answers exactly as an unknown id', async (name, inputOf, mutation) => {
    const unknown = await trpc(
      headCookie,
      name,
      inputOf({
        registration: unknownId,
        admission: unknownId,
        document: unknownId,
        receipt: unknownId,
        intake: unknownId,
        feeAccount: unknownId,
      }),
      mutation,
    );
    const outside = await trpc(headCookie, name, inputOf(ids.azam), mutation);
    // registrations.messages and the like answer an unknown id with an empty list: then so does the other centre's record.
    expect(outside.status, name).toBe(unknown.status);
    expect(outside.text, name).toBe(unknown.text);
    expect(outside.text).not.toContain(azamName);
    if (!mutation) {
      const inside = await trpc(headCookie, name, inputOf(ids.belwa), false);
      expect(inside.status, `${name} ${inside.text}`).toBe(200);
    }
  });

  it('lists, counts and exports Belwa only', async () => {
    const list = await trpc(headCookie, 'registrations.list', {});
    expect(list.text).toContain(belwaName);
    expect(list.text).not.toContain(azamName);
    expect(JSON.parse(list.text).result.data.total).toBe(1);
    const admissions = await trpc(headCookie, 'admissions.list', {});
    expect(JSON.parse(admissions.text).result.data.total).toBe(1);
    expect(JSON.parse((await trpc(headCookie, 'registrations.counts', undefined)).text).result.data.total).toBe(1);
    expect(JSON.parse((await trpc(headCookie, 'admissions.counts', undefined)).text).result.data.total).toBe(1);
    const payments = JSON.parse((await trpc(headCookie, 'registrations.paymentCounts', undefined)).text).result.data;
    expect(payments.verified).toBe(1);
    // The Owner sees both centres.
    expect(JSON.parse((await trpc(ownerCookie, 'registrations.counts', undefined)).text).result.data.total).toBe(2);

    const csv = await (await fetch(`${server.url}/admin/export/registrations`, { headers: { cookie: headCookie } })).text();
    expect(csv).toContain(belwaName);
    expect(csv).not.toContain(azamName);
    const intakesList = JSON.parse((await trpc(headCookie, 'intakes.list', undefined)).text).result.data as { centre: string }[];
    expect(intakesList.map((i) => i.centre)).toEqual(['belwa']);
    // The fee accounts' dues list and collection likewise (the instalments fall due later: nothing due yet).
    const dues = JSON.parse((await trpc(headCookie, 'fees.dues', { minDaysOverdue: 0 })).text).result.data;
    expect(dues).toEqual({ rows: [], total: 0 });
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const headMonth = JSON.parse((await trpc(headCookie, 'fees.collection', { period: month })).text).result.data;
    const ownerMonth = JSON.parse((await trpc(ownerCookie, 'fees.collection', { period: month })).text).result.data;
    expect(headMonth.totalPaise).toBe(10_000);
    expect(ownerMonth.totalPaise).toBe(20_000);
    const dashboard = await (
      await fetch(`${server.url}/admin/dashboard?tab=registrations`, { headers: { cookie: headCookie } })
    ).text();
    expect(dashboard).toContain(belwaName);
    expect(dashboard).not.toContain(azamName);
  });

  it('gets a document of Azamnagar as an unknown one, and Belwa’s', async () => {
    const get = (id: number) => fetch(`${server.url}/admin/documents/${id}`, { headers: { cookie: headCookie } });
    const outside = await get(ids.azam.document);
    const unknown = await get(unknownId);
    expect(outside.status).toBe(404);
    expect(await outside.text()).toBe(await unknown.text());
    expect((await get(ids.belwa.document)).status).toBe(200);
  });

  it('cannot enter a walk-in or an intake for another centre', async () => {
    const intake = await trpc(
      headCookie,
      'intakes.save',
      {
        courseCode: 'DCA',
        centre: 'azamnagar',
        courseMode: 'Offline',
        startsAt: '2027-01-10T10:00',
        opensOn: '2026-12-01',
        closesOn: '2027-01-05',
        seats: 20,
      },
      true,
    );
    expect(intake.status).toBe(400);
    expect(intake.text).toContain('You work for other centres: choose one of yours.');
  });
});
