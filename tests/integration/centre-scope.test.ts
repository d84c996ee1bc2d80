// A centre for every record and every person (issue 51, decision 068), over
// real HTTP against the production build: a Centre head at Belwa sees Belwa's
// rows, counts, exports and documents, and an Azamnagar record, document,
// receipt, certificate or intake answers exactly as an unknown id does. The
// record procedures are one table: each is called for a Belwa record, an
// Azamnagar one and an id nobody has. Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { eq } from 'drizzle-orm';
import { assessments, classSessions, feePaymentClaims, intakeFaculty, intakes, outbox, users } from '../../db/schema';
import { createAdmin } from '../../server/services/staff/auth';
import { issueReceipt } from '../../server/services/money/receipts';
import { moneyChangeKinds, requestMoneyChange } from '../../server/services/money';
import { appRouter } from '../../server/api/root';
import { may, staffMessages, staffRoles, type Permission, type StaffRole } from '../../domain/staff';
import { openAccount } from '../../server/services/fees/accounts';
import { askFeeChange } from '../../server/services/fees';
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
const roleCookies = new Map<StaffRole, string>();
const ids = {
  belwa: {
    registration: 0,
    admission: 0,
    document: 0,
    receipt: 0,
    intake: 0,
    request: 0,
    feeAccount: 0,
    session: 0,
    assessment: 0,
    feeRequest: 0,
    reminder: 0,
    claim: 0,
  },
  azam: {
    registration: 0,
    admission: 0,
    document: 0,
    receipt: 0,
    intake: 0,
    request: 0,
    feeAccount: 0,
    session: 0,
    assessment: 0,
    feeRequest: 0,
    reminder: 0,
    claim: 0,
  },
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
    // A class and a test of the intake (issue 54).
    const session = db
      .insert(classSessions)
      .values({ intakeId: intake.id, startsAt: new Date(now - 86_400_000), minutes: 60 })
      .returning()
      .get();
    const assessment = db
      .insert(assessments)
      .values({ intakeId: intake.id, title: 'Scope test', heldOn: '2026-11-20', maxMarks: 50 })
      .returning()
      .get();
    ids[key] = {
      session: session.id,
      assessment: assessment.id,
      registration: registration.id,
      admission: admission.id,
      document: document.id,
      receipt: receipt!.id,
      intake: intake.id,
      // A receipt of the centre's other fee, whose cancellation waits for a second person (decision 069).
      request: requestMoneyChange(
        db,
        moneyChangeKinds.receiptCancel,
        {
          id: issueReceipt(db, { recordType: 'admission', recordId: admission.id, source: 'hand', userId: 1 })!.id,
          reason: 'Scope test',
        },
        { userId: 1, roles: ['owner'], centres: 'all' },
      ).id,
      feeAccount: openAccount(db, admission.id, null)!.id,
      feeRequest: 0,
      claim: 0,
      // A fee reminder waiting to be sent from staff's WhatsApp (fees.markReminderSent).
      reminder: db
        .insert(outbox)
        .values({
          channel: 'whatsapp',
          recordType: 'admission',
          recordId: admission.id,
          recipient: '919876543210',
          subject: 'Fee reminder',
          body: 'Scope test reminder',
        })
        .returning()
        .get().id,
    };
    // A UPI instalment the student says they sent (fees.confirmClaim).
    ids[key].claim = db
      .insert(feePaymentClaims)
      .values({ accountId: ids[key].feeAccount, amountPaise: 150_000, utr: key === 'belwa' ? '611111111111' : '622222222222' })
      .returning()
      .get().id;
    // A refund of the account's fees, waiting for a second person (decision 077).
    ids[key].feeRequest = askFeeChange(
      db,
      'refund',
      { accountId: ids[key].feeAccount, amountPaise: 100, method: 'cash', reason: 'Scope test' },
      { userId: 1, roles: ['owner'], centres: 'all' },
    ).id;
  }
  headCookie = await signIn(head);
  ownerCookie = await signIn(owner);
  // One person of each role, at Belwa only: the table below runs for each of them.
  for (const role of staffRoles) {
    const who = { email: `${role}.belwa@example.in`, password: `${role}-belwa-long-secret` };
    await createAdmin(db, { ...who, name: `${role} at Belwa`, roles: [role], centres: ['belwa'] });
    roleCookies.set(role, await signIn(who));
  }
  // Faculty work on the intakes they teach (decision 074): the one at Belwa teaches Belwa's.
  const faculty = db.select({ id: users.id }).from(users).where(eq(users.email, 'faculty.belwa@example.in')).get()!;
  db.insert(intakeFaculty).values({ intakeId: ids.belwa.intake, userId: faculty.id }).run();
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
/** Every id nobody has. */
const noneSuch = Object.fromEntries(Object.keys(ids.belwa).map((key) => [key, unknownId])) as Ids;
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
  ['registrations.liftFactorLock', (i) => ({ id: i.registration }), true],
  ['registrations.requestCorrection', (i) => ({ id: i.registration, fields: ['address'], remark: 'Scope test' }), true],
  ['registrations.setStatus', (i) => ({ id: i.registration, status: 'REJECTED', remark: 'Scope test' }), true],
  ['admissions.decide', (i) => ({ id: i.admission, status: 'REJECTED', remark: 'Scope test' }), true],
  ['admissions.setStatus', (i) => ({ id: i.admission, status: 'REJECTED', remark: 'Scope test' }), true],
  ['admissions.whatsappNotice', (i) => ({ id: i.admission, siteUrl: 'https://example.in' }), true],
  ['statements.verifyByHand', (i) => ({ recordType: 'registration', id: i.registration, remark: 'Scope test' }), true],
  ['certificates.recordResult', (i) => ({ admissionId: i.admission, marks: '70' }), true],
  ['certificates.issue', (i) => ({ admissionId: i.admission }), true],
  ['moneyRequests.confirm', (i) => ({ id: i.request }), true],
  ['moneyRequests.refuse', (i) => ({ id: i.request }), true],
  ['moneyRequests.withdraw', (i) => ({ id: i.request }), true],
  ['fees.accountOfAdmission', (i) => ({ admissionId: i.admission }), false],
  ['fees.ledger', (i) => ({ id: i.feeAccount }), false],
  ['fees.recordPayment', (i) => ({ id: i.feeAccount, amount: 100, method: 'cash' }), true],
  ['fees.confirmClaim', (i) => ({ id: i.feeAccount, claimId: i.claim }), true],
  ['fees.grantConcession', (i) => ({ id: i.feeAccount, reasonId: 1, amount: 100 }), true],
  ['fees.requestRefund', (i) => ({ id: i.feeAccount, amount: 100, method: 'cash', reason: 'Scope test' }), true],
  ['fees.writeOff', (i) => ({ id: i.feeAccount, amount: 100, reason: 'Scope test' }), true],
  ['batches.roster', (i) => ({ intakeId: i.intake }), false],
  ['batches.sessions', (i) => ({ intakeId: i.intake }), false],
  ['batches.assessments', (i) => ({ intakeId: i.intake }), false],
  ['batches.teachers', (i) => ({ intakeId: i.intake }), false],
  ['batches.idCards', (i) => ({ intakeId: i.intake, siteUrl: 'https://example.in', language: 'en' }), false],
  ['batches.addSession', (i) => ({ intakeId: i.intake, startsAt: '2026-11-20T10:00', minutes: 60 }), true],
  [
    'batches.applyTimetable',
    (i) => ({ intakeId: i.intake, days: [1], time: '10:00', minutes: 60, from: '2026-11-02', to: '2026-11-30' }),
    true,
  ],
  ['batches.createAssessment', (i) => ({ intakeId: i.intake, title: 'Scope test', heldOn: '2026-11-20', maxMarks: 50 }), true],
  ['batches.transfer', (i) => ({ admissionId: i.admission, toIntakeId: i.intake, remark: 'Scope test' }), true],
  ['batches.warnings', (i) => ({ intakeId: i.intake }), false],
  ['batches.emailWarnings', (i) => ({ intakeId: i.intake }), true],
  ['batches.whatsappWarning', (i) => ({ intakeId: i.intake, admissionId: i.admission }), true],
  ['batches.assignFaculty', (i) => ({ intakeId: i.intake, userId: 1 }), true],
  ['batches.unassignFaculty', (i) => ({ intakeId: i.intake, userId: 1 }), true],
  ['batches.attendance', (i) => ({ sessionId: i.session }), false],
  ['batches.cancelSession', (i) => ({ sessionId: i.session, reason: 'Scope test' }), true],
  [
    'batches.saveAttendance',
    (i) => ({
      sessionId: i.session,
      idempotencyKey: 'scope-test-key-0000000001',
      baseVersion: 0,
      marks: [{ admissionId: i.admission, status: 'present' }],
    }),
    true,
  ],
  ['batches.marks', (i) => ({ assessmentId: i.assessment }), false],
  [
    'batches.saveMarks',
    (i) => ({
      assessmentId: i.assessment,
      idempotencyKey: 'scope-test-key-0000000002',
      baseVersion: 0,
      marks: [{ admissionId: i.admission, marks: 10 }],
    }),
    true,
  ],
  ['batches.prepareCards', (i) => ({ intakeId: i.intake }), true],
  ['fees.markReminderSent', (i) => ({ id: i.reminder }), true],
  // A fee refund waiting for a second person (decision 077): answered like any money request.
  ['moneyRequests.confirm', (i) => ({ id: i.feeRequest }), true],
  ['moneyRequests.refuse', (i) => ({ id: i.feeRequest }), true],
];

/**
 * Every staff procedure that names no single record by id, and why it needs
 * no row above: a list, count or export filters by centre in its own query
 * (tested below), or the thing it touches has no centre. A procedure in
 * neither list fails the check after the table: each new one must say which.
 */
const namesNoRecord: Record<string, string> = {
  'content.items': 'the site content belongs to the institute, no centre (decision 070)',
  'content.history': 'the site content belongs to the institute, no centre',
  'content.publish': 'the site content belongs to the institute, no centre',
  'content.restore': 'the site content belongs to the institute, no centre',
  'fees.plans': 'fee plans belong to the institute, no centre',
  'fees.savePlan': 'fee plans belong to the institute, no centre',
  'fees.concessionReasons': 'the reasons list belongs to the institute',
  'fees.addConcessionReason': 'the reasons list belongs to the institute',
  'fees.retireConcessionReason': 'the reasons list belongs to the institute',
  'fees.findAccount': 'a look-up by reference id that filters by centre in its query',
  'fees.dues': 'a list filtered by centre in its query (tested below)',
  'fees.duesCsv': 'an export filtered by centre in its query',
  'fees.duesXlsx': 'an export filtered by centre in its query',
  'fees.collection': 'a sum filtered by centre in its query (tested below)',
  'fees.reminderHandOffs': 'a list filtered by centre in its query',
  'auth.logout': 'own account',
  'auth.me': 'own account',
  'auth.sessions': 'own account',
  'auth.endSession': 'own sessions only',
  'auth.endOtherSessions': 'own account',
  'admins.changePassword': 'own account',
  'admins.list': 'staff accounts: Owner only',
  'admins.create': 'staff accounts: Owner only',
  'admins.update': 'staff accounts: Owner only',
  'admins.setDisabled': 'staff accounts: Owner only',
  'settings.checklist': 'the institute: Owner only',
  'settings.update': 'the institute: Owner only',
  'settings.uploadImage': 'the institute: Owner only',
  'settings.merchantQr': 'the institute: Owner only',
  'settings.removeImage': 'the institute: Owner only',
  'mail.status': 'the mail queue, no record',
  'mail.health': 'the mail queue, no record',
  'mail.held': 'the institute: Owner only',
  'mail.settleHeld': 'the institute: Owner only',
  'gallery.create': 'public gallery, no centre',
  'gallery.delete': 'public gallery, no centre',
  'registrations.list': 'list filtered by centre (below)',
  'registrations.counts': 'count filtered by centre (below)',
  'registrations.paymentCounts': 'count filtered by centre (below)',
  'registrations.exportCsv': 'export filtered by centre (below)',
  'registrations.exportXlsx': 'export filtered by centre',
  'registrations.walkIn': 'a new record at one of the person’s centres (assertOwnCentre)',
  'admissions.list': 'list filtered by centre',
  'admissions.counts': 'count filtered by centre (below)',
  'admissions.paymentCounts': 'count filtered by centre',
  'admissions.exportCsv': 'export filtered by centre',
  'admissions.exportXlsx': 'export filtered by centre',
  'enquiries.list': 'enquiries carry no centre (decision 068)',
  'enquiries.counts': 'enquiries carry no centre',
  'enquiries.detail': 'enquiries carry no centre',
  'enquiries.history': 'enquiries carry no centre',
  'enquiries.resolve': 'enquiries carry no centre',
  'enquiries.answer': 'enquiries carry no centre',
  'enquiries.reopen': 'enquiries carry no centre',
  'enquiries.whatsappNotice': 'enquiries carry no centre',
  'enquiries.messages': 'enquiries carry no centre',
  'enquiries.exportCsv': 'enquiries carry no centre',
  'enquiries.exportXlsx': 'enquiries carry no centre',
  'intakes.list': 'list filtered by centre (below)',
  'intakes.save': 'a new or changed intake at one of the person’s centres (below)',
  'intakes.outOfSession': 'list filtered by centre',
  'intakes.carryOver': 'an intake named by id, at one of the person’s centres (assertOwnCentre)',
  'intakes.offerSeat': 'a waitlist entry of an intake filtered by centre',
  'statements.preview': 'a bank statement: no centre',
  'statements.confirm': 'a bank statement: no centre',
  'statements.unknownCredits': 'credits of no application: no centre yet',
  'statements.linkCredit': 'by reference id: a record of another centre answers as an unknown one (linkTarget)',
  'statements.dismissCredit': 'a credit of no application: no centre',
  'activity.list': 'money requests filtered by centre',
  'certificates.overview': 'list filtered by centre',
  'certificates.findAdmission': 'by reference id, filtered by centre',
  'certificates.revoke': 'by certificate id (inScope certificate)',
  'certificates.liftVerifyLock': 'by certificate id (inScope certificate)',
  'certificates.printable': 'by certificate id',
  'moneyRequests.pending': 'list filtered by centre',
  'moneyRequests.selfConfirmed': 'list filtered by centre',
  'batches.mine': 'list filtered by centre, and for Faculty by the intakes they teach',
  'batches.rules': "every course's rule: no centre",
  'batches.setRule': 'a course rule for every centre: Owner only',
  'content.catalogue': 'the course catalogue belongs to the institute, no centre (decision 078)',
  'fees.collectionCsv': 'the collection sums filtered by centre in their query',
  'fees.collectionXlsx': 'the collection sums filtered by centre in their query',
  'content.uploadImage': 'a course image or centre photo: the site content belongs to the institute, no centre',
};

type Procedure = { _def: { meta?: { permission?: Permission } } };
const permissionOf = (name: string) =>
  (appRouter._def.procedures as unknown as Record<string, Procedure>)[name]!._def.meta!.permission!;

describe.each([...staffRoles])('a %s at Belwa', (role) => {
  it.each(recordProcedures)(
    '%s: refused for the role, or an Azamnagar record answers as an unknown one and a Belwa one opens',
    async (name, inputOf, mutation) => {
      const cookie = roleCookies.get(role)!;
      const outside = await trpc(cookie, name, inputOf(ids.azam), mutation);
      if (!may({ roles: [role] }, permissionOf(name))) {
        expect(outside.status, `${role} ${name}`).toBe(403);
        return;
      }
      const unknown = await trpc(cookie, name, inputOf(noneSuch), mutation);
      expect(outside.status, `${role} ${name}`).toBe(unknown.status);
      expect(outside.text, `${role} ${name}`).toBe(unknown.text);
      expect(outside.text).not.toContain(azamName);
      if (!mutation) expect((await trpc(cookie, name, inputOf(ids.belwa), false)).status, `${role} ${name}`).toBe(200);
    },
  );
});
it('every staff procedure either names a record (the table) or says why it names none', () => {
  const staffProcedures = Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>)
    .filter(([, procedure]) => procedure._def.meta?.permission)
    .map(([name]) => name);
  const inTable = new Set(recordProcedures.map(([name]) => name));
  for (const name of staffProcedures)
    expect(inTable.has(name) || name in namesNoRecord, `${name}: add it to recordProcedures or namesNoRecord`).toBe(true);
  for (const name of [...inTable, ...Object.keys(namesNoRecord)]) expect(staffProcedures, name).toContain(name);
});

describe('a Centre head at Belwa', () => {
  it.each(recordProcedures)('%s: an Azamnagar record answers exactly as an unknown id', async (name, inputOf, mutation) => {
    const unknown = await trpc(headCookie, name, inputOf(noneSuch), mutation);
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
    // Each centre: its ₹100 registration fee and the ₹5,000 admission fee whose
    // receipt the money-request row above issued (decision 069).
    expect(headMonth.totalPaise).toBe(510_000);
    expect(ownerMonth.totalPaise).toBe(1_020_000);
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

/** The admin pages that name a record in their URL, each for a centre's ids. */
const recordPages: [string, (i: Ids) => string][] = [
  ['ledger', (i) => `/admin/fees/${i.feeAccount}`],
  ['batch', (i) => `/admin/batches/${i.intake}`],
  ['ID cards', (i) => `/admin/batches/${i.intake}/cards`],
  ['waitlist', (i) => `/admin/intakes/${i.intake}/waitlist`],
  ['attendance', (i) => `/admin/attendance/${i.session}`],
  ['marks', (i) => `/admin/marks/${i.assessment}`],
  ['results and certificate', (i) => `/admin/certificates/${i.admission}`],
  ['document', (i) => `/admin/documents/${i.document}`],
];

describe('the record pages, for a Centre head and Accountant at Belwa', () => {
  it.each(recordPages)('%s: Belwa’s opens; Azamnagar’s answers 404 as an unknown one does', async (_page, pathOf) => {
    const get = async (path: string) => {
      const response = await fetch(`${server.url}${path}`, { headers: { cookie: headCookie } });
      return { status: response.status, text: await response.text() };
    };
    expect((await get(pathOf(ids.belwa))).status, pathOf(ids.belwa)).toBe(200);
    const outside = await get(pathOf(ids.azam));
    const unknown = await get(pathOf(noneSuch));
    expect([outside.status, unknown.status], pathOf(ids.azam)).toEqual([404, 404]);
    expect(outside.text).not.toContain(azamName);
  });
});

describe('in scope, a person whose role permits it', () => {
  // Last in the file: these calls change Belwa's records.
  it.each(recordProcedures)('%s: a Belwa record goes past the guards (no 403, no 404)', async (name, inputOf, mutation) => {
    const cookie = roleCookies.get('owner')!;
    const inside = await trpc(cookie, name, inputOf(ids.belwa), mutation);
    expect(inside.status, `${name} ${inside.text}`).toBeLessThan(500);
    // A 404 here names another missing thing (a student not below the share), never the record itself.
    if (inside.status === 404) {
      expect(inside.text, name).not.toBe((await trpc(cookie, name, inputOf(noneSuch), mutation)).text);
    }
    // A 403 here is the service's own rule (only the requester withdraws), never the permission's.
    if (inside.status === 403) expect(inside.text, name).not.toContain(staffMessages.forbidden);
    if (!mutation) expect(inside.status, `${name} ${inside.text}`).toBe(200);
  });
});
