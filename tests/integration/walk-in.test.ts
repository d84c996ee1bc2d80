// Walk-in applications: staff enter an application brought to the office
// through registrations.walkIn, with the same fields, documents and rules as
// the online form (real multipart parse, real files, a real SQLite file).
// Cash is verified and receipted at once; UPI needs its UTR; visitors cannot
// call it; the record says who entered it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { paymentEvidence, receipts, registrations } from '../../db/schema';
import { registrationFileFields } from '../../domain/schemas/registration';
import { problemOf } from '../../server/api/problem-of';
import { createCaller } from '../../server/api/root';
import { createContext } from '../../server/api/trpc';
import type { SessionAdmin } from '../../server/services/staff/auth';
import { updateSettings } from '../../server/services/site/settings';
import { createTestDb, roomyGuards, signedInStaff, type TestDb } from '../support/db';
import { configureTestInstitute } from '../support/institute';
import { applicationFields, applicationFiles, filesOnDisk, formDataOf, receive, type FileSpec } from '../support/uploads';

let t: TestDb;
let admin: SessionAdmin;
beforeEach(async () => {
  t = createTestDb();
  configureTestInstitute(t.db);
  admin = await signedInStaff(t);
});
afterEach(() => t.cleanup());

async function walkIn(fields: Record<string, string>, files: Record<string, FileSpec>, who: SessionAdmin | null = admin) {
  const form = await receive(t.dataDir, formDataOf(fields, files), registrationFileFields);
  try {
    const { consent, guardianConsent, ...rest } = form.fields;
    const caller = createCaller(
      createContext({ db: t.db, admin: who, ip: '203.0.113.9', dataDir: t.dataDir, guards: roomyGuards, upload: form }),
    );
    return await caller.registrations.walkIn({
      ...(rest as Record<string, string>),
      consent: consent === 'on',
      guardianConsent: guardianConsent === 'on',
    } as never);
  } finally {
    await form.cleanup();
  }
}

describe('a walk-in application', () => {
  it('paid in cash: stored with its documents, verified and receipted at once, entered by the staff member', async () => {
    // Cash at the office works even before online payment is set up.
    updateSettings(t.db, { upiId: '' }, null);
    const { paymentScreenshot: _none, ...files } = await applicationFiles();
    const receipt = await walkIn(
      { ...applicationFields({ name: 'Walk In Cash' }), paymentMethod: 'cash', utr: '', language: 'en' },
      files,
    );
    expect(receipt.referenceId).toMatch(/^REG-[0-9A-Z]{8}$/);
    const row = t.db.select().from(registrations).where(eq(registrations.referenceId, receipt.referenceId)).get()!;
    expect(row).toMatchObject({
      paymentMethod: 'cash',
      enteredBy: admin.userId,
      utr: `CASH-${receipt.referenceId}`,
      registrationFee: 100,
    });
    expect(t.db.select().from(paymentEvidence).where(eq(paymentEvidence.recordId, row.id)).get()).toMatchObject({
      kind: 'by_hand',
      outcome: 'verified',
      userId: admin.userId,
    });
    expect(t.db.select().from(receipts).where(eq(receipts.recordId, row.id)).get()).toMatchObject({
      number: 1,
      method: 'cash',
      utr: null,
      source: 'hand',
    });
    expect(filesOnDisk(t.dataDir).uploads).toHaveLength(3);

    const staff = createCaller(createContext({ db: t.db, admin, ip: '203.0.113.9', dataDir: t.dataDir, guards: roomyGuards }));
    expect((await staff.registrations.detail({ id: row.id })).record).toMatchObject({
      enteredBy: 'staff@example.in',
      paymentMethod: 'cash',
      payment: 'verified',
    });
  });

  it('paid by UPI: needs the 12-digit UTR, then waits for the statement like any online fee', async () => {
    const files = await applicationFiles();
    const missing = await walkIn({ ...applicationFields(), paymentMethod: 'upi', utr: '', language: 'en' }, files).catch(
      (error: unknown) => problemOf(error),
    );
    expect(missing).toMatchObject({ status: 400, fieldErrors: { utr: ['Transaction ID is required'] } });
    const receipt = await walkIn(
      { ...applicationFields({ name: 'Walk In UPI' }), paymentMethod: 'upi', utr: '4111 2222 3333', language: 'en' },
      files,
    );
    const row = t.db.select().from(registrations).where(eq(registrations.referenceId, receipt.referenceId)).get()!;
    expect(row).toMatchObject({ paymentMethod: 'upi', utr: '411122223333', enteredBy: admin.userId });
    expect(t.db.select().from(receipts).where(eq(receipts.recordId, row.id)).all()).toEqual([]);
  });

  it('keeps the online form’s rules: the program’s documents and the course, and writes nothing when refused', async () => {
    const { tenthDoc: _missing, ...files } = await applicationFiles();
    const refused = await walkIn(
      { ...applicationFields({ courseCode: 'PGDCA' }), paymentMethod: 'cash', language: 'en' },
      files,
    ).catch((error: unknown) => problemOf(error));
    expect(refused).toMatchObject({
      status: 400,
      fieldErrors: {
        tenthDoc: ['10th certificate or marksheet is required.'],
        courseCode: ['This course is not offered in the chosen program. Please choose again.'],
      },
    });
    expect(t.db.select().from(registrations).all()).toEqual([]);
    expect(filesOnDisk(t.dataDir).uploads).toEqual([]);
  });

  it('needs the applicant’s language, chosen by staff, and stores it', async () => {
    const { paymentScreenshot: _none, ...files } = await applicationFiles();
    const refused = await walkIn({ ...applicationFields(), paymentMethod: 'cash', language: '' }, files).catch((error: unknown) =>
      problemOf(error),
    );
    expect(refused).toMatchObject({
      status: 400,
      fieldErrors: { language: ["Choose the applicant's language: the messages and the receipt are in it."] },
    });
    expect(t.db.select().from(registrations).all()).toEqual([]);
    const receipt = await walkIn({ ...applicationFields({ name: 'आशा देवी' }), paymentMethod: 'cash', language: 'hi' }, files);
    const row = t.db.select().from(registrations).where(eq(registrations.referenceId, receipt.referenceId)).get()!;
    expect(row.language).toBe('hi');
  });

  it('is refused to a visitor', async () => {
    const refused = await walkIn(
      { ...applicationFields(), paymentMethod: 'cash', language: 'en' },
      await applicationFiles(),
      null,
    ).catch((error: unknown) => problemOf(error));
    expect(refused).toMatchObject({ status: 401 });
    expect(t.db.select().from(registrations).all()).toEqual([]);
  });
});

describe('the walk-in page over real HTTP', () => {
  let server: RunningServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: 'desk@example.in', ADMIN_PASSWORD: 'desk-long-secret' });
    const login = await fetch(`${server.url}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'desk@example.in', password: 'desk-long-secret' }).toString(),
    });
    cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  }, 60_000);
  afterAll(async () => {
    await server?.cleanup();
  });

  it('stores a cash walk-in posted as a plain form and links its receipt; a visitor is sent to sign in', async () => {
    const { paymentScreenshot: _none, ...files } = await applicationFiles();
    const body = formDataOf(
      { ...applicationFields({ name: 'Desk Walk In' }), paymentMethod: 'cash', language: 'en', consent: 'on' },
      files,
    );
    const visitor = await fetch(`${server.url}/admin/walk-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url },
      body,
    });
    expect(visitor.status).toBe(302);
    const posted = await fetch(`${server.url}/admin/walk-in`, { method: 'POST', headers: { cookie, origin: server.url }, body });
    expect(posted.status).toBe(200);
    const page = (await posted.text()).replaceAll('<!-- -->', '');
    const referenceId = /Saved: (REG-[0-9A-Z]{8})/.exec(page)?.[1];
    expect(referenceId).toBeDefined();
    expect(page).toContain(`href="/receipt/${referenceId}"`);
    const receipt = await (await fetch(`${server.url}/receipt/${referenceId}`)).text();
    expect(receipt).toContain('Cash at the office');
    // Staff by name, or the role's words while the name is the default: never the sign-in email (issue 50).
    expect(receipt).toContain('Office');
    expect(receipt).not.toContain('desk@example.in');
  }, 60_000);

  it('a walk-in entered in Hindi is Hindi: its receipt link, its receipt and its message', async () => {
    const { paymentScreenshot: _none, ...files } = await applicationFiles();
    const body = formDataOf(
      { ...applicationFields({ name: 'Hindi Walk In' }), paymentMethod: 'cash', language: 'hi', consent: 'on' },
      files,
    );
    const posted = await fetch(`${server.url}/admin/walk-in`, { method: 'POST', headers: { cookie, origin: server.url }, body });
    expect(posted.status).toBe(200);
    const page = (await posted.text()).replaceAll('<!-- -->', '');
    const referenceId = /Saved: (REG-[0-9A-Z]{8})/.exec(page)?.[1];
    expect(referenceId).toBeDefined();
    expect(page).toContain(`href="/hi/receipt/${referenceId}"`);

    const receipt = await (await fetch(`${server.url}/hi/receipt/${referenceId}`)).text();
    expect(receipt).toContain('शुल्क रसीद');
    expect(receipt).toContain('जमा करने वाले');
    expect(receipt).toContain('भुगतान जाँचने वाले');

    const db = openDatabase(server.dataDir);
    const row = db.select().from(registrations).where(eq(registrations.referenceId, referenceId!)).get()!;
    db.$client.close();
    expect(row.language).toBe('hi');
    // The message staff send (here by WhatsApp) is the one the email would carry: in Hindi, with the Hindi receipt link.
    const notice = await fetch(`${server.url}/trpc/registrations.whatsappNotice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ id: row.id, siteUrl: server.url }),
    });
    expect(notice.status).toBe(200);
    const { text } = ((await notice.json()) as { result: { data: { text: string } } }).result.data;
    expect(text).toContain(`प्रिय Hindi Walk In,`);
    expect(text).toContain(`आवेदन (रेफ़रेंस ID ${referenceId}) की स्थिति: जाँच जारी।`);
    expect(text).toContain(`आपकी शुल्क रसीद`);
    expect(text).toContain(`${server.url}/hi/receipt/${referenceId}`);
    expect(text).not.toMatch(/Dear|receipt /);
  }, 60_000);
});
