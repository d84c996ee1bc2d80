// Money in two hands (issue 51, decision 069), over real HTTP against the
// production build: a receipt's cancellation asked for by Asha waits, Asha
// may not confirm it herself, Ravi confirms it and the receipt shows both
// names; two confirmations at once take effect once; a request of another
// centre answers as an unknown one; the activity log says all of it in words,
// staff account changes included; and once Asha and Ravi are disabled the
// Owner alone confirms their own cancellation, which the dashboard lists.
// Needs `npm run build`.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { moneyRequestAnswers, receipts, users } from '../../db/schema';
import { createAdmin } from '../../server/services/staff/auth';
import { issueReceipt, receiptLabel } from '../../server/services/money/receipts';
import { startServer, type RunningServer } from '../support/server';
import { seedRegistration, seedVerifiedPayment } from '../support/seed';
import { callProcedure, signInAs, type Credentials } from '../support/staff-client';

const owner = { email: 'owner@example.in', password: 'owner-long-secret' };
const asha = { email: 'asha@example.in', password: 'asha-long-secret-1' };
const ravi = { email: 'ravi@example.in', password: 'ravi-long-secret-1' };
const belwaDesk = { email: 'belwa.desk@example.in', password: 'belwa-desk-secret-1' };

let server: RunningServer;
let db: DB;
const cookies = { owner: '', asha: '', ravi: '', belwaDesk: '' };
const ids = { asha: 0, ravi: 0 };

const signIn = (who: Credentials) => signInAs(server.url, who);

const trpc = <T = unknown>(cookie: string, name: string, input: unknown, mutation = true) =>
  callProcedure<T>(server.url, cookie, name, input, mutation);

interface Request {
  id: number;
  state: string;
  summary: string;
  requestedBy: string;
  answeredBy: string | null;
  selfConfirmed: boolean;
}

/** A receipt in force for a new Azamnagar or Gandhinagar registration. */
function receiptFor(centre: 'azamnagar' | 'gandhinagar' = 'gandhinagar') {
  const registration = seedRegistration(db, { centre, status: 'APPROVED' });
  seedVerifiedPayment(db, 'registration', registration.id);
  const receipt = issueReceipt(db, { recordType: 'registration', recordId: registration.id, source: 'hand', userId: 1 })!;
  return { registration, receipt, label: receiptLabel(receipt.financialYear, receipt.number) };
}

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, RATE_LIMIT_LOGIN_PER_15MIN: '1000' });
  db = openDatabase(server.dataDir);
  db.update(users).set({ name: 'Sunita Owner' }).where(eq(users.email, owner.email)).run();
  ids.asha = (await createAdmin(db, { ...asha, name: 'Asha Devi', roles: ['accountant'], centres: 'all' })).id;
  ids.ravi = (await createAdmin(db, { ...ravi, name: 'Ravi Kumar', roles: ['accountant'], centres: 'all' })).id;
  await createAdmin(db, { ...belwaDesk, name: 'Belwa Desk', roles: ['accountant'], centres: ['belwa'] });
  cookies.owner = await signIn(owner);
  cookies.asha = await signIn(asha);
  cookies.ravi = await signIn(ravi);
  cookies.belwaDesk = await signIn(belwaDesk);
}, 120_000);

afterAll(async () => {
  db?.$client.close();
  await server?.cleanup();
});

describe('a receipt cancelled in two hands', () => {
  it('waits for a second person: not the requester, and then both names are on the receipt', async () => {
    const { registration, receipt, label } = receiptFor();
    const asked = await trpc<Request>(cookies.asha, 'receipts.cancel', { id: receipt.id, reason: 'Paid twice by mistake' });
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({ state: 'pending', summary: `Receipt ${label} cancellation`, requestedBy: 'Asha Devi' });

    // Nothing changed yet: the receipt is in force.
    const before = await trpc<{ cancelled: unknown }[]>(
      cookies.ravi,
      'receipts.ofRecord',
      { recordType: 'registration', id: registration.id },
      false,
    );
    expect(before.data[0]!.cancelled).toBeNull();

    // Asha may not confirm her own request, nor ask twice.
    const own = await trpc(cookies.asha, 'moneyRequests.confirm', { id: asked.data.id });
    expect(own.status).toBe(403);
    expect(own.message).toBe('You asked for this change: a second person must confirm it.');
    const twice = await trpc(cookies.asha, 'receipts.cancel', { id: receipt.id, reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.message).toBe('A cancellation of this receipt is already waiting for a second person.');

    // Ravi sees it waiting, may answer it, and confirms.
    const pending = await trpc<(Request & { mayAnswer: boolean })[]>(cookies.ravi, 'moneyRequests.pending', undefined, false);
    expect(pending.data.find((request) => request.id === asked.data.id)).toMatchObject({ mayAnswer: true });
    const confirmed = await trpc<Request>(cookies.ravi, 'moneyRequests.confirm', {
      id: asked.data.id,
      remark: 'Checked the bank app',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toMatchObject({ state: 'confirmed', answeredBy: 'Ravi Kumar', selfConfirmed: false });

    const after = await trpc<{ label: string; cancelled: Record<string, unknown> | null }[]>(
      cookies.ravi,
      'receipts.ofRecord',
      { recordType: 'registration', id: registration.id },
      false,
    );
    expect(after.data[0]).toMatchObject({
      label,
      cancelled: { by: 'Asha Devi', confirmedBy: 'Ravi Kumar', reason: 'Paid twice by mistake', selfConfirmed: false },
    });

    // Answered once: a refusal now is told who confirmed it.
    const late = await trpc(cookies.owner, 'moneyRequests.refuse', { id: asked.data.id });
    expect(late.status).toBe(409);
    expect(late.message).toBe('This request was already confirmed by Ravi Kumar.');

    const activity = await trpc<{ entries: { kind: string; words?: string }[] }>(
      cookies.owner,
      'activity.list',
      { page: 0 },
      false,
    );
    const words = activity.data.entries.filter((entry) => entry.kind === 'money').map((entry) => entry.words);
    expect(words).toContain(`Receipt ${label} cancellation requested by Asha Devi, confirmed by Ravi Kumar`);
    expect(words).toContain(`Receipt ${label} cancellation requested by Asha Devi`);
  });

  it('takes effect once when two people confirm at the same moment', async () => {
    const { receipt } = receiptFor();
    const asked = await trpc<Request>(cookies.asha, 'receipts.cancel', { id: receipt.id, reason: 'Wrong fee' });
    expect(asked.data.state).toBe('pending');
    const answers = await Promise.all([
      trpc(cookies.ravi, 'moneyRequests.confirm', { id: asked.data.id }),
      trpc(cookies.owner, 'moneyRequests.confirm', { id: asked.data.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(db.select().from(moneyRequestAnswers).where(eq(moneyRequestAnswers.requestId, asked.data.id)).all()).toHaveLength(1);
    const row = db.select().from(receipts).where(eq(receipts.id, receipt.id)).get()!;
    expect(row.cancelledAt).not.toBeNull();
    expect(row.cancelledByName).toBe('Asha Devi');
  });

  it('refused or withdrawn, changes nothing; a request of another centre answers as an unknown one', async () => {
    const { receipt, label } = receiptFor('azamnagar');
    const asked = await trpc<Request>(cookies.asha, 'receipts.cancel', { id: receipt.id, reason: 'Test' });
    // A Belwa accountant neither sees nor answers an Azamnagar request.
    const listed = await trpc<Request[]>(cookies.belwaDesk, 'moneyRequests.pending', undefined, false);
    expect(listed.data.some((request) => request.id === asked.data.id)).toBe(false);
    const outside = await trpc(cookies.belwaDesk, 'moneyRequests.confirm', { id: asked.data.id });
    const unknown = await trpc(cookies.belwaDesk, 'moneyRequests.confirm', { id: 987_654 });
    expect(outside.status).toBe(404);
    expect(outside.message).toBe(unknown.message);
    // Only the requester withdraws.
    expect((await trpc(cookies.ravi, 'moneyRequests.withdraw', { id: asked.data.id })).status).toBe(403);
    const refused = await trpc<Request>(cookies.ravi, 'moneyRequests.refuse', { id: asked.data.id, remark: 'Not a mistake' });
    expect(refused.data).toMatchObject({ state: 'refused', answeredBy: 'Ravi Kumar' });
    expect(db.select().from(receipts).where(eq(receipts.id, receipt.id)).get()!.cancelledAt).toBeNull();
    // Asked again after a refusal, then withdrawn by Asha.
    const again = await trpc<Request>(cookies.asha, 'receipts.cancel', { id: receipt.id, reason: 'Test again' });
    const withdrawn = await trpc<Request>(cookies.asha, 'moneyRequests.withdraw', { id: again.data.id });
    expect(withdrawn.data.state).toBe('withdrawn');
    expect(db.select().from(receipts).where(eq(receipts.id, receipt.id)).get()!.cancelledAt).toBeNull();
    const activity = await trpc<{ entries: { kind: string; words?: string }[] }>(
      cookies.owner,
      'activity.list',
      { page: 0 },
      false,
    );
    const words = activity.data.entries.map((entry) => entry.words);
    expect(words).toContain(`Receipt ${label} cancellation requested by Asha Devi, refused by Ravi Kumar`);
    expect(words).toContain(`Receipt ${label} cancellation requested by Asha Devi, withdrawn`);
  });
});

describe('staff account changes in the activity log, and one person alone', () => {
  it('names who added, changed and disabled whom, in words', async () => {
    const created = await trpc<{ id: number }>(cookies.owner, 'admins.create', {
      email: 'meera@example.in',
      name: 'Meera Singh',
      password: 'meera-long-secret-1',
      roles: ['counsellor'],
      centres: ['belwa'],
    });
    expect(created.status).toBe(200);
    await trpc(cookies.owner, 'admins.update', {
      id: created.data.id,
      roles: ['counsellor', 'faculty'],
      centres: ['belwa', 'azamnagar'],
    });
    await trpc(cookies.owner, 'admins.setDisabled', { id: created.data.id, disabled: true });
    const activity = await trpc<{ entries: { kind: string; words?: string }[] }>(
      cookies.owner,
      'activity.list',
      { page: 0 },
      false,
    );
    const words = activity.data.entries.filter((entry) => entry.kind === 'staff').map((entry) => entry.words);
    expect(words, JSON.stringify(words)).toContain('Sunita Owner added Meera Singh as Counsellor for Belwa');
    expect(words).toContain('Sunita Owner made Meera Singh Counsellor, Faculty for Belwa, Azamnagar');
    expect(words).toContain('Sunita Owner disabled the account of Meera Singh');
  });

  it('confirms the only money person’s own cancellation, marked so, and the Owner’s dashboard lists it', async () => {
    for (const id of [ids.asha, ids.ravi]) {
      expect((await trpc(cookies.owner, 'admins.setDisabled', { id, disabled: true })).status).toBe(200);
    }
    // The Belwa accountant still holds the permission: disable them too, so the Owner is alone.
    const staff = await trpc<{ id: number; email: string }[]>(cookies.owner, 'admins.list', undefined, false);
    const desk = staff.data.find((person) => person.email === belwaDesk.email)!;
    await trpc(cookies.owner, 'admins.setDisabled', { id: desk.id, disabled: true });

    const { registration, receipt, label } = receiptFor();
    const done = await trpc<Request>(cookies.owner, 'receipts.cancel', { id: receipt.id, reason: 'Only one of us here' });
    expect(done.data).toMatchObject({ state: 'confirmed', selfConfirmed: true, answeredBy: 'Sunita Owner' });
    const shown = await trpc<{ cancelled: Record<string, unknown> | null }[]>(
      cookies.owner,
      'receipts.ofRecord',
      { recordType: 'registration', id: registration.id },
      false,
    );
    expect(shown.data[0]!.cancelled).toMatchObject({ by: 'Sunita Owner', confirmedBy: 'Sunita Owner', selfConfirmed: true });

    const dashboard = await (await fetch(`${server.url}/admin/dashboard`, { headers: { cookie: cookies.owner } })).text();
    expect(dashboard).toContain('Money changes confirmed by one person alone');
    expect(dashboard).toContain(`Receipt ${label} cancellation`);
    const activity = await trpc<{ entries: { kind: string; words?: string }[] }>(
      cookies.owner,
      'activity.list',
      { page: 0 },
      false,
    );
    expect(activity.data.entries.map((entry) => entry.words)).toContain(
      `Receipt ${label} cancellation requested by Sunita Owner, confirmed by Sunita Owner alone (nobody else holds the permission)`,
    );
  });
});
