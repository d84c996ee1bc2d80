// A correction instead of a rejection (decision 048), end to end over real
// HTTP against the production build, with a real SMTP server: an application
// from the old client, staff ask for a new Aadhaar card and the address
// again, the applicant is emailed in their language, opens the correction on
// /admission-form with a second factor and sends only what was asked. No
// second fee, no second record; the old file stays beside the new one until
// the record's documents are purged; the old client sees PENDING throughout.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { corrections, registrations, statusEvents, uploads } from '../../db/schema';
import { correctionMessages } from '../../domain/schemas/messages';
import { problemsHi } from '../../app/locales/problems.hi';
import { documentRequiredMessages } from '../../domain/schemas/documents';
import { createLogger } from '../../server/logger';
import { purgeOldDocuments } from '../../server/services/upkeep/retention';
import { uploadsDirOf } from '../../server/storage/paths';
import { generousLimits, legacyClient, oldApplicationFields, oldApplicationFiles, stateOf } from '../support/legacy';
import { startServer, type RunningServer } from '../support/server';
import { startSmtpServer, waitFor, type TestSmtpServer } from '../support/smtp';
import { dobForAge, formDataOf, pdfBytes, pngBytes } from '../support/uploads';

let server: RunningServer;
let smtp: TestSmtpServer;
let client: ReturnType<typeof legacyClient>;
let cookie: string;

const staff = { email: 'office@example.in', password: 'office-password-1' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    ...generousLimits,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'office@example.in',
    PUBLIC_URL: 'https://institute.example.in',
  });
  client = legacyClient(server);
  const login = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(staff).toString(),
  });
  expect(login.status).toBe(302);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(async () => {
  await server.cleanup();
  await smtp.close();
});

function withDb<T>(read: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(server.dataDir);
  try {
    return read(db);
  } finally {
    db.$client.close();
  }
}

type Json = Record<string, unknown>;

/** A tRPC call as the dashboard makes it, with staff's session cookie. */
async function trpc(procedure: string, input: Json, kind: 'query' | 'mutation' = 'mutation') {
  const response =
    kind === 'mutation'
      ? await fetch(`${server.url}/trpc/${procedure}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify(input),
        })
      : await fetch(`${server.url}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, {
          headers: { cookie },
        });
  const body = (await response.json()) as {
    result?: { data: unknown };
    error?: { message: string; data?: { fieldErrors?: Record<string, string[]> | null } };
  };
  return { status: response.status, data: body.result?.data as Json, error: body.error };
}

/** A plain (no JavaScript) post of the admission form. */
function postPage(pathName: string, fields: Record<string, string>, files: Parameters<typeof formDataOf>[1] = {}) {
  return fetch(`${server.url}${pathName}`, { method: 'POST', body: formDataOf(fields, files) });
}

const decodeHtml = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('a correction instead of a rejection', () => {
  it('goes from staff to the applicant and back without a second fee, keeping the old document', async () => {
    const dob = dobForAge(20);
    const submitted = await client.postForm(
      '/api/form/submit',
      oldApplicationFields({ dob, mobile1: '9812345210', name: 'Correction Kumari' }),
      await oldApplicationFiles(),
    );
    expect(submitted.status).toBe(201);
    const referenceId = ((await submitted.json()) as { form: { referenceId: string } }).form.referenceId;
    const before = withDb((db) => db.select().from(registrations).where(eq(registrations.referenceId, referenceId)).get()!);
    const firstAadhaar = withDb((db) =>
      db
        .select()
        .from(uploads)
        .where(and(eq(uploads.ownerId, before.id), eq(uploads.kind, 'aadhaar')))
        .get()!,
    );

    // Nothing ticked: refused with the reason, nothing written.
    const empty = await trpc('registrations.requestCorrection', { id: before.id, documents: [], fields: [], remark: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.error?.data?.fieldErrors?.documents).toEqual(['Tick at least one document or field to correct.']);

    const asked = await trpc('registrations.requestCorrection', {
      id: before.id,
      documents: ['aadhaarUpload'],
      fields: ['address'],
      remark: 'The Aadhaar photo is blurred and the address has no PIN code.',
    });
    expect(asked.status).toBe(200);
    expect(asked.data).toMatchObject({ id: before.id, emailQueued: true });
    const deadline = new Date(asked.data.deadlineAt as string).getTime();
    expect(Math.round((deadline - Date.now()) / 86_400_000)).toBe(7);

    // The old client still reads PENDING, in the look-up and in staff's list.
    const oldLookup = (await (await client.get(`/api/form/getFormById/${referenceId}`)).json()) as { form: Json[] };
    expect(oldLookup.form[0]).toMatchObject({ referenceId, status: 'PENDING' });
    const token = await client.login();
    const oldList = (await (await client.get(`/api/form/forms`, token)).json()) as Json[];
    expect(oldList.find((row) => row.referenceId === referenceId)).toMatchObject({ status: 'PENDING' });

    // Staff's list marks it, and a second request waits for this one.
    const listed = await trpc('registrations.list', { q: referenceId }, 'query');
    expect((listed.data.rows as Json[])[0]).toMatchObject({ status: 'PENDING', correction: 'requested' });
    const again = await trpc('registrations.requestCorrection', {
      id: before.id,
      documents: ['photoUpload'],
      fields: [],
      remark: 'Photo too',
    });
    expect(again.status).toBe(409);
    // Not rejected while the applicant still has time.
    const early = await trpc('registrations.decide', { id: before.id, status: 'REJECTED', remark: 'No answer' });
    expect(early.status).toBe(409);
    expect(early.error?.message).toMatch(
      /^A correction is open until \d{1,2} \w+ \d{4}: the registration can be rejected after that\.$/,
    );

    // The applicant is told, with the remark, the deadline and the link.
    await waitFor(() => smtp.received.some((mail) => (mail.headers.subject ?? '').includes(referenceId)), 'the correction email');
    const mail = smtp.received.find((candidate) => (candidate.headers.subject ?? '').includes(referenceId))!;
    expect(mail.headers.subject).toBe(`Your application ${referenceId}: correction requested`);
    expect(mail.text).toContain('Remark: The Aadhaar photo is blurred and the address has no PIN code.');
    expect(mail.text).toContain('https://institute.example.in/admission-form');
    expect(mail.text).toContain('There is no fee to pay again.');

    // The look-up says a correction is asked, but not what: that needs the second factor.
    const lookup = decodeHtml(await (await postPage('/admission-form', { intent: 'lookup', referenceId })).text());
    expect(lookup).toContain('The institute has asked you to correct your application by');
    expect(lookup).not.toContain('The Aadhaar photo is blurred');
    expect(lookup).not.toContain(dob);

    // A wrong factor and an unknown reference id get the same answer.
    const wrong = await postPage('/admission-form', { intent: 'verify', referenceId, dob: '1990-01-01' });
    const unknown = await postPage('/admission-form', { intent: 'verify', referenceId: 'REG-ZZZZZZZZ', dob: '1990-01-01' });
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(decodeHtml(await wrong.text())).toContain(correctionMessages.factorMismatch);
    expect(decodeHtml(await unknown.text())).toContain(correctionMessages.factorMismatch);
    const wrongDigits = await postPage('/admission-form', { intent: 'verify', referenceId, mobileLastFour: '5211' });
    expect(wrongDigits.status).toBe(404);

    // The right one (the mobile's last four digits) shows the remark and only the asked fields.
    const opened = await postPage('/admission-form', { intent: 'verify', referenceId, mobileLastFour: '5210' });
    expect(opened.status).toBe(200);
    const openedHtml = decodeHtml(await opened.text());
    expect(openedHtml).toContain('The Aadhaar photo is blurred and the address has no PIN code.');
    expect(openedHtml).toContain('name="aadhaarUpload"');
    expect(openedHtml).toContain('name="values.address"');
    expect(openedHtml).not.toContain('name="photoUpload"');
    expect(openedHtml).not.toContain('name="utr"');

    // The asked document missing: refused per field, nothing written.
    const stateBefore = stateOf(server);
    const missing = await postPage('/admission-form?correct', {
      intent: 'correct',
      referenceId,
      mobileLastFour: '5210',
      'values.address': 'Ward 4, Belwa, Purnia 854301',
    });
    expect(missing.status).toBe(400);
    expect(decodeHtml(await missing.text())).toContain(documentRequiredMessages.aadhaarUpload);
    expect(stateOf(server)).toEqual(stateBefore);

    // Sent with the date of birth as the factor this time.
    const newAadhaar = await pngBytes(600, 380, '#88aa44');
    const sent = await postPage(
      '/admission-form?correct',
      { intent: 'correct', referenceId, dob, 'values.address': 'Ward 4, Belwa, Purnia 854301' },
      { aadhaarUpload: { bytes: newAadhaar, name: 'aadhaar-clear.png' } },
    );
    expect(sent.status).toBe(201);
    expect(decodeHtml(await sent.text())).toContain(correctionMessages.sent);

    // One record, its fee and UTR as they were; the address corrected; both Aadhaar files kept.
    const after = withDb((db) => db.select().from(registrations).where(eq(registrations.referenceId, referenceId)).all());
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      status: 'PENDING',
      registrationFee: before.registrationFee,
      utr: before.utr,
      address: 'Ward 4, Belwa, Purnia 854301',
    });
    expect(stateOf(server).rows.registrations).toBe(stateBefore.rows.registrations);
    const aadhaars = withDb((db) =>
      db
        .select()
        .from(uploads)
        .where(and(eq(uploads.ownerId, before.id), eq(uploads.kind, 'aadhaar')))
        .all(),
    );
    expect(aadhaars).toHaveLength(2);
    const old = aadhaars.find((row) => row.id === firstAadhaar.id)!;
    const fresh = aadhaars.find((row) => row.id !== firstAadhaar.id)!;
    expect(old.replacedAt).not.toBeNull();
    expect(fresh).toMatchObject({ replacedAt: null, originalName: 'aadhaar-clear.png' });
    for (const row of aadhaars) expect(existsSync(path.join(uploadsDirOf(server.dataDir), row.storedName))).toBe(true);
    expect(stateOf(server).files.tmp).toEqual([]);

    // Staff: back in the queue as corrected, the new file first, the history in the status events.
    const detail = await trpc('registrations.detail', { id: before.id }, 'query');
    const record = detail.data.record as Json & { documents: Json[] };
    expect(record).toMatchObject({ status: 'PENDING', correction: 'corrected' });
    const aadhaarDocs = record.documents.filter((doc) => doc.kind === 'aadhaar');
    expect(aadhaarDocs.map((doc) => [doc.id, doc.replacedAt === null])).toEqual([
      [fresh.id, true],
      [old.id, false],
    ]);
    expect((detail.data.corrections as Json[])[0]).toMatchObject({
      fields: ['address'],
      documents: ['aadhaarUpload'],
      previousValues: { address: before.address },
    });
    const events = withDb((db) =>
      db
        .select()
        .from(statusEvents)
        .where(and(eq(statusEvents.recordType, 'registration'), eq(statusEvents.recordId, before.id)))
        .all(),
    );
    expect(events.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      ['PENDING', 'CORRECTION_REQUESTED'],
      ['CORRECTION_REQUESTED', 'CORRECTED'],
    ]);
    // The applicant's own answer reads as theirs, not as a removed staff account's (issue 55).
    expect((detail.data.history as Json[]).map((event) => [event.to, event.by])).toEqual([
      ['CORRECTION_REQUESTED', expect.any(String)],
      ['CORRECTED', 'the applicant'],
    ]);

    // The old client's list names the new file, and still PENDING.
    const oldAfter = (await (await client.get(`/api/form/forms`, token)).json()) as Json[];
    const oldRow = oldAfter.find((row) => row.referenceId === referenceId)!;
    expect(oldRow.status).toBe('PENDING');
    expect(String(oldRow.aadhaarUpload)).toContain(`/api/files/${fresh.id}?`);

    // The same answer again: nothing left to correct, nothing written; told in the words a
    // wrong factor gets, so the answer never says the factor was right (decision 067).
    const twice = await postPage(
      '/admission-form?correct',
      { intent: 'correct', referenceId, dob, 'values.address': 'Elsewhere' },
      { aadhaarUpload: { bytes: pdfBytes, name: 'again.pdf' } },
    );
    expect(twice.status).toBe(404);
    expect(decodeHtml(await twice.text())).toContain(correctionMessages.factorMismatch);
    expect(withDb((db) => db.select().from(uploads).where(eq(uploads.ownerId, before.id)).all())).toHaveLength(
      5, // the four first documents and the one new Aadhaar card
    );

    // A second correction; past its deadline the applicant is told so, and staff may reject.
    const second = await trpc('registrations.requestCorrection', {
      id: before.id,
      documents: ['photoUpload'],
      fields: [],
      remark: 'Please send a photo with your face uncovered.',
    });
    expect(second.status).toBe(200);
    withDb((db) =>
      db
        .update(corrections)
        .set({ deadlineAt: new Date(Date.now() - 60_000) })
        .where(and(eq(corrections.registrationId, before.id)))
        .run(),
    );
    const late = await postPage('/admission-form', { intent: 'verify', referenceId, dob });
    expect(late.status).toBe(404);
    expect(decodeHtml(await late.text())).toContain(correctionMessages.factorMismatch);
    const rejected = await trpc('registrations.decide', { id: before.id, status: 'REJECTED', remark: 'No new photo in time.' });
    expect(rejected.status).toBe(200);

    // The retention rule purges the replaced file with the record's other documents.
    const names = withDb((db) => db.select().from(uploads).where(eq(uploads.ownerId, before.id)).all()).map(
      (row) => row.storedName,
    );
    expect(names).toContain(old.storedName);
    const purgeDb = openDatabase(server.dataDir);
    try {
      await purgeOldDocuments(purgeDb, server.dataDir, {
        olderThanDays: 0,
        now: Date.now() + 1000,
        logger: createLogger('silent'),
      });
    } finally {
      purgeDb.$client.close();
    }
    for (const name of names) expect(existsSync(path.join(uploadsDirOf(server.dataDir), name))).toBe(false);
    expect(withDb((db) => db.select().from(uploads).where(eq(uploads.ownerId, before.id)).all())).toEqual([]);
  });

  it('speaks Hindi on the Hindi page, and counts the second factor like the look-up', async () => {
    const limited = await startServer({ ...generousLimits, RATE_LIMIT_LOOKUPS_PER_15MIN: '3' });
    try {
      const hindi = legacyClient(limited);
      const submitted = await hindi.postForm(
        '/api/form/submit',
        oldApplicationFields({ mobile1: '9812345299' }),
        await oldApplicationFiles(),
      );
      const referenceId = ((await submitted.json()) as { form: { referenceId: string } }).form.referenceId;
      const db = openDatabase(limited.dataDir);
      try {
        const row = db.select().from(registrations).where(eq(registrations.referenceId, referenceId)).get()!;
        db.update(registrations).set({ language: 'hi' }).where(eq(registrations.id, row.id)).run();
        const { requestCorrection } = await import('../../server/services/admissions/corrections');
        requestCorrection(db, { id: row.id, documents: ['tenthDoc'], fields: [], remark: '10वीं का अंकपत्र धुंधला है।' }, null, null);
      } finally {
        db.$client.close();
      }
      const post = (fields: Record<string, string>) =>
        fetch(`${limited.url}/hi/admission-form`, { method: 'POST', body: formDataOf(fields, {}) });
      const opened = decodeHtml(await (await post({ intent: 'verify', referenceId, mobileLastFour: '5299' })).text());
      expect(opened).toContain('10वीं का अंकपत्र धुंधला है।');
      expect(opened).toContain('अपने आवेदन में सुधार करें');
      const wrong = await post({ intent: 'verify', referenceId, mobileLastFour: '0000' });
      expect(wrong.status).toBe(404);
      expect(decodeHtml(await wrong.text())).toContain(problemsHi.correction.factorMismatch);
      // The look-up allowance (3) is spent by now: the next attempt waits, whatever it says.
      const limitedAttempt = await post({ intent: 'verify', referenceId, mobileLastFour: '5299' });
      expect(limitedAttempt.status).toBe(429);
      expect(limitedAttempt.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.cleanup();
    }
  });
});
