// The activity log in words (issue 51; intakes for 55, content for 52), over
// real HTTP against the production build: a fee payment in cash, a
// concession, an intake created, changed, closed and carried over to a new
// session, a course published and restored, each a sentence naming who did
// it; intake changes are kept append-only; and a Centre head at Belwa reads
// Belwa's money and intakes, never Gandhinagar's. Needs `npm run build`.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { users } from '../../db/schema';
import { updateSettings, getSettings } from '../../server/services/site/settings';
import { createAdmin } from '../../server/services/staff/auth';
import { startServer, type RunningServer } from '../support/server';
import { seedAdmission, seedRegistration } from '../support/seed';
import { procedureData, signInAs, type Credentials } from '../support/staff-client';

const owner = { email: 'owner.activity@example.in', password: 'owner-activity-long-secret' };
const head = { email: 'belwa.head@example.in', password: 'belwa-head-long-secret' };

let server: RunningServer;
let db: DB;
const cookies = { owner: '', head: '' };

const signIn = (who: Credentials) => signInAs(server.url, who);

const trpc = <T = unknown>(cookie: string, name: string, input: unknown, mutation = true) =>
  procedureData<T>(server.url, cookie, name, input, mutation);

/** The log's sentences as a reader sees them, newest first. */
const sentences = async (cookie: string) =>
  (await trpc<{ entries: { words?: string }[] }>(cookie, 'activity.list', { page: 0 }, false)).entries.flatMap((entry) =>
    entry.words ? [entry.words] : [],
  );

const dayIso = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
const shortDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

async function admitted(centre: 'belwa' | 'gandhinagar', name: string) {
  const registration = seedRegistration(db, { status: 'APPROVED', centre, name });
  const admission = seedAdmission(db, registration, { language: registration.language });
  await trpc(cookies.owner, 'admissions.decide', {
    id: admission.id,
    status: 'APPROVED',
    remark: 'Fee seen',
    approveUnverifiedPayment: true,
  });
  const { accountId } = await trpc<{ accountId: number }>(
    cookies.owner,
    'fees.accountOfAdmission',
    { admissionId: admission.id },
    false,
  );
  return { accountId, referenceId: admission.referenceId };
}

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, RATE_LIMIT_LOGIN_PER_15MIN: '1000' });
  db = openDatabase(server.dataDir);
  db.update(users).set({ name: 'Sunita Owner' }).where(eq(users.email, owner.email)).run();
  await createAdmin(db, { ...head, name: 'Bela Head', roles: ['centre-head'], centres: ['belwa'] });
  cookies.owner = await signIn(owner);
  cookies.head = await signIn(head);
}, 120_000);

afterAll(async () => {
  db?.$client.close();
  await server?.cleanup();
});

describe('the activity log in words', () => {
  it('names fee payments and concessions, with who, and follows the reader’s centres', async () => {
    const belwa = await admitted('belwa', 'Kiran Belwa');
    const far = await admitted('gandhinagar', 'Gopal Far');
    const paid = await trpc<{ receipt: string }>(cookies.owner, 'fees.recordPayment', {
      id: belwa.accountId,
      amount: 1500,
      method: 'cash',
    });
    await trpc(cookies.owner, 'fees.recordPayment', { id: far.accountId, amount: 700, method: 'bank', utr: 'NEFT7700112233' });
    const reason = await trpc<{ id: number }>(cookies.owner, 'fees.addConcessionReason', { label: 'Merit' });
    await trpc(cookies.owner, 'fees.grantConcession', { id: belwa.accountId, reasonId: reason.id, amount: 300 });

    const all = await sentences(cookies.owner);
    expect(all).toContain(
      `Fee payment of ₹1,500 in cash from Kiran Belwa (${belwa.referenceId}) recorded by Sunita Owner, receipt ${paid.receipt}`,
    );
    expect(
      all.some((words) => words.startsWith(`Fee payment of ₹700 by bank transfer (UTR NEFT7700112233) from Gopal Far`)),
    ).toBe(true);
    expect(all).toContain(`Concession of ₹300 to Kiran Belwa (${belwa.referenceId}) granted by Sunita Owner`);
    // The fees paid before the account opened are carried onto it, nobody's act now.
    expect(all.some((words) => words.startsWith('Fee payment of ₹5,000'))).toBe(false);

    const seen = await sentences(cookies.head);
    expect(seen.some((words) => words.includes('Kiran Belwa'))).toBe(true);
    expect(seen.some((words) => words.includes('Gopal Far'))).toBe(false);
    // The status moves of the far student's approval are not the Belwa head's to read either.
    const entries = (
      await trpc<{ entries: { record?: { name: string | null } }[] }>(cookies.head, 'activity.list', { page: 0 }, false)
    ).entries;
    expect(entries.some((entry) => entry.record?.name === 'Gopal Far')).toBe(false);
    expect(entries.some((entry) => entry.record?.name === 'Kiran Belwa')).toBe(true);
  });

  it('names an intake created, changed, closed and carried over, and keeps the log as written', async () => {
    const values = {
      courseCode: 'DCA',
      centre: 'belwa',
      courseMode: 'Offline',
      startsAt: `${dayIso(40)}T09:30`,
      opensOn: dayIso(-3),
      closesOn: dayIso(30),
      seats: 20,
    };
    const { id } = await trpc<{ id: number }>(cookies.head, 'intakes.save', values);
    await trpc(cookies.head, 'intakes.save', { ...values, id, seats: 30 });
    await trpc(cookies.head, 'intakes.save', { ...values, id, seats: 30, closesOn: dayIso(-1) });
    await trpc(cookies.owner, 'intakes.save', { ...values, centre: 'gandhinagar' });
    const session = getSettings(db).admissionSession;
    const next = `${Number(session.slice(0, 4)) + 1}-${String(Number(session.slice(5)) + 1).padStart(2, '0')}`;
    // Open again for the carry-over (only intakes not closed are carried).
    await trpc(cookies.head, 'intakes.save', { ...values, id, seats: 30 });
    updateSettings(db, { admissionSession: next }, null);
    await trpc(cookies.head, 'intakes.carryOver', undefined);

    const what = `DCA at Belwa (Offline), session ${session}, starts ${shortDay(dayIso(40))}`;
    const seen = await sentences(cookies.head);
    expect(seen).toContain(`Intake ${what} created by Bela Head`);
    expect(seen).toContain(`Intake ${what} changed by Bela Head: seats 20 → 30`);
    expect(seen).toContain(
      `Intake ${what} closed to applications by Bela Head: last day to apply ${shortDay(dayIso(30))} → ${shortDay(dayIso(-1))}`,
    );
    expect(seen).toContain(
      `Intake DCA at Belwa (Offline), session ${next}, starts ${shortDay(dayIso(40))} carried over to the current session by Bela Head`,
    );
    expect(seen.some((words) => words.includes('Gandhinagar'))).toBe(false);
    expect((await sentences(cookies.owner)).some((words) => words.startsWith('Intake DCA at Gandhinagar'))).toBe(true);

    expect(() => db.$client.prepare('update intake_events set seats = 1').run()).toThrow();
    expect(() => db.$client.prepare("update intake_events set summary = 'x'").run()).toThrow('intake events are append-only');
    expect(() => db.$client.prepare('delete from intake_events').run()).toThrow('intake events are append-only');
  });

  it('names a content publish and a restore with the version', async () => {
    const items = await trpc<{ key: string; version: number; id: number; body: unknown }[]>(
      cookies.owner,
      'content.items',
      { kind: 'course' },
      false,
    );
    const first = items.find((item) => item.key === 'DCA')!;
    const published = await trpc<{ version: number }>(cookies.owner, 'content.publish', {
      kind: 'course',
      key: 'DCA',
      body: first.body,
    });
    await trpc(cookies.owner, 'content.restore', { versionId: first.id });
    const all = await sentences(cookies.owner);
    expect(all).toContain(`Course DCA published by Sunita Owner, version ${published.version}`);
    expect(all).toContain(`Course DCA version ${first.version} restored by Sunita Owner, as version ${published.version + 1}`);
  });
});
