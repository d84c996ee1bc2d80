// What the legacy adapter refuses, over real HTTP: admin calls without a
// valid token, and each error status, with nothing written (rows and files).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alterNewestSession,
  generousLimits,
  legacyClient,
  oldApplicationFields,
  oldApplicationFiles,
  stateOf,
} from '../support/legacy';
import { startServer, type RunningServer } from '../support/server';
import { freshUtr, jpegBytes, pngBytes } from '../support/uploads';

let server: RunningServer;
let client: ReturnType<typeof legacyClient>;

beforeAll(async () => {
  server = await startServer(generousLimits);
  client = legacyClient(server);
});
afterAll(() => server.cleanup());

type Json = Record<string, unknown>;
const json = async (response: Response) => (await response.json()) as Json;

/** Runs `call`, then checks no row and no file (stored or staged) appeared. */
async function refusedWithNothingWritten(call: () => Promise<Response>, status: number): Promise<Json> {
  const before = stateOf(server);
  const response = await call();
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = await json(response);
  expect(typeof body.message).toBe('string');
  expect(stateOf(server)).toEqual(before);
  return body;
}

/** An approved registration, made through the old calls. */
async function approvedRegistration(token: string): Promise<string> {
  const response = await client.postForm('/api/form/submit', oldApplicationFields(), await oldApplicationFiles());
  expect(response.status).toBe(201);
  const referenceId = ((await json(response)).form as Json).referenceId as string;
  const approved = await client.postJson(
    `/api/form/update-status/${referenceId}`,
    { status: 'APPROVED' },
    { 'x-auth-token': token },
  );
  expect(approved.status).toBe(200);
  return referenceId;
}

describe('admin calls without a valid x-auth-token', () => {
  const adminCalls: { name: string; call: (token: string | null) => Promise<Response> }[] = [
    { name: 'GET /api/form/forms', call: (token) => fetch(client.url('/api/form/forms'), { headers: headersOf(token) }) },
    {
      name: 'GET /api/admissionForm/forms',
      call: (token) => fetch(client.url('/api/admissionForm/forms'), { headers: headersOf(token) }),
    },
    { name: 'GET /api/enquiry/forms', call: (token) => fetch(client.url('/api/enquiry/forms'), { headers: headersOf(token) }) },
    {
      name: 'POST /api/form/update-status',
      call: (token) => client.postJson('/api/form/update-status/REG-00000000', { status: 'APPROVED' }, headersOf(token)),
    },
    {
      name: 'POST /api/admissionForm/update-status',
      call: (token) => client.postJson('/api/admissionForm/update-status/1', { status: 'APPROVED' }, headersOf(token)),
    },
    {
      name: 'POST /api/enquiry/update-status',
      call: (token) => client.postJson('/api/enquiry/update-status/1', { status: 'RESOLVED' }, headersOf(token)),
    },
    {
      name: 'POST /api/gallery/upload',
      call: async (token) =>
        client.postForm(
          '/api/gallery/upload',
          { category: 'events', title: 'T', description: 'D' },
          { image: { bytes: await jpegBytes(64, 48), name: 'x.jpg' } },
          headersOf(token),
        ),
    },
    {
      name: 'DELETE /api/gallery/delete',
      call: (token) => fetch(client.url('/api/gallery/delete/1'), { method: 'DELETE', headers: headersOf(token) }),
    },
  ];

  function headersOf(token: string | null): Record<string, string> {
    return token === null ? {} : { 'x-auth-token': token };
  }

  it('refuse no token, "null", "undefined" and a forged token with 401 JSON', async () => {
    for (const { name, call } of adminCalls) {
      for (const token of [null, 'null', 'undefined', 'forged-token-forged-token-forged-token-1234']) {
        const body = await refusedWithNothingWritten(() => call(token), 401).catch((error: unknown) => {
          throw new Error(`${name} with ${String(token)}: ${String(error)}`);
        });
        expect(body).toEqual({ message: 'Please sign in.' });
      }
    }
  });

  it('refuse an expired and a revoked session, which worked a moment before', async () => {
    for (const change of ['expire', 'revoke'] as const) {
      const token = await client.login();
      expect((await client.get('/api/enquiry/forms', token)).status).toBe(200);
      alterNewestSession(server, change);
      for (const { name, call } of adminCalls) {
        const response = await call(token);
        expect(response.status, `${name} after ${change}`).toBe(401);
      }
    }
  });
});

describe('POST /api/form/submit refusals', () => {
  it('400 names the old fields of invalid input', async () => {
    const body = await refusedWithNothingWritten(
      async () =>
        client.postForm(
          '/api/form/submit',
          oldApplicationFields({ name: '', mobile1: '12', addressCorrespondence: '', transectionId: 'abc' }),
          await oldApplicationFiles(),
        ),
      400,
    );
    const errors = body.errors as Record<string, string[]>;
    expect(errors.name).toEqual(['Name is required.']);
    expect(errors.addressCorrespondence).toEqual(['Address is required.']);
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['mobile1', 'transectionId']));
    expect(errors).not.toHaveProperty('mobile');
  });

  it('400 when the photo is missing', async () => {
    const files = await oldApplicationFiles();
    delete files.photoUpload;
    const body = await refusedWithNothingWritten(() => client.postForm('/api/form/submit', oldApplicationFields(), files), 400);
    expect((body.errors as Json).photoUpload).toEqual(['Photo is required.']);
  });

  it('400 naming programCourse or Center when the course or centre is unknown', async () => {
    const course = await refusedWithNothingWritten(
      async () =>
        client.postForm(
          '/api/form/submit',
          oldApplicationFields({ programCourse: 'Diploma in Astrology (DAS)' }),
          await oldApplicationFiles(),
        ),
      400,
    );
    expect(course.message).toMatch(/programCourse/);
    expect(course.errors).toHaveProperty('programCourse');
    const centre = await refusedWithNothingWritten(
      async () => client.postForm('/api/form/submit', oldApplicationFields({ Center: 'Patna' }), await oldApplicationFiles()),
      400,
    );
    expect(centre.message).toMatch(/Center/);
    expect(centre.errors).toHaveProperty('Center');
  });

  it('400 when a course is not in the program sent, under programCourse', async () => {
    const body = await refusedWithNothingWritten(
      async () =>
        client.postForm('/api/form/submit', oldApplicationFields({ programCourse: 'PGDCA' }), await oldApplicationFiles()),
      400,
    );
    expect(body.errors).toHaveProperty('programCourse');
  });

  it('400 when consent is explicitly refused', async () => {
    const body = await refusedWithNothingWritten(
      async () => client.postForm('/api/form/submit', oldApplicationFields({ consent: 'false' }), await oldApplicationFiles()),
      400,
    );
    expect(body.errors).toHaveProperty('consent');
  });

  it('400 for a malformed multipart body, never 500', async () => {
    await refusedWithNothingWritten(
      () =>
        fetch(client.url('/api/form/submit'), {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
          body: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--xyz\r\nContent-Disposition: form-data; name="photoUpload"; filename="a.jpg"\r\n\r\npartial',
        }),
      400,
    );
  });

  it('415 for JSON sent to the multipart call', async () => {
    await refusedWithNothingWritten(() => client.postJson('/api/form/submit', oldApplicationFields()), 415);
  });

  it('400 naming the field for a document whose bytes are not an accepted type (a rule of the service)', async () => {
    const files = await oldApplicationFiles();
    files.photoUpload = { bytes: Buffer.from('MZ' + 'x'.repeat(200)), name: 'photo.jpg' };
    const body = await refusedWithNothingWritten(() => client.postForm('/api/form/submit', oldApplicationFields(), files), 400);
    expect(body.errors).toHaveProperty('photoUpload');
  });

  it('415 for a gallery upload that is not a picture', async () => {
    const token = await client.login();
    await refusedWithNothingWritten(
      () =>
        client.postForm(
          '/api/gallery/upload',
          { category: 'events', title: 'T', description: 'D' },
          { image: { bytes: Buffer.from('%PDF-1.4 not a picture'), name: 'x.jpg' } },
          { 'x-auth-token': token },
        ),
      415,
    );
  });

  it('413 for a file over the limit, refused while streaming', async () => {
    const files = await oldApplicationFiles();
    files.aadhaarUpload = { bytes: Buffer.alloc(6 * 1024 * 1024, 1), name: 'big.pdf' };
    const body = await refusedWithNothingWritten(() => client.postForm('/api/form/submit', oldApplicationFields(), files), 413);
    expect(body.message).toMatch(/5 MB/);
  });

  it('413 that the client reads, for a 40 MB photo (refused from its Content-Length, the rest read and dropped)', async () => {
    const files = await oldApplicationFiles();
    files.photoUpload = { bytes: Buffer.alloc(40 * 1024 * 1024, 7), name: 'huge.jpg' };
    // fetch sends the whole body before reading the answer: a cut connection would reject here.
    const body = await refusedWithNothingWritten(() => client.postForm('/api/form/submit', oldApplicationFields(), files), 413);
    expect(body.message).toBe('The upload must be at most 25 MB in all.');
  });

  it('413 that the page transport reads too (the application form posted without JavaScript)', async () => {
    const form = new FormData();
    form.set('name', 'x');
    form.set('photoUpload', new Blob([Buffer.alloc(40 * 1024 * 1024, 7)], { type: 'image/jpeg' }), 'huge.jpg');
    const response = await fetch(`${server.url}/admissions/submit`, {
      method: 'POST',
      headers: { origin: server.url },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe('The upload must be at most 25 MB in all.');
  });

  it('409 for a reused transectionId', async () => {
    const utr = freshUtr();
    const first = await client.postForm(
      '/api/form/submit',
      oldApplicationFields({ transectionId: utr }),
      await oldApplicationFiles(),
    );
    expect(first.status).toBe(201);
    const body = await refusedWithNothingWritten(
      async () =>
        client.postForm(
          '/api/form/submit',
          oldApplicationFields({ transectionId: utr, name: 'Another' }),
          await oldApplicationFiles(),
        ),
      409,
    );
    expect(body.errors).toHaveProperty('transectionId');
  });
});

describe('admission, look-up and status refusals', () => {
  it('404 JSON for an unknown reference id, in the look-up and the admission', async () => {
    const lookup = await client.get('/api/form/getFormById/REG-ZZZZZZZZ');
    expect(lookup.status).toBe(404);
    expect(await json(lookup)).toEqual({ message: 'Failed to fetch applicant details' });
    await refusedWithNothingWritten(
      async () =>
        client.postForm(
          '/api/admissionForm/submit',
          { formId: 'REG-ZZZZZZZZ', transectionId: freshUtr(), mobile: '9812345210' },
          { paymentScreenshot: { bytes: await pngBytes(), name: 'p.png' } },
        ),
      404,
    );
  });

  it('a sequential number as formId names no registration', async () => {
    await refusedWithNothingWritten(
      async () =>
        client.postForm(
          '/api/admissionForm/submit',
          { formId: '1', transectionId: freshUtr(), mobile: '9812345210' },
          { paymentScreenshot: { bytes: await pngBytes(), name: 'p.png' } },
        ),
      404,
    );
  });

  it('409 for a second admission and for a pending registration; 400 without the screenshot', async () => {
    const token = await client.login();
    const referenceId = await approvedRegistration(token);
    const admit = async (utr: string) =>
      client.postForm(
        '/api/admissionForm/submit',
        { formId: referenceId, transectionId: utr, mobile: '9812345210' },
        { paymentScreenshot: { bytes: await pngBytes(), name: 'p.png' } },
      );
    const missing = await refusedWithNothingWritten(
      () =>
        client.postForm(
          '/api/admissionForm/submit',
          { formId: referenceId, transectionId: freshUtr(), mobile: '9812345210' },
          {},
        ),
      400,
    );
    expect((missing.errors as Json).paymentScreenshot).toEqual(['Payment screenshot is required']);
    expect((await admit(freshUtr())).status).toBe(201);
    await refusedWithNothingWritten(() => admit(freshUtr()), 409);

    const pending = await client.postForm('/api/form/submit', oldApplicationFields(), await oldApplicationFiles());
    const pendingId = ((await json(pending)).form as Json).referenceId as string;
    await refusedWithNothingWritten(
      async () =>
        client.postForm(
          '/api/admissionForm/submit',
          { admissionReferenceId: pendingId, transectionId: freshUtr(), mobile: '9812345210' },
          { paymentScreenshot: { bytes: await pngBytes(), name: 'p.png' } },
        ),
      409,
    );
  });

  it('update-status: 400 on another status, 404 on an unknown id, 415 on a non-JSON body', async () => {
    const token = await client.login();
    const referenceId = await approvedRegistration(token);
    const headers = { 'x-auth-token': token };
    const pending = await client.postJson(`/api/form/update-status/${referenceId}`, { status: 'PENDING' }, headers);
    expect(pending.status).toBe(400);
    expect((await json(pending)).errors).toHaveProperty('status');
    expect((await client.postJson('/api/form/update-status/REG-ZZZZZZZZ', { status: 'APPROVED' }, headers)).status).toBe(404);
    expect((await client.postJson('/api/form/update-status/999999', { status: 'APPROVED' }, headers)).status).toBe(404);
    expect((await client.postJson('/api/admissionForm/update-status/ADM-ZZZZZZZZ', { status: 'APPROVED' }, headers)).status).toBe(
      404,
    );
    expect((await client.postJson('/api/enquiry/update-status/999999', { status: 'RESOLVED' }, headers)).status).toBe(404);
    expect((await client.postJson('/api/enquiry/update-status/1', { status: 'PENDING' }, headers)).status).toBe(400);
    const form = await fetch(client.url(`/api/form/update-status/${referenceId}`), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=REJECTED',
    });
    expect(form.status).toBe(415);
    const still = (await (await client.get('/api/form/forms', token)).json()) as Json[];
    expect(still.find((row) => row._id === referenceId)!.status).toBe('APPROVED');
  });
});

describe('POST /api/enquiry/submit refusals', () => {
  it('400 with the error text in `query`, and nothing stored', async () => {
    const body = await refusedWithNothingWritten(
      () =>
        client.postJson('/api/enquiry/submit', {
          name: '',
          email: 'a@example.in',
          mobile: '9123456780',
          subject: 'other',
          query: '',
        }),
      400,
    );
    expect(body.query).toBe('Name is required. query is required.');
    expect(body.errors).toHaveProperty('name');
  });

  it('400 for malformed JSON and 415 for a form post', async () => {
    await refusedWithNothingWritten(() => client.postJson('/api/enquiry/submit', '{"name": "Ravi",'), 400);
    await refusedWithNothingWritten(
      () =>
        fetch(client.url('/api/enquiry/submit'), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'name=Ravi',
        }),
      415,
    );
  });
});

describe('signed document links from the lists', () => {
  it('work, and refuse a tampered signature or expiry', async () => {
    const token = await client.login();
    await approvedRegistration(token);
    const rows = (await (await client.get('/api/form/forms?limit=1', token)).json()) as Json[];
    const link = new URL(rows[0]!.aadhaarUpload as string);
    expect((await fetch(link)).status).toBe(200);
    const signature = link.searchParams.get('signature')!;
    const tampered = new URL(link);
    tampered.searchParams.set('signature', (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1));
    expect((await fetch(tampered)).status).toBe(403);
    const extended = new URL(link);
    extended.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600));
    expect((await fetch(extended)).status).toBe(403);
    const expiresIn = Number(link.searchParams.get('expires')) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(60);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60);
  });
});

describe('429 on the submit calls', () => {
  it('throttles old-client submits per address with Retry-After, storing nothing', async () => {
    const strict = await startServer({ RATE_LIMIT_SUBMITS_PER_HOUR: '1' });
    try {
      const strictClient = legacyClient(strict);
      const enquiry = { name: 'Ravi', email: 'ravi@example.in', mobile: '9123456780', subject: 'other', query: 'Hello there' };
      expect((await strictClient.postJson('/api/enquiry/submit', enquiry)).status).toBe(201);
      const response = await strictClient.postForm('/api/form/submit', oldApplicationFields(), await oldApplicationFiles());
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(typeof (await json(response)).message).toBe('string');
      expect(stateOf(strict).rows).toMatchObject({ registrations: 0, uploads: 0, enquiries: 1 });
    } finally {
      await strict.cleanup();
    }
  });
});
