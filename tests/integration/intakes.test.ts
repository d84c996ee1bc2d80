// Intakes with seats and an application window (decision 049), over real HTTP
// against the production build: twenty approvals racing for the last seat
// (exactly one wins; staff may go beyond only with a remark), a closed batch
// refused with 409 and its sentence on all three transports before anything
// is stored, and a course with no intake taking applications as before.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { registrations } from '../../db/schema';
import { intakeRefusals, intakeStaffMessages } from '../../domain/schemas/intake';
import { generousLimits, legacyClient, oldApplicationFields, oldApplicationFiles, stateOf } from '../support/legacy';
import { seedRegistration, seedVerifiedPayment } from '../support/seed';
import { adminCookieOf, startServer, type RunningServer } from '../support/server';
import { applicationFields, applicationFiles, formDataOf, freshUtr } from '../support/uploads';
import { hi } from '../../app/locales/hi';
import { fill } from '../../domain/schemas/refusals';
import { indiaDay } from '../../domain/dates';

let server: RunningServer;
let cookie: string;

beforeAll(async () => {
  server = await startServer(generousLimits);
  cookie = await adminCookieOf(server.url, generousLimits);
});
afterAll(() => server.cleanup());

type Json = Record<string, unknown>;

async function trpc(procedure: string, input: unknown, kind: 'query' | 'mutation' = 'mutation') {
  const response =
    kind === 'mutation'
      ? await fetch(`${server.url}/trpc/${procedure}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify(input),
        })
      : await fetch(
          `${server.url}/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          {
            headers: { cookie },
          },
        );
  const body = (await response.json()) as { result?: { data: unknown }; error?: { message: string } };
  return { status: response.status, data: body.result?.data as Json, error: body.error };
}

const dayIso = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

describe('intakes', () => {
  it('gives the last seat to exactly one of twenty approvals racing for it', async () => {
    const saved = await trpc('intakes.save', {
      courseCode: 'DCA',
      centre: 'belwa',
      courseMode: 'Offline',
      startsAt: `${dayIso(40)}T09:30`,
      opensOn: dayIso(-1),
      closesOn: dayIso(30),
      seats: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ seats: 1, taken: 0, seatsLeft: 1, stage: 'open' });
    const intakeId = saved.data.id as number;

    const db = openDatabase(server.dataDir);
    // Each fee verified, so the seats are the only question an approval meets.
    const ids = Array.from({ length: 20 }, () => {
      const { id } = seedRegistration(db, { centre: 'belwa', intakeId });
      seedVerifiedPayment(db, 'registration', id);
      return id;
    });
    db.$client.close();

    const answers = await Promise.all(ids.map((id) => trpc('registrations.decide', { id, status: 'APPROVED' })));
    const won = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.error?.message).toBe(intakeStaffMessages.seatsFull);
    const approved = (() => {
      const check = openDatabase(server.dataDir);
      try {
        return check
          .select()
          .from(registrations)
          .where(eq(registrations.intakeId, intakeId))
          .all()
          .filter((row) => row.status === 'APPROVED');
      } finally {
        check.$client.close();
      }
    })();
    expect(approved).toHaveLength(1);

    // The look-up and the decision's message name the batch: the centre, the start date and time.
    const winner = approved[0]!;
    const lookup = await fetch(`${server.url}/admission-form`, {
      method: 'POST',
      body: formDataOf({ intent: 'lookup', referenceId: winner.referenceId }, {}),
    });
    expect(await lookup.text()).toMatch(/Your batch: classes start \d{1,2} \w+ \d{4}(,| at) 9:30\s?am at Belwa/i);
    const notice = await trpc('registrations.whatsappNotice', { id: winner.id, siteUrl: 'https://institute.example.in' });
    expect(notice.data.text).toMatch(/Your batch: classes start \d{1,2} \w+ \d{4}(,| at) 9:30\s?am at Belwa/i);

    // Beyond the seats only with a remark that says why.
    const loser = ids.find((id) => id !== approved[0]!.id)!;
    const bare = await trpc('registrations.decide', { id: loser, status: 'APPROVED', overrideSeats: true });
    expect(bare.status).toBe(400);
    const overridden = await trpc('registrations.decide', {
      id: loser,
      status: 'APPROVED',
      overrideSeats: true,
      remark: 'A second computer is free in the Belwa lab.',
    });
    expect(overridden.status).toBe(200);

    // The public list says it is full.
    const open = await trpc('intakes.open', undefined, 'query');
    expect((open.data as unknown as Json[]).find((intake) => intake.id === intakeId)).toMatchObject({
      stage: 'full',
      seatsLeft: 0,
      taken: 2,
    });

    // A submit to the full batch is refused before anything is stored.
    const before = stateOf(server);
    const client = legacyClient(server);
    const full = await client.postForm(
      '/api/form/submit',
      oldApplicationFields({ Center: 'Belwa' }),
      await oldApplicationFiles(),
    );
    expect(full.status).toBe(409);
    expect(JSON.stringify(await full.json())).toContain(intakeRefusals.full);
    expect(stateOf(server)).toEqual(before);
  });

  it('refuses a closed batch with 409 on the page, the JavaScript form and /api, and keeps courses without intakes open', async () => {
    const saved = await trpc('intakes.save', {
      courseCode: 'DCA',
      centre: 'gandhinagar',
      courseMode: 'Offline',
      startsAt: `${dayIso(-1)}T10:00`,
      opensOn: dayIso(-20),
      closesOn: dayIso(-3),
      seats: 30,
    });
    expect(saved.data).toMatchObject({ stage: 'closed' });
    const before = stateOf(server);
    const fields = () => applicationFields({ centre: 'gandhinagar', utr: freshUtr(), mobile: '9812300001' });

    const page = await fetch(`${server.url}/admissions`, {
      method: 'POST',
      body: formDataOf(fields(), await applicationFiles()),
    });
    expect(page.status).toBe(409);
    expect((await page.text()).replace(/&#x27;/g, "'")).toContain(intakeRefusals.closed);

    const script = await fetch(`${server.url}/admissions/submit`, {
      method: 'POST',
      body: formDataOf(fields(), await applicationFiles()),
    });
    expect(script.status).toBe(409);
    expect(((await script.json()) as { message: string }).message).toBe(intakeRefusals.closed);

    const legacy = await legacyClient(server).postForm(
      '/api/form/submit',
      oldApplicationFields({ Center: 'Gandhinagar' }),
      await oldApplicationFiles(),
    );
    expect(legacy.status).toBe(409);
    expect(JSON.stringify(await legacy.json())).toContain(intakeRefusals.closed);
    expect(stateOf(server)).toEqual(before);

    // Azamnagar has no intake for DCA: open all session, as before intakes.
    const free = await fetch(`${server.url}/admissions/submit`, {
      method: 'POST',
      body: formDataOf(
        applicationFields({ centre: 'azamnagar', utr: freshUtr(), mobile: '9812300002' }),
        await applicationFiles(),
      ),
    });
    expect(free.status).toBe(201);
  });

  it("says a batch's opening day in the page's language: Hindi on the Hindi page, English from /api", async () => {
    const saved = await trpc('intakes.save', {
      courseCode: 'DCA',
      centre: 'azamnagar',
      courseMode: 'Online',
      startsAt: `${dayIso(60)}T10:00`,
      opensOn: dayIso(20),
      closesOn: dayIso(50),
      seats: 30,
    });
    expect(saved.data).toMatchObject({ stage: 'upcoming' });
    const opensAt = saved.data.opensAt as string;
    const english = fill(intakeRefusals.notYetOpen, { date: indiaDay(opensAt, 'en', 'short') });
    const hindi = fill(hi.problems.intake.notYetOpen, { date: indiaDay(opensAt, 'hi') });
    expect(hindi).toMatch(/\d{1,2} [\u0900-\u097F]+ \d{4}/);
    const fields = () => applicationFields({ centre: 'azamnagar', courseMode: 'Online', utr: freshUtr(), mobile: '9812300003' });

    // The Hindi page without JavaScript: the refusal in Hindi with its day in Hindi, and what became of the payment screenshot.
    const page = await fetch(`${server.url}/hi/admissions`, {
      method: 'POST',
      body: formDataOf(fields(), await applicationFiles()),
    });
    expect(page.status).toBe(409);
    const html = (await page.text()).replace(/&#x27;/g, "'");
    expect(html).toContain(hindi);
    // What the page shows (its data for the scripts carries the server's English message).
    expect(html.replace(/<script[\s\S]*?<\/script>/g, '')).not.toContain(indiaDay(opensAt, 'en', 'short'));
    expect(html).toContain(hi.application.paymentProofNotKept);

    // The JavaScript form's answer is in the form's language too, written by
    // key from the day itself (domain/said.ts); /api stays English.
    const script = await fetch(`${server.url}/admissions/submit`, {
      method: 'POST',
      body: formDataOf({ ...fields(), language: 'hi' }, await applicationFiles()),
    });
    expect(script.status).toBe(409);
    const answer = (await script.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(answer.message).toBe(hindi);
    expect(answer.fieldErrors.intakeId).toEqual([hindi]);
    const legacy = await legacyClient(server).postForm(
      '/api/form/submit',
      oldApplicationFields({ Center: 'Azamnagar', courseMode: 'Online' }),
      await oldApplicationFiles(),
    );
    expect(legacy.status).toBe(409);
    expect(JSON.stringify(await legacy.json())).toContain(english);
  });
});
