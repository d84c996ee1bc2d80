// The admitted student's own study record over real HTTP against the
// production build (issue 54 item 7): staff take attendance and enter marks
// through the procedures; the student's look-up refuses a wrong second
// factor (learning nothing, the failure counted) and with the right one
// shows the batch, the attendance share (late counted as attended), the marks
// per test with grades and the standing, in Hindi on /hi/admission-form,
// without JavaScript. Nothing of another student and no staff names.
// Needs `npm run build`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../db/client';
import { factorLocks, intakes } from '../../db/schema';
import { startServer, type RunningServer } from '../support/server';
import { seedAdmission, seedRegistration, seedUpload, tinyPng } from '../support/seed';

const owner = { email: 'owner.record@example.in', password: 'owner-record-long-secret' };
const dayMs = 86_400_000;

let server: RunningServer;
let db: DB;
let ownerCookie: string;

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

async function trpc<T = unknown>(name: string, input: unknown, cookie = ownerCookie) {
  const response = await fetch(`${server.url}/trpc/${name}`, {
    method: 'POST',
    headers: { ...(cookie ? { cookie } : {}), origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const text = await response.text();
  const body = JSON.parse(text) as { result?: { data: T }; error?: { message: string } };
  return { status: response.status, data: body.result?.data as T, text };
}

/** The India-time 'YYYY-MM-DDTHH:mm' of `daysAgo` days ago at 10:00. */
const classAt = (daysAgo: number) => `${new Date(Date.now() - daysAgo * dayMs).toISOString().slice(0, 10)}T10:00`;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, RATE_LIMIT_LOGIN_PER_15MIN: '1000' });
  db = openDatabase(server.dataDir);
  ownerCookie = await signIn(owner);
}, 90_000);

afterAll(async () => {
  db?.$client.close();
  await server?.stop();
});

describe('the student’s own study record', () => {
  it('refuses a wrong second factor, and with the right one shows the share, marks and standing in Hindi without JavaScript', async () => {
    const startsAt = new Date(Date.now() - 30 * dayMs);
    const intake = db
      .insert(intakes)
      .values({
        courseCode: 'DCA',
        centre: 'gandhinagar',
        courseMode: 'Offline',
        session: '2026-27',
        startsAt,
        opensAt: new Date(startsAt.getTime() - 30 * dayMs),
        closesAt: new Date(startsAt.getTime() - dayMs),
        seats: 60,
      })
      .returning()
      .get();
    const admit = (name: string, dob: string) => {
      const registration = seedRegistration(db, { name, dob, intakeId: intake.id, status: 'APPROVED', language: 'hi' });
      return { registration, admission: seedAdmission(db, registration, { status: 'APPROVED', language: 'hi' }) };
    };
    const asha = admit('Asha Record Kumari', '2004-03-09');
    const bina = admit('Bina Other Student', '2003-07-21');

    expect((await trpc('batches.setRule', { courseCode: 'DCA', minAttendancePercent: 80, minInternalPercent: 40 })).status).toBe(
      200,
    );
    // Four classes: Asha present, late, absent, present (3 of 4, 75 %); Bina present at all.
    const statuses = ['present', 'late', 'absent', 'present'] as const;
    for (const [index, status] of statuses.entries()) {
      const added = await trpc<{ id: number }>('batches.addSession', {
        intakeId: intake.id,
        startsAt: classAt(10 - index),
        minutes: 60,
      });
      expect(added.status, added.text).toBe(200);
      const saved = await trpc('batches.saveAttendance', {
        sessionId: added.data.id,
        idempotencyKey: randomUUID(),
        baseVersion: 0,
        marks: [
          { admissionId: asha.admission.id, status },
          { admissionId: bina.admission.id, status: 'present' },
        ],
      });
      expect(saved.status, saved.text).toBe(200);
    }
    const test = await trpc<{ id: number }>('batches.createAssessment', {
      intakeId: intake.id,
      title: 'MS Word practical',
      heldOn: new Date(Date.now() - 3 * dayMs).toISOString().slice(0, 10),
      maxMarks: 25,
    });
    expect(test.status, test.text).toBe(200);
    const marked = await trpc('batches.saveMarks', {
      assessmentId: test.data.id,
      idempotencyKey: randomUUID(),
      baseVersion: 0,
      marks: [
        { admissionId: asha.admission.id, marks: 18 },
        { admissionId: bina.admission.id, marks: 25 },
      ],
    });
    expect(marked.status, marked.text).toBe(200);

    // The procedure: a wrong factor and an unknown id answer alike, learn nothing, and are counted.
    const referenceId = asha.registration.referenceId;
    const wrong = await trpc('batches.studentRecord', { referenceId, dob: '2004-03-10' }, '');
    expect(wrong.status).toBe(404);
    expect(wrong.text).not.toContain('75');
    expect(wrong.text).not.toContain(asha.admission.referenceId);
    const unknown = await trpc('batches.studentRecord', { referenceId: 'REG-NOSUCH00', dob: '2004-03-09' }, '');
    expect(unknown.status).toBe(404);
    expect(
      db
        .select()
        .from(factorLocks)
        .all()
        .map((row) => [row.subject, row.failures]),
    ).toEqual(expect.arrayContaining([[referenceId, 1]]));

    const right = await trpc<{
      attended: number;
      held: number;
      late: number;
      attendancePercent: number;
      tests: { title: string; marks: number | null; maxMarks: number; grade: string | null }[];
      internalPercent: number;
      standing: string;
    }>(
      'batches.studentRecord',
      { referenceId: referenceId.toLowerCase(), mobileLastFour: asha.registration.mobile.slice(-4) },
      '',
    );
    expect(right.status, right.text).toBe(200);
    expect(right.data).toMatchObject({ attended: 3, held: 4, late: 1, attendancePercent: 75, internalPercent: 72 });
    expect(right.data.standing).toBe('below-attendance');
    expect(right.data.tests).toEqual([expect.objectContaining({ title: 'MS Word practical', marks: 18, maxMarks: 25 })]);
    expect(right.data.tests[0]!.grade).toBeTruthy();
    // Nothing of another student, and no staff names: who took the attendance is not said.
    expect(right.text).not.toContain('Bina');
    expect(right.text).not.toContain(owner.email);
    // A right factor clears the count.
    expect(
      db
        .select()
        .from(factorLocks)
        .all()
        .filter((row) => row.subject === referenceId),
    ).toEqual([]);

    // The page, without JavaScript: a plain multipart post of the look-up's answer's form.
    const post = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return fetch(`${server.url}/hi/admission-form`, { method: 'POST', headers: { origin: server.url }, body: form });
    };
    const looked = await post({ intent: 'lookup', referenceId });
    expect(looked.status).toBe(200);
    const lookedHtml = await looked.text();
    expect(lookedHtml).toContain('मेरी उपस्थिति और अंक दिखाएँ');
    expect(lookedHtml).not.toContain('कक्षाओं में उपस्थित');

    const refused = await post({ intent: 'record', referenceId, dob: '2001-01-01', mobileLastFour: '' });
    expect(refused.status).toBe(404);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain('id="record-error"');
    expect(refusedHtml).not.toContain('कक्षाओं में उपस्थित');

    const opened = await post({ intent: 'record', referenceId, dob: '2004-03-09', mobileLastFour: '' });
    expect(opened.status).toBe(200);
    const html = await opened.text();
    expect(html).toContain('4 में से 3 कक्षाओं में उपस्थित (75%)।');
    expect(html).toContain('1 बार देर से आए');
    expect(html).toContain('25 में से 18');
    expect(html).toContain('आपकी उपस्थिति कोर्स के लिए ज़रूरी उपस्थिति से कम है।');
    expect(html).toContain('कम से कम 80% उपस्थिति और 40% आंतरिक अंक');
    expect(html).not.toContain('Bina Other Student');
    expect(html).not.toContain(owner.email);
  });

  it('prints a batch’s student ID cards for staff: photo, name, course, batch and validity; only admitted students', async () => {
    const startsAt = new Date(Date.now() - 10 * dayMs);
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
        endsOn: '2027-05-31',
      })
      .returning()
      .get();
    const registration = seedRegistration(db, { name: 'Chanda Card Kumari', intakeId: intake.id, status: 'APPROVED' });
    const admission = seedAdmission(db, registration, { status: 'APPROVED' });
    const photo = seedUpload(
      db,
      server.dataDir,
      { ownerType: 'registration', ownerId: registration.id, kind: 'photo' },
      { bytes: tinyPng, detectedType: 'image/png', originalName: 'me.png' },
    );
    const pending = seedRegistration(db, { name: 'Pending Not Carded', intakeId: intake.id, status: 'APPROVED' });
    seedAdmission(db, pending, { status: 'PENDING' });

    const page = await fetch(`${server.url}/admin/batches/${intake.id}/cards`, { headers: { cookie: ownerCookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`data-testid="id-card-${admission.referenceId}"`);
    expect(html).toContain('Chanda Card Kumari');
    expect(html).toContain('Diploma in Computer Application');
    expect(html).toContain('Belwa');
    expect(html).toContain('Valid until 31 May 2027');
    expect(html).toContain(`src="/admin/documents/${photo.id}"`);
    expect(html).not.toContain('Pending Not Carded');
    const image = await fetch(`${server.url}/admin/documents/${photo.id}`, { headers: { cookie: ownerCookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/png');

    // Without a session: never the page.
    const anonymous = await fetch(`${server.url}/admin/batches/${intake.id}/cards`, { redirect: 'manual' });
    expect([302, 401]).toContain(anonymous.status);
    const unknown = await fetch(`${server.url}/admin/batches/999999/cards`, { headers: { cookie: ownerCookie } });
    expect(unknown.status).toBe(404);
  });
});
