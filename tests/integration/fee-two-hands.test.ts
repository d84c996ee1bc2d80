// A fee account's refund and write-off in two hands (issue 51, decision 077),
// over real HTTP against the production build: Asha asks for a refund on the
// ledger page, which then shows it waiting; she may not confirm it herself;
// Ravi confirms it from the page and the refund takes the next R- number
// then, with both names; a refused write-off changes nothing; a Belwa
// accountant neither asks about nor answers a Gandhinagar account's change
// (404, as for an unknown one); the activity log says it all in words; and
// with Asha and Ravi disabled the Owner's own write-off is made at once,
// marked, and listed for the Owner. Needs `npm run build`.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { feeEntries, users } from '../../db/schema';
import { financialYearOf } from '../../server/services/money/receipts';
import { createAdmin } from '../../server/services/staff/auth';
import { startServer, type RunningServer } from '../support/server';
import { seedAdmission, seedRegistration } from '../support/seed';
import { callProcedure, signInAs, type Credentials } from '../support/staff-client';

const owner = { email: 'owner.refunds@example.in', password: 'owner-refunds-long-secret' };
const asha = { email: 'asha.refunds@example.in', password: 'asha-refunds-long-secret' };
const ravi = { email: 'ravi.refunds@example.in', password: 'ravi-refunds-long-secret' };
const belwa = { email: 'belwa.refunds@example.in', password: 'belwa-refunds-long-secret' };

let server: RunningServer;
let db: DB;
const cookies = { owner: '', asha: '', ravi: '', belwa: '' };
const year = financialYearOf(new Date());

const signIn = (who: Credentials) => signInAs(server.url, who);

const trpc = <T = unknown>(cookie: string, name: string, input: unknown, mutation = true) =>
  callProcedure<T>(server.url, cookie, name, input, mutation);

/** The ledger page's form, as a browser without scripts posts it: the page that comes back. */
async function postForm(cookie: string, accountId: number, fields: Record<string, string>) {
  const response = await fetch(`${server.url}/admin/fees/${accountId}`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text() };
}

interface Ledger {
  lines: { kind: string; number: string | null; by: string; confirmedBy?: string | null; confirmedAlone?: boolean }[];
  state: { paidPaise: number; creditPaise: number; writtenOffPaise: number };
  waiting: { id: number; summary: string; mayAnswer: boolean; mine: boolean }[];
}

const ledger = async (accountId: number, cookie = cookies.owner) =>
  (await trpc<Ledger>(cookie, 'fees.ledger', { id: accountId }, false)).data;

/** An admitted student at a centre, with ₹3,000 of instalments open, or (`overpaid`) ₹500 held as credit. */
async function admitted(centre: 'gandhinagar' | 'belwa' = 'gandhinagar', name = 'Sita Kumari', overpaid = true) {
  const registration = seedRegistration(db, { status: 'APPROVED', centre, name });
  const admission = seedAdmission(db, registration, { language: registration.language });
  const decided = await trpc(cookies.owner, 'admissions.decide', {
    id: admission.id,
    status: 'APPROVED',
    remark: 'Fee seen',
    approveUnverifiedPayment: true,
  });
  expect(decided.status, decided.message).toBe(200);
  const { data } = await trpc<{ accountId: number }>(
    cookies.owner,
    'fees.accountOfAdmission',
    { admissionId: admission.id },
    false,
  );
  if (overpaid) {
    const paid = await trpc(cookies.owner, 'fees.recordPayment', { id: data.accountId, amount: 3500, method: 'cash' });
    expect(paid.status, paid.message).toBe(200);
  }
  return { accountId: data.accountId, referenceId: admission.referenceId };
}

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, RATE_LIMIT_LOGIN_PER_15MIN: '1000' });
  db = openDatabase(server.dataDir);
  db.update(users).set({ name: 'Sunita Owner' }).where(eq(users.email, owner.email)).run();
  await createAdmin(db, { ...asha, name: 'Asha Devi', roles: ['accountant'], centres: ['gandhinagar'] });
  await createAdmin(db, { ...ravi, name: 'Ravi Kumar', roles: ['accountant'], centres: 'all' });
  await createAdmin(db, { ...belwa, name: 'Belwa Desk', roles: ['accountant'], centres: ['belwa'] });
  cookies.owner = await signIn(owner);
  cookies.asha = await signIn(asha);
  cookies.ravi = await signIn(ravi);
  cookies.belwa = await signIn(belwa);
}, 120_000);

afterAll(async () => {
  db?.$client.close();
  await server?.cleanup();
});

describe('a refund in two hands', () => {
  it('waits for a second person, who confirms it from the ledger page; it takes its number then', async () => {
    const { accountId, referenceId } = await admitted();
    const asked = await postForm(cookies.asha, accountId, {
      intent: 'refund',
      amount: '500',
      method: 'bank',
      reason: 'Paid twice by mistake',
    });
    expect(asked.status).toBe(200);
    expect(asked.html).toMatch(
      new RegExp(
        `Request #(\\d+): Refund of ₹500 by bank transfer to Sita Kumari \\(${referenceId}\\) asked for by Asha Devi\\.`,
      ),
    );
    const waiting = (await ledger(accountId, cookies.asha)).waiting;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ mine: true, mayAnswer: false });
    const requestId = waiting[0]!.id;
    // Nothing moved yet: no refund entry, no number taken.
    expect(db.select().from(feeEntries).where(eq(feeEntries.kind, 'refund')).all()).toHaveLength(0);
    expect((await ledger(accountId)).state.creditPaise).toBe(50_000);

    // One open refund per account; the requester cannot confirm.
    const again = await trpc(cookies.asha, 'fees.requestRefund', { id: accountId, amount: 100, method: 'cash', reason: 'x' });
    expect(again.status).toBe(409);
    expect(again.message).toBe('A refund of this account is already waiting for a second person.');
    const own = await postForm(cookies.asha, accountId, { intent: 'answer', answer: 'confirm', requestId: String(requestId) });
    expect(own.status).toBe(403);
    expect(own.html).toContain('You asked for this change: a second person must confirm it.');

    // Ravi's page offers Confirm; his confirmation makes the refund, numbered now.
    const page = await (await fetch(`${server.url}/admin/fees/${accountId}`, { headers: { cookie: cookies.ravi } })).text();
    expect(page).toContain(`Confirm #${requestId}`);
    const done = await postForm(cookies.ravi, accountId, {
      intent: 'answer',
      answer: 'confirm',
      requestId: String(requestId),
    });
    expect(done.status).toBe(200);
    expect(done.html).toContain(
      `Request #${requestId}: Refund of ₹500 by bank transfer to Sita Kumari (${referenceId}) confirmed by Ravi Kumar: done. Refund number R-${year}/0001.`,
    );
    const after = await ledger(accountId);
    expect(after.state.creditPaise).toBe(0);
    expect(after.waiting).toHaveLength(0);
    expect(after.lines.find((line) => line.kind === 'refund')).toMatchObject({
      number: `R-${year}/0001`,
      by: 'Asha Devi',
      confirmedBy: 'Ravi Kumar',
      confirmedAlone: false,
    });
    const words = (await trpc<{ entries: { words?: string }[] }>(cookies.owner, 'activity.list', { page: 0 }, false)).data
      .entries;
    expect(words.map((entry) => entry.words)).toContain(
      `Refund of ₹500 by bank transfer to Sita Kumari (${referenceId}) requested by Asha Devi, confirmed by Ravi Kumar`,
    );
  });

  it('changes nothing when refused, and the requester may withdraw', async () => {
    const { accountId } = await admitted('gandhinagar', 'Mohan Lal', false);
    const asked = await trpc<{ id: number }>(cookies.asha, 'fees.writeOff', { id: accountId, amount: 500, reason: 'Hardship' });
    expect(asked.status, asked.message).toBe(200);
    const refused = await trpc<{ state: string }>(cookies.ravi, 'moneyRequests.refuse', {
      id: asked.data.id,
      remark: 'Not agreed',
    });
    expect(refused.data.state).toBe('refused');
    expect((await ledger(accountId)).state.writtenOffPaise).toBe(0);
    const second = await trpc<{ id: number }>(cookies.asha, 'fees.writeOff', { id: accountId, amount: 500, reason: 'Hardship' });
    expect((await trpc(cookies.ravi, 'moneyRequests.withdraw', { id: second.data.id })).status).toBe(403);
    expect((await trpc<{ state: string }>(cookies.asha, 'moneyRequests.withdraw', { id: second.data.id })).data.state).toBe(
      'withdrawn',
    );
    expect(db.select().from(feeEntries).where(eq(feeEntries.kind, 'write-off')).all()).toHaveLength(0);
  });

  it('answers a change of another centre’s account as an unknown one', async () => {
    const { accountId } = await admitted('gandhinagar', 'Gita Rani');
    const unknown = await trpc(cookies.belwa, 'fees.requestRefund', { id: 999_999, amount: 100, method: 'cash', reason: 'x' });
    const outside = await trpc(cookies.belwa, 'fees.requestRefund', { id: accountId, amount: 100, method: 'cash', reason: 'x' });
    expect(unknown.status).toBe(404);
    expect([outside.status, outside.message]).toEqual([unknown.status, unknown.message]);
    const asked = await trpc<{ id: number }>(cookies.asha, 'fees.requestRefund', {
      id: accountId,
      amount: 100,
      method: 'cash',
      reason: 'Scope',
    });
    const answer = await trpc(cookies.belwa, 'moneyRequests.confirm', { id: asked.data.id });
    const none = await trpc(cookies.belwa, 'moneyRequests.confirm', { id: 999_999 });
    expect([answer.status, answer.message]).toEqual([404, none.message]);
    const page = await fetch(`${server.url}/admin/fees/${accountId}`, { headers: { cookie: cookies.belwa } });
    expect(page.status).toBe(404);
    expect((await trpc(cookies.ravi, 'moneyRequests.refuse', { id: asked.data.id })).status).toBe(200);
  });

  it('is made at once by one person alone, marked, and listed for the Owner', async () => {
    const { data: staff } = await trpc<{ id: number; email: string }[]>(cookies.owner, 'admins.list', undefined, false);
    for (const person of staff.filter((row) => row.email !== owner.email)) {
      expect((await trpc(cookies.owner, 'admins.setDisabled', { id: person.id, disabled: true })).status).toBe(200);
    }
    const { accountId } = await admitted('belwa', 'Ramesh Alone', false);
    const done = await postForm(cookies.owner, accountId, { intent: 'writeOff', amount: '700', reason: 'Left the course' });
    expect(done.status).toBe(200);
    expect(done.html).toMatch(
      new RegExp(
        `Request #\\d+: Write-off of ₹700 for Ramesh Alone \\(ADM-[0-9A-Z]+\\) done, confirmed by Sunita Owner alone: nobody else holds this permission\\. The Owner(’|'|&#x27;)s dashboard lists it\\. Write-off number W-${year}/0001\\.`,
      ),
    );
    const line = (await ledger(accountId)).lines.find((row) => row.kind === 'write-off');
    expect(line).toMatchObject({ number: `W-${year}/0001`, confirmedBy: 'Sunita Owner', confirmedAlone: true });
    const listed = await trpc<{ summary: string; selfConfirmed: boolean }[]>(
      cookies.owner,
      'moneyRequests.selfConfirmed',
      undefined,
      false,
    );
    expect(listed.data[0]).toMatchObject({ selfConfirmed: true });
    expect(listed.data[0]!.summary).toMatch(/^Write-off of ₹700 for Ramesh Alone/);
  });
});
