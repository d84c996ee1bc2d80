// The waitlist of a full intake (decision 051), over real HTTP against the
// production build: a full batch refused with 409 and its sentence on the
// page (English and Hindi), the JavaScript form and /api before anything is
// stored; joining the waitlist without paying; staff's offer to the first in
// line (told by email and WhatsApp); an offer left unpaid past its deadline
// passing to the next; the next one paying through the look-up (the UTR then
// in the record for the statement check); and the old client seeing PENDING
// with no transaction id throughout.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { outbox, registrations, statusEvents, waitlistEntries } from '../../db/schema';
import { intakeRefusals } from '../../domain/schemas/intake';
import { waitlistMessages, waitlistStaffMessages } from '../../domain/schemas/waitlist';
import { problemsHi } from '../../app/locales/problems.hi';
import { generousLimits, legacyClient, oldApplicationFields, oldApplicationFiles, stateOf } from '../support/legacy';
import { seedRegistration, seedVerifiedPayment } from '../support/seed';
import { adminCookieOf, startServer, type RunningServer } from '../support/server';
import { applicationFields, applicationFiles, dobForAge, formDataOf, freshUtr } from '../support/uploads';

let server: RunningServer;
let cookie: string;

beforeAll(async () => {
  // The sweep that passes lapsed offers on runs every second here (reads write nothing).
  server = await startServer({ ...generousLimits, WAITLIST_SWEEP_SECONDS: '1' });
  cookie = await adminCookieOf(server.url, generousLimits);
});
afterAll(() => server.cleanup());

type Json = Record<string, unknown>;

async function trpc(procedure: string, input: unknown, kind: 'query' | 'mutation' = 'mutation', withCookie = true) {
  const headers: Record<string, string> = withCookie ? { cookie } : {};
  const response =
    kind === 'mutation'
      ? await fetch(`${server.url}/trpc/${procedure}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify(input),
        })
      : await fetch(
          `${server.url}/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          { headers },
        );
  const body = (await response.json()) as { result?: { data: unknown }; error?: { message: string } };
  return { status: response.status, data: body.result?.data as Json, error: body.error };
}

function withDb<T>(read: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(server.dataDir);
  try {
    return read(db);
  } finally {
    db.$client.close();
  }
}

const dayIso = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
const unescape = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('waitlist', () => {
  it('refuses a full batch on every transport, takes its waitlist without a fee, and passes an unpaid offer to the next', async () => {
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
    const intakeId = saved.data.id as number;

    // Applying with "join the waitlist" while a seat is left: pay instead.
    const early = await fetch(`${server.url}/admissions/submit`, {
      method: 'POST',
      body: formDataOf(applicationFields({ utr: '', waitlist: 'on', mobile: '9812300010' }), await applicationFiles()),
    });
    expect(early.status).toBe(409);
    expect(JSON.stringify(await early.json())).toContain(waitlistMessages.hasSeats);

    // The one seat is taken.
    const holder = withDb((db) => {
      const { id } = seedRegistration(db, { centre: 'belwa', intakeId });
      seedVerifiedPayment(db, 'registration', id);
      return id;
    });
    expect((await trpc('registrations.decide', { id: holder, status: 'APPROVED' })).status).toBe(200);

    // A full batch, without the waitlist ticked: 409 and the sentence on all three transports, nothing stored.
    const before = stateOf(server);
    const paid = () => applicationFields({ utr: freshUtr(), mobile: '9812300011' });
    const page = await fetch(`${server.url}/admissions`, { method: 'POST', body: formDataOf(paid(), await applicationFiles()) });
    expect(page.status).toBe(409);
    expect(unescape(await page.text())).toContain(intakeRefusals.full);
    const pageHi = await fetch(`${server.url}/hi/admissions`, {
      method: 'POST',
      body: formDataOf(paid(), await applicationFiles()),
    });
    expect(pageHi.status).toBe(409);
    expect(unescape(await pageHi.text())).toContain(problemsHi.intake.full);
    const script = await fetch(`${server.url}/admissions/submit`, {
      method: 'POST',
      body: formDataOf(paid(), await applicationFiles()),
    });
    expect(script.status).toBe(409);
    expect(((await script.json()) as { message: string }).message).toBe(intakeRefusals.full);
    const legacy = await legacyClient(server).postForm(
      '/api/form/submit',
      oldApplicationFields({ Center: 'Belwa' }),
      await oldApplicationFiles(),
    );
    expect(legacy.status).toBe(409);
    expect(JSON.stringify(await legacy.json())).toContain(intakeRefusals.full);
    expect(stateOf(server)).toEqual(before);

    // Two join the waitlist without a UTR or a payment proof: the JavaScript form, then the plain page.
    const { paymentScreenshot: _unpaid, ...unpaidFiles } = await applicationFiles();
    const dobFirst = dobForAge(21);
    const first = await fetch(`${server.url}/admissions/submit`, {
      method: 'POST',
      body: formDataOf(
        applicationFields({ utr: '', waitlist: 'on', name: 'Ritu Devi', mobile: '9812300021', dob: dobFirst }),
        unpaidFiles,
      ),
    });
    expect(first.status).toBe(201);
    const firstRef = ((await first.json()) as { receipt: { referenceId: string; utr: string } }).receipt;
    expect(firstRef.utr).toBe('');
    const dobSecond = dobForAge(23);
    const second = await fetch(`${server.url}/hi/admissions`, {
      method: 'POST',
      body: formDataOf(
        applicationFields({ waitlist: 'on', name: 'Sonu Kumar', mobile: '9812300022', dob: dobSecond }),
        unpaidFiles,
      ),
    });
    expect(second.status).toBe(201);
    const [a, b] = withDb((db) =>
      db
        .select()
        .from(waitlistEntries)
        .innerJoin(registrations, eq(registrations.id, waitlistEntries.registrationId))
        .where(eq(waitlistEntries.intakeId, intakeId))
        .all()
        .map((row) => row.registrations),
    );
    expect(a!.referenceId).toBe(firstRef.referenceId);
    expect([a!.status, b!.status]).toEqual(['PENDING', 'PENDING']);
    expect(b!.language).toBe('hi');

    // The old client sees a PENDING application with no transaction id.
    const client = legacyClient(server);
    const old = (await (await client.get(`/api/form/getFormById/${a!.referenceId}`)).json()) as { form: Json[] };
    expect(old.form[0]).toMatchObject({ referenceId: a!.referenceId, status: 'PENDING' });
    const oldList = (await (await client.get('/api/form/forms', await client.login())).json()) as Json[] | { forms: Json[] };
    const rows = Array.isArray(oldList) ? oldList : oldList.forms;
    expect(rows.find((row) => row.referenceId === a!.referenceId)).toMatchObject({ status: 'PENDING', transectionId: '' });

    // Staff see the line in order; no seat is free to offer yet.
    const list = await trpc('intakes.waitlist', { intakeId }, 'query');
    expect(list.data).toMatchObject({ seats: 1, taken: 1, free: 0 });
    expect((list.data.lines as Json[]).map((line) => [line.referenceId, line.position, line.stage])).toEqual([
      [a!.referenceId, 1, 'waiting'],
      [b!.referenceId, 2, 'waiting'],
    ]);
    const tooSoon = await trpc('intakes.offerSeat', { intakeId });
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.error?.message).toBe(waitlistStaffMessages.noSeatFree);

    // The approval is rejected: the seat is offered to the first in line, who is told.
    expect(
      (await trpc('registrations.decide', { id: holder, status: 'REJECTED', remark: 'Chose another institute.' })).status,
    ).toBe(200);
    const offered = await trpc('intakes.offerSeat', { intakeId });
    expect(offered.status).toBe(200);
    expect(offered.data.registrationId).toBe(a!.id);
    const deadline = new Date(offered.data.deadlineAt as string).getTime();
    expect(deadline - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    expect(deadline - Date.now()).toBeLessThan(3.1 * 86_400_000);
    const notice = await trpc('registrations.whatsappNotice', { id: a!.id, siteUrl: 'https://institute.example.in' });
    expect(notice.data.text).toContain('a seat in your batch');
    expect(notice.data.text).toContain('https://institute.example.in/admission-form');
    expect(notice.data.url).toMatch(/^https:\/\/wa\.me\/919812300021\?text=/);
    // The seat is held by the offer: nobody else is approved into it, the public page says full.
    const open = await trpc('intakes.open', undefined, 'query');
    expect((open.data as unknown as Json[]).find((intake) => intake.id === intakeId)).toMatchObject({
      stage: 'full',
      seatsLeft: 0,
    });
    const lookupA = await trpc('registrations.lookup', { referenceId: a!.referenceId }, 'query', false);
    expect(lookupA.data).toMatchObject({ status: 'PENDING', waitlist: { stage: 'offered', position: null } });
    const lookupB = await trpc('registrations.lookup', { referenceId: b!.referenceId }, 'query', false);
    expect(lookupB.data).toMatchObject({ waitlist: { stage: 'waiting', position: 1 } });

    // The deadline passes unpaid: the periodic sweep (staff's read writes nothing, issue 50)
    // passes the seat to the next in line.
    withDb((db) =>
      db
        .update(waitlistEntries)
        .set({ offerDeadlineAt: new Date(Date.now() - 1000) })
        .where(eq(waitlistEntries.registrationId, a!.id))
        .run(),
    );
    let after = await trpc('intakes.waitlist', { intakeId }, 'query');
    expect((after.data.lines as Json[])[0]).toMatchObject({ referenceId: a!.referenceId, stage: 'lapsed' });
    for (let i = 0; i < 50 && (after.data.lines as Json[])[1]!.stage !== 'offered'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await trpc('intakes.waitlist', { intakeId }, 'query');
    }
    expect((after.data.lines as Json[]).map((line) => [line.referenceId, line.stage])).toEqual([
      [a!.referenceId, 'lapsed'],
      [b!.referenceId, 'offered'],
    ]);
    const events = withDb((db) =>
      db
        .select()
        .from(statusEvents)
        .where(eq(statusEvents.recordId, b!.id))
        .all()
        .filter((event) => event.recordType === 'registration'),
    );
    expect(events.map((event) => event.toStatus)).toEqual(['WAITLISTED', 'SEAT_OFFERED']);

    // The lapsed one cannot pay any more, and is told so in the words a wrong factor gets (decision 067).
    const late = await trpc(
      'registrations.claimOffer',
      { referenceId: a!.referenceId, dob: dobFirst, utr: freshUtr() },
      'mutation',
      false,
    );
    const wrong = await trpc(
      'registrations.claimOffer',
      { referenceId: b!.referenceId, mobileLastFour: '0000', utr: freshUtr() },
      'mutation',
      false,
    );
    expect([late.status, wrong.status]).toEqual([404, 404]);
    expect(late.error?.message).toBe(waitlistMessages.factorMismatch);
    expect(wrong.error?.message).toBe(late.error?.message);

    // The next one pays with the mobile's last four digits: the UTR is in the record for the statement check.
    const utr = freshUtr();
    const claim = await trpc(
      'registrations.claimOffer',
      { referenceId: b!.referenceId, mobileLastFour: '0022', utr },
      'mutation',
      false,
    );
    expect(claim.status).toBe(200);
    expect(withDb((db) => db.select().from(registrations).where(eq(registrations.id, b!.id)).get()!.utr)).toBe(utr);
    const again = await trpc(
      'registrations.claimOffer',
      { referenceId: b!.referenceId, mobileLastFour: '0022', utr: freshUtr() },
      'mutation',
      false,
    );
    expect(again.status).toBe(404);
    expect(again.error?.message).toBe(waitlistMessages.factorMismatch);
    const lookupPaid = await trpc('registrations.lookup', { referenceId: b!.referenceId }, 'query', false);
    expect(lookupPaid.data).toMatchObject({ status: 'PENDING', waitlist: { stage: 'claimed' } });

    // Its fee verified, staff approve it into the seat its offer held.
    withDb((db) => seedVerifiedPayment(db, 'registration', b!.id));
    expect((await trpc('registrations.decide', { id: b!.id, status: 'APPROVED' })).status).toBe(200);
    const final = await trpc('intakes.waitlist', { intakeId }, 'query');
    expect(final.data).toMatchObject({ taken: 1, free: 0 });
    // Nothing was written to the outbox for WhatsApp but the one message staff handed over.
    expect(withDb((db) => db.select().from(outbox).where(eq(outbox.channel, 'whatsapp')).all()).length).toBe(1);
  });
});
