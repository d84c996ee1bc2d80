// Fee reminders over real HTTP against the production build (issue 53,
// decision 073): at -3 and +7 days from an instalment's due date (the default
// setting), in the student's language, on the WhatsApp hand-off list; never
// for an instalment already paid; exactly once across two restarts; gone from
// the list once staff mark it sent; held while the account is being corrected
// (a UPI payment the student sent and staff have not seen), sent once after.
// Needs `npm run build`.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { feePaymentClaims, feeReminders, outbox } from '../../db/schema';
import { openAccount } from '../../server/services/fees/accounts';
import { recordPayment } from '../../server/services/fees/entries';
import { startServer, type RunningServer } from '../support/server';
import { seedAdmission, seedRegistration } from '../support/seed';

const owner = { email: 'owner.reminders@example.in', password: 'owner-reminders-long-secret' };
const day = 86_400_000;

let server: RunningServer;
let db: DB;

async function restart() {
  db.$client.close();
  await server.stop();
  server = await startServer({}, { dataDir: server.dataDir });
  db = openDatabase(server.dataDir);
}

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password });
  db = openDatabase(server.dataDir);
}, 90_000);

afterAll(async () => {
  db?.$client.close();
  await server?.cleanup();
});

/** A student whose first instalment (30 days after admission, no batch) falls `dueIn` days from today. */
function student(name: string, dueIn: number, language: 'en' | 'hi' = 'en') {
  const registration = seedRegistration(db, { status: 'APPROVED', name, language });
  const admission = seedAdmission(db, registration, { status: 'APPROVED', language });
  const account = openAccount(db, admission.id, null, new Date(Date.now() - (30 - dueIn) * day))!;
  return { admission, account };
}

const whatsappOf = (admissionId: number) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recordType, 'admission'), eq(outbox.recordId, admissionId), eq(outbox.channel, 'whatsapp')))
    .all();

describe('fee reminders', () => {
  it('reminds each open instalment once at each offset, in the student’s language, and never a paid one, across restarts', async () => {
    const soon = student('Reminder Soon', 3);
    const paid = student('Reminder Paid', 3);
    const late = student('Reminder Late', -7, 'hi');
    recordPayment(db, { accountId: paid.account.id, amountPaise: 300_000, method: 'cash', userId: null });

    await restart();
    const soonRows = whatsappOf(soon.admission.id);
    expect(soonRows).toHaveLength(1);
    expect(soonRows[0]).toMatchObject({ state: 'queued', recipient: soon.admission.mobile });
    expect(soonRows[0]!.body).toContain('Dear Reminder Soon, your Instalment 1 of ₹1,500 is due on');
    expect(soonRows[0]!.body).toContain(soon.admission.referenceId);
    const lateRows = whatsappOf(late.admission.id);
    expect(lateRows).toHaveLength(1);
    expect(lateRows[0]!.body).toContain('प्रिय Reminder Late, आपकी किस्त 1 ₹1,500');
    expect(lateRows[0]!.body).toContain('को देय थी');
    expect(whatsappOf(paid.admission.id)).toHaveLength(0);
    expect(
      db
        .select()
        .from(feeReminders)
        .all()
        .map((row) => row.offsetDays)
        .sort(),
    ).toEqual([-3, 7]);

    await restart();
    expect(whatsappOf(soon.admission.id)).toHaveLength(1);
    expect(whatsappOf(late.admission.id)).toHaveLength(1);
    expect(db.select().from(feeReminders).all()).toHaveLength(2);

    // The hand-off list over HTTP; marked sent, the reminder leaves it.
    const login = await fetch(`${server.url}/admin/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(owner).toString(),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const list = async () =>
      (
        (await (await fetch(`${server.url}/trpc/fees.reminderHandOffs`, { headers: { cookie } })).json()) as {
          result: { data: { id: number; name: string; link: string }[] };
        }
      ).result.data;
    const waiting = await list();
    expect(waiting.map((row) => row.name).sort()).toEqual(['Reminder Late', 'Reminder Soon']);
    expect(waiting[0]!.link).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    const marked = await fetch(`${server.url}/trpc/fees.markReminderSent`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ id: soonRows[0]!.id }),
    });
    expect(marked.status).toBe(200);
    expect((await list()).map((row) => row.name)).toEqual(['Reminder Late']);
  }, 120_000);

  it('holds a reminder while the account is being corrected, and sends it once after', async () => {
    const held = student('Reminder Held', 3);
    // The student says they paid by UPI (the look-up's claim); staff have not seen it in the bank yet.
    const utr = '645678901234';
    db.insert(feePaymentClaims).values({ accountId: held.account.id, amountPaise: 150_000, utr }).run();
    await restart();
    expect(whatsappOf(held.admission.id)).toHaveLength(0);
    const keysOf = () =>
      db
        .select()
        .from(feeReminders)
        .all()
        .filter((row) => reminded.has(row.chargeId));
    const reminded = new Set(
      db.$client
        .prepare("select id from fee_entries where account_id = ? and kind = 'charge' and line = 'instalment'")
        .all(held.account.id)
        .map((row) => (row as { id: number }).id),
    );
    expect(keysOf()).toHaveLength(0);

    // The bank shows ₹500 under that UTR: staff record it; the claim is settled, ₹1,000 still open.
    recordPayment(db, { accountId: held.account.id, amountPaise: 50_000, method: 'upi', utr, userId: null });
    await restart();
    const rows = whatsappOf(held.admission.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toContain('Dear Reminder Held, your Instalment 1 of ₹1,000 is due on');
    await restart();
    expect(whatsappOf(held.admission.id)).toHaveLength(1);
    expect(keysOf().map((row) => row.offsetDays)).toEqual([-3]);
  }, 120_000);
});
