// The student pays an instalment from the look-up (issue 53), over real HTTP
// against the production build, as a browser without JavaScript sends it: the
// look-up offers the fee account, the second factor opens it in the page's
// language (paid so far, the next instalment, its amount and due date, its UPI
// payment), the UTR of the next instalment is a claim (no money, no receipt),
// a UTR is claimed once, staff confirm the claim on the ledger page into a
// payment with its receipt from the one series, a second confirmation pays
// nothing, and the student then sees the instalment paid with its receipt.
// Needs `npm run build`.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { feeEntries, feePaymentClaims, receipts } from '../../db/schema';
import { problemsHi } from '../../app/locales/problems.hi';
import { hi } from '../../app/locales/hi';
import { startServer, type RunningServer } from '../support/server';
import { seedAdmission, seedRegistration } from '../support/seed';
import { formDataOf } from '../support/uploads';
import { statementCsv } from '../support/statements';

const owner = { email: 'owner.claims@example.in', password: 'owner-claims-long-secret' };

let server: RunningServer;
let db: DB;
let ownerCookie: string;

async function signIn(who: { email: string; password: string }, at = server) {
  const response = await fetch(`${at.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(who).toString(),
  });
  expect(response.status).toBe(302);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** A site under test and the owner's session on it: the main one unless a test starts its own. */
interface Site {
  server: RunningServer;
  db: DB;
  cookie: string;
}
const main = (): Site => ({ server, db, cookie: ownerCookie });

async function trpc<T = unknown>(name: string, input: unknown, mutation = false, at = main()) {
  const response = mutation
    ? await fetch(`${at.server.url}/trpc/${name}`, {
        method: 'POST',
        headers: { cookie: at.cookie, origin: at.server.url, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      })
    : await fetch(`${at.server.url}/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`, {
        headers: { cookie: at.cookie },
      });
  const body = (await response.json()) as { result?: { data: T }; error?: { message: string } };
  return { status: response.status, data: body.result?.data as T, message: body.error?.message ?? '' };
}

const decodeHtml = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/<!-- -->/g, '');

async function postPage(pathName: string, fields: Record<string, string>, at = server) {
  const response = await fetch(`${at.url}${pathName}`, { method: 'POST', body: formDataOf(fields, {}) });
  return { status: response.status, html: decodeHtml(await response.text()) };
}

/** Staff confirm a bank statement on the Bank statement page, as its form posts it. */
const importStatement = async (file: Buffer) => {
  const body = new FormData();
  body.set('intent', 'confirm');
  body.set('statement', new Blob([new Uint8Array(file)]), 'instalments.csv');
  const response = await fetch(`${server.url}/admin/statements`, {
    method: 'POST',
    headers: { origin: server.url, cookie: ownerCookie },
    body,
  });
  return { status: response.status, html: decodeHtml(await response.text()) };
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

async function admitted(at = main()) {
  const registration = seedRegistration(at.db, { status: 'APPROVED', language: 'hi', dob: '2003-02-14' });
  const admission = seedAdmission(at.db, registration, { language: registration.language });
  const decided = await trpc(
    'admissions.decide',
    { id: admission.id, status: 'APPROVED', remark: 'Fee seen', approveUnverifiedPayment: true },
    true,
    at,
  );
  expect(decided.status, decided.message).toBe(200);
  const { data } = await trpc<{ accountId: number | null }>('fees.accountOfAdmission', { admissionId: admission.id }, false, at);
  expect(data.accountId).not.toBeNull();
  return { registration, admission, accountId: data.accountId! };
}

/** An admitted student who sent the UTR of the next instalment from the look-up (a claim, no money yet). */
async function admittedWithClaim(utr: string) {
  const admittedStudent = await admitted();
  const sent = await postPage('/admission-form', {
    intent: 'payInstalment',
    referenceId: admittedStudent.registration.referenceId,
    dob: '2003-02-14',
    utr,
  });
  expect(sent.status).toBe(200);
  return admittedStudent;
}

beforeAll(async () => {
  server = await startServer({
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    RATE_LIMIT_LOGIN_PER_15MIN: '1000',
    RATE_LIMIT_LOOKUPS_PER_15MIN: '1000',
  });
  db = openDatabase(server.dataDir);
  ownerCookie = await signIn(owner);
}, 90_000);

afterAll(async () => {
  db?.$client.close();
  await server?.cleanup();
});

describe('paying an instalment from the look-up', () => {
  it('shows the account in Hindi, takes the UTR as a claim, and shows it paid with its receipt once staff confirm it', async () => {
    const { registration, accountId } = await admitted();
    const referenceId = registration.referenceId;

    // The look-up offers the account behind the second factor; nothing of it shows yet.
    const lookup = await postPage('/hi/admission-form', { intent: 'lookup', referenceId });
    expect(lookup.status).toBe(200);
    expect(lookup.html).toContain(hi.feeAccount.factorIntro);
    expect(lookup.html).toContain('name="intent" value="fees"');
    expect(lookup.html).not.toContain(hi.feeAccount.paid);

    // A wrong factor opens nothing and says so in Hindi.
    const wrong = await postPage('/hi/admission-form', { intent: 'fees', referenceId, dob: '2003-02-15' });
    expect(wrong.status).toBe(404);
    expect(wrong.html).toContain(problemsHi.admission.factorMismatch);
    expect(wrong.html).not.toContain(hi.feeAccount.paid);

    // The right one: paid so far (the two fees), the next instalment, its amount and due date, its UPI payment.
    const opened = await postPage('/hi/admission-form', { intent: 'fees', referenceId, dob: '2003-02-14' });
    expect(opened.status).toBe(200);
    expect(opened.html).toContain(hi.feeAccount.paid);
    expect(opened.html).toContain('₹5,100');
    expect(opened.html).toMatch(/अगली किस्त: किस्त 1, ₹1,500, \d{1,2} \S+ \d{4} तक।/);
    expect(opened.html).toContain('data-testid="fee-next"');
    expect(opened.html).toContain('name="intent" value="payInstalment"');
    expect(opened.html).toContain('am=1500.00');

    // A malformed UTR is refused on its field; nothing is written.
    const bad = await postPage('/hi/admission-form', { intent: 'payInstalment', referenceId, dob: '2003-02-14', utr: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain(problemsHi.payment.transactionIdInvalid);
    expect(db.select().from(feePaymentClaims).where(eq(feePaymentClaims.accountId, accountId)).all()).toHaveLength(0);

    // The UTR: a claim of the instalment's open amount, waiting; no payment, no receipt yet.
    const utr = '612345678901';
    const claimed = await postPage('/hi/admission-form', { intent: 'payInstalment', referenceId, dob: '2003-02-14', utr });
    expect(claimed.status).toBe(200);
    expect(claimed.html).toContain(fill(hi.feeAccount.claimed, { amount: '₹1,500' }));
    expect(claimed.html).toContain(fill(hi.feeAccount.waiting, { amount: '₹1,500', utr }));
    const claims = db.select().from(feePaymentClaims).where(eq(feePaymentClaims.accountId, accountId)).all();
    expect(claims.map((claim) => [claim.utr, claim.amountPaise])).toEqual([[utr, 150_000]]);
    const paymentsBefore = db.select().from(feeEntries).where(eq(feeEntries.kind, 'payment')).all().length;

    // The same UTR again: refused as a used one, no second claim.
    const again = await postPage('/hi/admission-form', { intent: 'payInstalment', referenceId, dob: '2003-02-14', utr });
    expect(again.status).toBe(409);
    expect(again.html).toContain(problemsHi.refusals.utrUsed);
    expect(db.select().from(feePaymentClaims).where(eq(feePaymentClaims.accountId, accountId)).all()).toHaveLength(1);

    // A claim is never changed (append-only).
    expect(() => db.update(feePaymentClaims).set({ amountPaise: 1 }).where(eq(feePaymentClaims.id, claims[0]!.id)).run()).toThrow(
      /never changed/,
    );

    // Staff see the claim on the ledger and confirm it: a payment with its receipt from the one series.
    const ledgerPage = await fetch(`${server.url}/admin/fees/${accountId}`, { headers: { cookie: ownerCookie } });
    expect(decodeHtml(await ledgerPage.text())).toContain(`UTR ${utr}`);
    const confirm = () =>
      fetch(`${server.url}/admin/fees/${accountId}`, {
        method: 'POST',
        headers: { cookie: ownerCookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'confirmClaim', claimId: String(claims[0]!.id) }).toString(),
      });
    const confirmed = await confirm();
    const confirmedHtml = decodeHtml(await confirmed.text());
    expect(confirmedHtml).toMatch(/Payment recorded: receipt \d{4}-\d{2}\/\d{4}\./);
    const receipt = /Payment recorded: receipt (\d{4}-\d{2}\/\d{4})\./.exec(confirmedHtml)![1]!;
    const payments = db.select().from(feeEntries).where(eq(feeEntries.kind, 'payment')).all();
    expect(payments).toHaveLength(paymentsBefore + 1);
    expect(payments.at(-1)).toMatchObject({ accountId, amountPaise: 150_000, method: 'upi', utr });
    expect(
      db
        .select()
        .from(receipts)
        .where(eq(receipts.recordId, payments.at(-1)!.id))
        .all(),
    ).toHaveLength(1);

    // A second confirmation pays nothing more.
    const twice = await confirm();
    expect(decodeHtml(await twice.text())).toContain('This UTR has already paid a fee');
    expect(db.select().from(feeEntries).where(eq(feeEntries.kind, 'payment')).all()).toHaveLength(paymentsBefore + 1);

    // The student sees the instalment paid with its receipt; the next one is due, the claim no longer waits.
    const after = await postPage('/hi/admission-form', {
      intent: 'fees',
      referenceId,
      mobileLastFour: registration.mobile.slice(-4),
    });
    expect(after.status).toBe(200);
    expect(after.html).toContain(hi.feeAccount.statusPaid);
    expect(after.html).toContain(fill(hi.feeAccount.receiptRow, { label: receipt, amount: '₹1,500', date: '' }).slice(0, -1));
    expect(after.html).toMatch(/अगली किस्त: किस्त 2, ₹1,500/);
    expect(after.html).toContain('₹6,600');
    expect(after.html).not.toContain(fill(hi.feeAccount.waiting, { amount: '₹1,500', utr }));
  });

  it('offers no fee account where none is open, and refuses a claim with nothing due', async () => {
    // Not admitted: the look-up says nothing of fees.
    const registration = seedRegistration(db, { status: 'APPROVED' });
    const lookup = await postPage('/admission-form', { intent: 'lookup', referenceId: registration.referenceId });
    expect(lookup.status).toBe(200);
    expect(lookup.html).not.toContain('data-testid="fee-account"');

    // Everything paid: the account says so and a UTR is refused in the spec's words.
    const { registration: paid, accountId } = await admitted();
    const settled = await trpc('fees.recordPayment', { id: accountId, amount: 3000, method: 'cash' }, true);
    expect(settled.status, settled.message).toBe(200);
    const opened = await postPage('/admission-form', { intent: 'fees', referenceId: paid.referenceId, dob: '2003-02-14' });
    expect(opened.html).toContain('data-testid="fee-all-paid"');
    expect(opened.html).not.toContain('name="intent" value="payInstalment"');
    const refused = await trpc(
      'fees.claimInstalment',
      { referenceId: paid.referenceId, dob: '2003-02-14', utr: '699999999999' },
      true,
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe('Nothing is due on your fee account now, so there is no instalment to pay.');
  });

  it('settles a claim from the bank statement: a line of its UTR and amount pays it with its receipt, once', async () => {
    const utr = '623456789012';
    const { registration, accountId } = await admittedWithClaim(utr);
    const other = '634567890123';
    const sentOther = await postPage('/admission-form', {
      intent: 'payInstalment',
      referenceId: registration.referenceId,
      dob: '2003-02-14',
      utr: other,
    });
    expect(sentOther.status).toBe(200);
    const today = new Date().toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' });
    const file = statementCsv([
      { date: today, description: `UPI/${utr}/Asha Kumari/instalment`, credit: '1,500.00' },
      // The other claim's UTR with a different amount pays nothing.
      { date: today, description: `UPI/${other}/Asha Kumari`, credit: '1,400.00' },
    ]);
    const importIt = () => importStatement(file);
    const imported = await importIt();
    expect(imported.status).toBe(200);
    expect(imported.html).toMatch(new RegExp(`UTR ${utr} recorded with receipt \\d{4}-\\d{2}/\\d{4}`));
    expect(imported.html).not.toContain(`UTR ${other} recorded`);
    // The line of the other claim's UTR is not settled silently: both amounts are in view.
    expect(imported.html).toContain(`UTR ${other}: the student said ₹1,500.00, the statement shows ₹1,400.00.`);
    const payments = db
      .select()
      .from(feeEntries)
      .where(eq(feeEntries.accountId, accountId))
      .all()
      .filter((e) => e.kind === 'payment');
    expect(payments.filter((e) => e.utr === utr).map((e) => [e.amountPaise, e.method])).toEqual([[150_000, 'upi']]);
    expect(payments.some((e) => e.utr === other)).toBe(false);
    const receipt = db
      .select()
      .from(receipts)
      .where(eq(receipts.recordId, payments.find((e) => e.utr === utr)!.id))
      .get();
    expect(receipt).toMatchObject({ recordType: 'fee-payment', source: 'statement' });

    // The same file again pays nothing more; the paid line is no unknown credit, the other one is.
    const again = await importIt();
    expect(again.status).toBe(200);
    expect(db.select().from(feeEntries).where(eq(feeEntries.utr, utr)).all()).toHaveLength(1);
    const credits = await trpc<{ utr: string | null }[]>('statements.unknownCredits', {});
    expect(credits.status, credits.message).toBe(200);
    expect(credits.data.some((credit) => credit.utr === utr)).toBe(false);
    expect(credits.data.some((credit) => credit.utr === other)).toBe(true);
    // The activity log says who settled it, and how, in words (issue 51).
    const activity = await trpc<{ entries: { kind: string; words?: string }[] }>('activity.list', { page: 0 });
    expect(activity.data.entries.find((entry) => entry.kind === 'fee')?.words).toMatch(
      new RegExp(
        `^Instalment claim of ₹1,500 from .+ \\(ADM-[0-9A-Z]+\\) \\(UTR ${utr}\\) settled by a statement import by .+, receipt \\d{4}-\\d{2}/\\d{4}$`,
      ),
    );

    // The student sees the instalment paid; the other claim still waits.
    const after = await postPage('/admission-form', { intent: 'fees', referenceId: registration.referenceId, dob: '2003-02-14' });
    expect(after.html).toMatch(/Next instalment: Instalment 2/);
    expect(after.html).toContain(`UTR ${other}`);
    expect(after.html).not.toContain(`Waiting to be verified: ₹1,500, UTR ${utr}`);

    // Staff see "amount differs" with both amounts on the ledger, and decide: the bank's ₹1,400 is recorded.
    const ledgerPage = await fetch(`${server.url}/admin/fees/${accountId}`, { headers: { cookie: ownerCookie } });
    const ledgerHtml = decodeHtml(await ledgerPage.text());
    expect(ledgerHtml).toContain('Amount differs: claimed ₹1,500, statement ₹1,400');
    expect(ledgerHtml).toContain('Record the ₹1,400 the bank shows');
    const claim = db.select().from(feePaymentClaims).where(eq(feePaymentClaims.utr, other)).get()!;
    const decided = await trpc<{ receipt: string }>('fees.confirmClaim', { id: accountId, claimId: claim.id }, true);
    expect(decided.status, decided.message).toBe(200);
    expect(
      db
        .select()
        .from(feeEntries)
        .where(eq(feeEntries.utr, other))
        .all()
        .map((e) => e.amountPaise),
    ).toEqual([140_000]);
    const settled = await trpc<{ utr: string | null }[]>('statements.unknownCredits', {});
    expect(settled.data.some((credit) => credit.utr === other)).toBe(false);
  });

  it('never pays a claim from a debit: a line of its UTR and amount going out of the account settles nothing', async () => {
    const utr = '645678901234';
    const { registration, accountId } = await admittedWithClaim(utr);
    const today = new Date().toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' });
    const imported = await importStatement(
      statementCsv([{ date: today, description: `UPI/${utr}/Asha Kumari/instalment`, debit: '1,500.00' }]),
    );
    expect(imported.status).toBeLessThan(500);
    expect(imported.html).not.toContain(`UTR ${utr} recorded`);
    const payments = db.select().from(feeEntries).where(eq(feeEntries.accountId, accountId)).all();
    expect(payments.some((entry) => entry.utr === utr)).toBe(false);
    // The student's claim still waits for a credit.
    const after = await postPage('/admission-form', { intent: 'fees', referenceId: registration.referenceId, dob: '2003-02-14' });
    expect(after.html).toContain(`UTR ${utr}`);
  });

  it('past the look-ups a network may make, says to wait and when, never that the reference is unknown', async () => {
    // Three look-ups per window: opening the account takes two (the account and the look-up's answer).
    const limited = await startServer({
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      RATE_LIMIT_LOOKUPS_PER_15MIN: '3',
    });
    const limitedDb = openDatabase(limited.dataDir);
    try {
      const at = { server: limited, db: limitedDb, cookie: await signIn(owner, limited) };
      const { registration } = await admitted(at);
      const fields = { intent: 'fees', referenceId: registration.referenceId, dob: '2003-02-14' };
      const opened = await postPage('/hi/admission-form', fields, limited);
      expect(opened.status).toBe(200);
      expect(opened.html).toContain(hi.feeAccount.paid);
      // The account still opens (the third look-up); its answer's look-up is the fourth.
      const spent = await postPage('/hi/admission-form', fields, limited);
      expect(spent.status).toBe(429);
      expect(spent.html).toMatch(/आपके कनेक्शन से बहुत ज़्यादा प्रयास हुए हैं। कृपया \d+ मिनट बाद फिर से कोशिश करें।/);
      expect(spent.html).not.toContain(problemsHi.admission.lookupFailed);
    } finally {
      limitedDb.$client.close();
      await limited.cleanup();
    }
  });
});
