// A lost answer is not a lost application (decision 017), over real HTTP
// against the production build: the first send reaches the server, which
// stores it, but the connection is dropped before the answer is read. Sending
// again through the page's plain post, the JavaScript path and the old
// client's /api gets the first reference id each time, with one record and
// no extra files under DATA_DIR; a different applicant with that UTR is
// still refused with 409.
import { connect } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decode } from 'turbo-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { admissions, registrations } from '../../db/schema';
import { refusalMessages } from '../../domain/schemas/refusals';
import { generousLimits, legacyClient, oldApplicationFields, stateOf } from '../support/legacy';
import { startServer, type RunningServer } from '../support/server';
import { applicationFields, applicationFiles, formDataOf, freshUtr, pngBytes, type FileSpec } from '../support/uploads';

let server: RunningServer;
let client: ReturnType<typeof legacyClient>;

beforeAll(async () => {
  server = await startServer(generousLimits);
  client = legacyClient(server);
});
afterAll(() => server.cleanup());

type Json = Record<string, unknown>;

/** Reads the database while the server runs (WAL lets both in). */
function withDb<T>(read: (db: ReturnType<typeof openDatabase>) => T): T {
  const db = openDatabase(server.dataDir);
  try {
    return read(db);
  } finally {
    db.$client.close();
  }
}

/**
 * Sends a whole multipart POST on a raw socket, waits until the server has
 * stored what it carried (`stored` turns true), then destroys the connection
 * without reading a byte of the answer: the applicant's phone lost signal.
 */
async function sendAndLoseAnswer(pathName: string, form: FormData, stored: () => boolean): Promise<void> {
  const request = new Request(`${server.url}${pathName}`, { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  let received = 0;
  socket.on('data', (chunk: Buffer) => (received += chunk.length));
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(
        [
          `POST ${pathName} HTTP/1.1`,
          `Host: ${hostname}:${port}`,
          `Content-Type: ${request.headers.get('content-type')}`,
          `Content-Length: ${body.length}`,
          '',
          '',
        ].join('\r\n'),
      );
      socket.write(body, (error) => (error ? reject(error) : resolve()));
    });
  });
  socket.pause(); // the answer is never read
  for (let tries = 0; !stored(); tries++) {
    if (tries > 300) throw new Error(`the first send to ${pathName} was never stored`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  socket.destroy();
  expect(received).toBe(0);
}

/** The action data Remix's browser code decodes from POST /route.data (the JavaScript path of a Remix form). */
async function actionDataOf(response: Response): Promise<Json> {
  const decoded = await decode(response.body!);
  await decoded.done;
  return (decoded.value as { data: Json }).data;
}

/** Every reference id of a kind a page shows (the spec's placeholder REG-XXXXXXXX aside). */
function referenceIdsIn(html: string, prefix: 'REG' | 'ADM'): string[] {
  const found = html.match(new RegExp(`${prefix}-[0-9A-HJKMNP-TV-Z]{8}`, 'g')) ?? [];
  return [...new Set(found)].filter((id) => id !== `${prefix}-XXXXXXXX`);
}

/** What a resend must leave as it was: rows, and files in uploads/ and tmp/. */
const stateNow = () => stateOf(server);

describe('a registration whose answer was lost', () => {
  it('is answered with the first reference id through every path; another applicant with its UTR gets 409', async () => {
    const utr = freshUtr();
    const key = randomUUID();
    const fields = applicationFields({ utr, name: 'Lost Answer', mobile: '9876501234', idempotencyKey: key });
    const files = await applicationFiles();
    const registrationOf = () => withDb((db) => db.select().from(registrations).where(eq(registrations.utr, utr)).get());

    // The JavaScript form's send (XMLHttpRequest to /admissions/submit), answer lost.
    await sendAndLoseAnswer('/admissions/submit', formDataOf(fields, files), () => !!registrationOf());
    const first = registrationOf()!;
    expect(first.idempotencyKey).toBe(key);
    const stored = stateNow();
    expect(stored.rows.registrations).toBeGreaterThan(0);
    expect(stored.files.tmp).toEqual([]);

    // The same form again (its saved draft keeps the key), with JavaScript.
    const sameForm = await fetch(`${server.url}/admissions/submit`, { method: 'POST', body: formDataOf(fields, files) });
    expect(sameForm.status).toBe(201);
    const sameFormBody = (await sameForm.json()) as { ok: boolean; receipt: { referenceId: string; alreadySubmitted: boolean } };
    expect(sameFormBody.ok).toBe(true);
    expect(sameFormBody.receipt).toMatchObject({ referenceId: first.referenceId, alreadySubmitted: true });

    // A reload that lost the draft: a new key, the same UTR, name and mobile.
    const newKey = await fetch(`${server.url}/admissions/submit`, {
      method: 'POST',
      body: formDataOf({ ...fields, idempotencyKey: randomUUID() }, files),
    });
    expect(((await newKey.json()) as { receipt: { referenceId: string } }).receipt.referenceId).toBe(first.referenceId);

    // The page's plain post (no JavaScript), whose key the server gave with the page;
    // the mobile typed with its +91 and spaces, the name with other capitals.
    const page = await fetch(`${server.url}/admissions`, {
      method: 'POST',
      body: formDataOf(
        { ...fields, name: 'LOST  answer', mobile: '+91 98765 01234', idempotencyKey: 'server-key-0123456789abcdef' },
        files,
      ),
    });
    expect(page.status).toBe(201);
    expect(referenceIdsIn(await page.text(), 'REG')).toEqual([first.referenceId]);

    // The old client: its own field names, no key.
    const legacy = await client.postForm(
      '/api/form/submit',
      oldApplicationFields({ transectionId: utr, name: 'Lost Answer', mobile1: '9876501234' }),
      files,
    );
    expect(legacy.status).toBe(200);
    expect(((await legacy.json()) as { form: { referenceId: string } }).form.referenceId).toBe(first.referenceId);

    // One record, and not one file more than the first send stored.
    expect(stateNow()).toEqual(stored);
    expect(withDb((db) => db.select().from(registrations).where(eq(registrations.utr, utr)).all())).toHaveLength(1);

    // Another applicant with that UTR is refused, on every path, with the spec's message.
    const otherName = await fetch(`${server.url}/admissions/submit`, {
      method: 'POST',
      body: formDataOf({ ...fields, name: 'Someone Else', idempotencyKey: randomUUID() }, files),
    });
    expect(otherName.status).toBe(409);
    expect(((await otherName.json()) as { message: string }).message).toBe(refusalMessages.utrUsed);
    const otherMobile = await fetch(`${server.url}/admissions`, {
      method: 'POST',
      body: formDataOf({ ...fields, mobile: '9123456780', idempotencyKey: randomUUID() }, files),
    });
    expect(otherMobile.status).toBe(409);
    expect(await otherMobile.text()).toContain('This transaction ID has already been used');
    const otherLegacy = await client.postForm(
      '/api/form/submit',
      oldApplicationFields({ transectionId: utr, name: 'Lost Answer', mobile1: '9000000001' }),
      files,
    );
    expect(otherLegacy.status).toBe(409);
    expect(stateNow()).toEqual(stored);
  });
});

describe('an admission whose answer was lost', () => {
  async function approvedRegistration(name: string, mobile: string): Promise<string> {
    const response = await client.postForm(
      '/api/form/submit',
      oldApplicationFields({ name, mobile1: mobile }),
      await applicationFiles(),
    );
    expect(response.status).toBe(201);
    const referenceId = ((await response.json()) as { form: { referenceId: string } }).form.referenceId;
    const token = await client.login();
    const approved = await client.postJson(
      `/api/form/update-status/${referenceId}`,
      { status: 'APPROVED' },
      { 'x-auth-token': token },
    );
    expect(approved.status).toBe(200);
    return referenceId;
  }

  it('is answered with the first admission reference id through every path; another registration with its UTR gets 409', async () => {
    const referenceId = await approvedRegistration('Admitted Once', '9876505678');
    const other = await approvedRegistration('Another Student', '9876509999');
    const utr = freshUtr();
    const key = randomUUID();
    const screenshot: Record<string, FileSpec> = { paymentScreenshot: { bytes: await pngBytes(360, 640), name: 'paid.png' } };
    // The second factor of each (decision 067): its mobile's last four digits.
    const fields = { intent: 'admit', referenceId, mobileLastFour: '5678', utr, idempotencyKey: key };
    const admissionOf = () => withDb((db) => db.select().from(admissions).where(eq(admissions.utr, utr)).get());

    // The JavaScript form's send (Remix posts the form to /admission-form.data), answer lost.
    await sendAndLoseAnswer('/admission-form.data', formDataOf(fields, screenshot), () => !!admissionOf());
    const first = admissionOf()!;
    expect(first.idempotencyKey).toBe(key);
    const stored = stateNow();
    expect(stored.files.tmp).toEqual([]);

    // The same form again, with JavaScript.
    const sameForm = await fetch(`${server.url}/admission-form.data`, { method: 'POST', body: formDataOf(fields, screenshot) });
    const sameFormData = await actionDataOf(sameForm);
    expect(sameFormData.step).toBe('done');
    expect(sameFormData.receipt).toMatchObject({ admissionReferenceId: first.referenceId, alreadySubmitted: true });

    // After a reload, without JavaScript: the page's plain post with another key.
    const page = await fetch(`${server.url}/admission-form`, {
      method: 'POST',
      body: formDataOf({ ...fields, idempotencyKey: randomUUID() }, screenshot),
    });
    expect(page.status).toBe(201);
    expect(referenceIdsIn(await page.text(), 'ADM')).toEqual([first.referenceId]);

    // The old client: no key.
    const legacy = await client.postForm(
      '/api/admissionForm/submit',
      { formId: referenceId, mobile: '9876505678', transectionId: utr },
      screenshot,
    );
    expect(legacy.status).toBe(200);
    expect(((await legacy.json()) as { admission: { admissionReferenceId: string } }).admission.admissionReferenceId).toBe(
      first.referenceId,
    );

    expect(stateNow()).toEqual(stored);
    expect(withDb((db) => db.select().from(admissions).where(eq(admissions.utr, utr)).all())).toHaveLength(1);

    // Another applicant (another registration, so another name and mobile) with that UTR: 409.
    const otherPage = await fetch(`${server.url}/admission-form.data`, {
      method: 'POST',
      body: formDataOf({ ...fields, referenceId: other, mobileLastFour: '9999', idempotencyKey: randomUUID() }, screenshot),
    });
    expect(otherPage.status).toBe(409);
    expect((await actionDataOf(otherPage)).error).toBe(refusalMessages.utrUsed);
    const otherLegacy = await client.postForm(
      '/api/admissionForm/submit',
      { formId: other, mobile: '9876509999', transectionId: utr },
      screenshot,
    );
    expect(otherLegacy.status).toBe(409);
    expect(stateNow()).toEqual(stored);
  });
});
