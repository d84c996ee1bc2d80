// A student ID card's QR code over real HTTP against the production build
// (issue 54 item 7): the printed cards (English and Hindi) carry a QR whose
// link opens the public card check in the card's language; the check says
// enrolled, or expired after the batch's last day, or nothing for an unknown
// code, a student no longer admitted or a malformed code, and shows only the
// minimum (name, course, batch, valid until), never cached. A card printed
// again carries the same code; the code is made by the Print button's POST,
// never by reading the cards. Needs `npm run build`.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { intakes, studentCards } from '../../db/schema';
import { startServer, type RunningServer } from '../support/server';
import { seedAdmission, seedRegistration } from '../support/seed';
import { signInAs } from '../support/staff-client';

const owner = { email: 'owner.card@example.in', password: 'owner-card-long-secret' };
const dayMs = 86_400_000;
const isoDay = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);

let server: RunningServer;
let db: DB;
let ownerCookie: string;

beforeAll(async () => {
  server = await startServer({
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    RATE_LIMIT_LOGIN_PER_15MIN: '1000',
    LOG_LEVEL: 'info',
  });
  db = openDatabase(server.dataDir);
  ownerCookie = await signInAs(server.url, owner);
}, 90_000);

afterAll(async () => {
  db?.$client.close();
  await server?.stop();
});

function batchWithStudent(name: string, endsOn: string) {
  const startsAt = new Date(Date.now() - 120 * dayMs);
  const intake = db
    .insert(intakes)
    .values({
      courseCode: 'DCA',
      centre: 'belwa',
      courseMode: 'Offline',
      session: '2026-27',
      startsAt,
      opensAt: new Date(startsAt.getTime() - 30 * dayMs),
      closesAt: new Date(startsAt.getTime() - dayMs),
      seats: 60,
      endsOn,
    })
    .returning()
    .get();
  const registration = seedRegistration(db, {
    name,
    intakeId: intake.id,
    status: 'APPROVED',
    dob: '2003-02-01',
    mobile: '9876501234',
  });
  const admission = seedAdmission(db, registration, { status: 'APPROVED' });
  return { intake, registration, admission };
}

/** The batch page's Print button: a POST that makes the missing QR codes, then opens the cards. */
async function prepareCards(intakeId: number) {
  const response = await fetch(`${server.url}/admin/batches/${intakeId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: ownerCookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'cards' }).toString(),
  });
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(`/admin/batches/${intakeId}/cards`);
}

const cardsPage = async (intakeId: number, language = '') => {
  const response = await fetch(`${server.url}/admin/batches/${intakeId}/cards${language ? `?language=${language}` : ''}`, {
    headers: { cookie: ownerCookie },
  });
  expect(response.status).toBe(200);
  return response.text();
};

const checkUrlOf = (html: string) => {
  const url = /data-check-url="([^"]+)"/.exec(html)?.[1];
  expect(url).toBeDefined();
  return new URL(url!);
};

describe('the student ID card check', () => {
  it('prints a QR per card opening the check in the card’s language; the check shows an enrolled student and only the minimum', async () => {
    const validUntil = isoDay(Date.now() + 90 * dayMs);
    const { intake, registration, admission } = batchWithStudent('Deepa Card Holder', validUntil);
    // Reading the cards writes nothing: before the Print button's POST, no code and no QR.
    expect(await cardsPage(intake.id)).not.toContain('data-check-url');
    expect(db.select().from(studentCards).where(eq(studentCards.admissionId, admission.id)).get()).toBeUndefined();
    await prepareCards(intake.id);
    const english = await cardsPage(intake.id);
    expect(english).toContain('Student ID card');
    expect(english).toContain('<svg');
    const link = checkUrlOf(english);
    expect(link.pathname).toMatch(/^\/certification\/card\/[0-9A-HJKMNP-TV-Z]{20}$/);
    const code = link.pathname.split('/').pop()!;
    expect(db.select().from(studentCards).where(eq(studentCards.admissionId, admission.id)).get()?.code).toBe(code);

    const hindi = await cardsPage(intake.id, 'hi');
    expect(hindi).toContain('छात्र पहचान पत्र');
    expect(hindi).toContain('बेलवा');
    // The course's name from the published catalogue, in the card's language.
    expect(hindi).toContain('कंप्यूटर एप्लीकेशन में डिप्लोमा (DCA)');
    expect(hindi).toContain('तक मान्य');
    // Printed again, in either language: the same code.
    expect(checkUrlOf(hindi).pathname).toBe(`/hi/certification/card/${code}`);
    await prepareCards(intake.id);
    expect(checkUrlOf(await cardsPage(intake.id)).pathname).toBe(`/certification/card/${code}`);

    const check = await fetch(`${server.url}/certification/card/${code}`);
    expect(check.status).toBe(200);
    expect(check.headers.get('cache-control')).toBe('private, no-store');
    const html = await check.text();
    expect(html).toContain('data-answer="valid"');
    expect(html).toContain('Enrolled student');
    expect(html).toContain('Deepa Card Holder');
    expect(html).toContain('Diploma in Computer Application');
    expect(html).toContain(validUntil.split('-').reverse().join('/'));
    // Nothing private: no reference ids, mobile, date of birth or father's name.
    for (const secret of [
      admission.referenceId,
      registration.referenceId,
      '9876501234',
      '2003-02-01',
      '01/02/2003',
      registration.fatherName,
    ])
      expect(html).not.toContain(secret);

    const inHindi = await (await fetch(`${server.url}/hi/certification/card/${code.toLowerCase()}`)).text();
    expect(inHindi).toContain('नामांकित छात्र');
    expect(inHindi).toContain('कंप्यूटर एप्लीकेशन में डिप्लोमा');
    expect(inHindi).toContain('बेलवा');
    // The code alone opens the answer: the request log writes the path without it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.output()).toContain('/certification/card/:code');
    expect(server.output()).not.toContain(code);
  });

  it('says a card whose batch has ended is expired, with the day it ended', async () => {
    const ended = isoDay(Date.now() - 10 * dayMs);
    const { intake } = batchWithStudent('Esha Ended Batch', ended);
    await prepareCards(intake.id);
    const code = checkUrlOf(await cardsPage(intake.id))
      .pathname.split('/')
      .pop()!;
    const html = await (await fetch(`${server.url}/certification/card/${code}`)).text();
    expect(html).toContain('data-answer="expired"');
    expect(html).toContain(`The batch on this card ended on ${ended.split('-').reverse().join('/')}`);
    expect(html).not.toContain('Enrolled student');
  });

  it('answers an unknown code, a malformed one and a student no longer admitted alike, without a server error', async () => {
    const { intake, admission } = batchWithStudent('Farida Left Later', isoDay(Date.now() + 30 * dayMs));
    await prepareCards(intake.id);
    const code = checkUrlOf(await cardsPage(intake.id))
      .pathname.split('/')
      .pop()!;
    db.$client.prepare(`update admissions set status = 'REJECTED' where id = ?`).run(admission.id);
    for (const path of [
      `/certification/card/${code}`,
      '/certification/card/ABCDEFGHJKMNPQRSTVWX',
      '/certification/card/not-a-code%3Cb%3E',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-answer="unknown"');
      expect(html).toContain('No enrolled student matches this card.');
      expect(html).not.toContain('Farida Left Later');
    }
  });
});
