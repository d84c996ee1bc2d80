// After the admission, the look-up on /admission-form shows the admission's
// own reference id (ADM-…) again (issue 34, item 10): an applicant who lost
// the success screen can read it there, in English and Hindi, with and
// without JavaScript (the plain post and Remix's .data post). Real server,
// real SQLite file, real HTTP.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decode } from 'turbo-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { admissions } from '../../db/schema';
import { generousLimits } from '../support/legacy';
import { seedRegistration } from '../support/seed';
import { startServer, type RunningServer } from '../support/server';
import { formDataOf, freshUtr, pngBytes } from '../support/uploads';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer(generousLimits);
});
afterAll(() => server.cleanup());

function withDb<T>(read: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(server.dataDir);
  try {
    return read(db);
  } finally {
    db.$client.close();
  }
}

const lookup = (pathName: string, referenceId: string) =>
  fetch(`${server.url}${pathName}`, { method: 'POST', body: formDataOf({ intent: 'lookup', referenceId }, {}) });

describe('the look-up after the admission', () => {
  it('shows the admission reference id in both languages, with and without JavaScript', async () => {
    const registration = withDb((db) => seedRegistration(db, { status: 'APPROVED' }));
    // Before the admission: no ADM id to show.
    const before = await lookup('/admission-form', registration.referenceId);
    expect(before.status).toBe(200);
    expect(await before.text()).not.toMatch(/ADM-[0-9A-HJKMNP-TV-Z]{8}/);

    const admitted = await fetch(`${server.url}/admission-form`, {
      method: 'POST',
      body: formDataOf(
        {
          intent: 'admit',
          referenceId: registration.referenceId,
          dob: registration.dob,
          utr: freshUtr(),
          idempotencyKey: randomUUID(),
        },
        { paymentScreenshot: { bytes: await pngBytes(360, 640), name: 'paid.png' } },
      ),
    });
    expect(admitted.status).toBe(201);
    const admission = withDb((db) => db.select().from(admissions).where(eq(admissions.registrationId, registration.id)).get());
    expect(admission?.referenceId).toMatch(/^ADM-[0-9A-HJKMNP-TV-Z]{8}$/);
    const admId = admission!.referenceId;

    // Without JavaScript: the page itself, in each language, names the ADM id beside its label.
    const english = await (await lookup('/admission-form', registration.referenceId)).text();
    expect(english).toContain('Your admission form has been received');
    expect(english).toMatch(new RegExp(`Your admission reference ID:\\s*(<!-- -->)?\\s*<strong[^>]*>${admId}</strong>`));
    const hindi = await (await lookup('/hi/admission-form', registration.referenceId)).text();
    expect(hindi).toContain('आपका प्रवेश फ़ॉर्म मिल गया है');
    expect(hindi).toMatch(new RegExp(`आपकी प्रवेश रेफ़रेंस ID:\\s*(<!-- -->)?\\s*<strong[^>]*>${admId}</strong>`));

    // With JavaScript: Remix posts to .data; the applicant in the answer carries the id the page shows.
    const data = await fetch(`${server.url}/admission-form.data`, {
      method: 'POST',
      body: formDataOf({ intent: 'lookup', referenceId: registration.referenceId }, {}),
    });
    expect(data.status).toBe(200);
    const decoded = await decode(data.body!);
    await decoded.done;
    const state = (decoded.value as { data: { step: string; applicant: Record<string, unknown> } }).data;
    expect(state.step).toBe('details');
    expect(state.applicant).toMatchObject({ admissionStatus: 'PENDING', admissionReferenceId: admId });
  });
});
