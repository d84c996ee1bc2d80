// Property-based tests over the public HTTP endpoints of the real server:
// random and malformed payloads (JSON, urlencoded, multipart with random
// files, multipart cut short or with a lying boundary, wrong content types)
// never give a 5xx, and never leave a partial row or a stray file in
// uploads/ or tmp/. Bounded: 100 payloads per endpoint. Needs `npm run build`.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { admissions, galleryItems, registrations, uploads } from '../../db/schema';
import { galleryFileIsReferenced } from '../../server/storage/sweep';
import { galleryDirOf, tempDirOf, uploadsDirOf } from '../../server/storage/paths';
import { startServer, type RunningServer } from '../support/server';
import { pdfBytes, pngBytes } from '../support/uploads';

const numRuns = 100;
let server: RunningServer;
let png: Buffer;
/** A real admin token for the legacy admin calls: random payloads must be refused past the sign-in check too. */
let adminToken = '';

beforeAll(async () => {
  server = await startServer({
    RATE_LIMIT_SUBMITS_PER_HOUR: '100000',
    RATE_LIMIT_LOOKUPS_PER_15MIN: '100000',
    RATE_LIMIT_LOGIN_PER_15MIN: '100000',
    MIN_FREE_DISK_MB: '0',
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: 'props@example.in',
    ADMIN_PASSWORD: 'props-long-secret',
  });
  png = await pngBytes(32, 32);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'props@example.in', password: 'props-long-secret' }),
  });
  adminToken = ((await login.json()) as { token: string }).token;
  expect(adminToken).toBeTruthy();
});
afterAll(async () => {
  await server?.cleanup();
});

const fieldNames = [
  'name',
  'fatherName',
  'email',
  'mobile',
  'subject',
  'query',
  'program',
  'courseCode',
  'centre',
  'courseMode',
  'dob',
  'gender',
  'address',
  'guardianName',
  'guardianConsent',
  'consent',
  'utr',
  'idempotencyKey',
  'referenceId',
  'intent',
  'password',
  '__proto__',
  'constructor',
];
const fileFieldNames = ['photoUpload', 'aadhaarUpload', 'tenthDoc', 'twelfthDoc', 'graduationDoc', 'paymentScreenshot', 'other'];
/** Values that look almost right next to random ones. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    'diploma',
    'DCA',
    'gandhinagar',
    'Online',
    'male',
    'on',
    '9812345678',
    'a@b.in',
    '2004-01-01',
    'admit',
    'proceed',
    'REG-ABCDEFGH',
    '123456789012',
    'course-details',
  ),
);
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 12 })), fieldValue, { maxKeys: 18 });

interface Payload {
  kind: string;
  headers: Record<string, string>;
  body: Uint8Array | string;
}

async function multipartOf(
  values: Record<string, string>,
  files: { field: string; bytes: Uint8Array; name: string; type: string }[],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { contentType: request.headers.get('content-type')!, body: new Uint8Array(await request.arrayBuffer()) };
}

const fileArb = fc.record({
  field: fc.constantFrom(...fileFieldNames),
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 2048 }),
    fc.constant('png' as const),
    fc.constant('pdf' as const),
    // A real PNG header followed by garbage: passes the magic bytes, fails decoding.
    fc.uint8Array({ maxLength: 512 }).map((tail) => ({ pngHead: tail })),
  ),
  name: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('../../etc/passwd', 'photo.png', 'a.pdf', 'x.php.png', '')),
  type: fc.constantFrom('image/png', 'application/pdf', 'text/html', 'application/octet-stream', ''),
});

const payload: fc.Arbitrary<Payload> = fc.oneof(
  fields.map((values) => ({
    kind: 'urlencoded',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  })),
  fc
    .string({ maxLength: 300 })
    .map((body) => ({ kind: 'raw urlencoded', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })),
  fc
    .oneof(
      fc.json(),
      fields.map((values) => JSON.stringify(values)),
    )
    .map((body) => ({
      kind: 'json',
      headers: { 'content-type': 'application/json' },
      body,
    })),
  fc
    .string({ maxLength: 200 })
    .map((body) => ({ kind: 'broken json', headers: { 'content-type': 'application/json' }, body: `{${body}` })),
  fc
    .tuple(fields, fc.array(fileArb, { maxLength: 4 }), fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }))
    .map(([values, files, cutAt]) => ({ kind: cutAt === undefined ? 'multipart' : 'truncated multipart', values, files, cutAt }))
    .map((spec) => ({ kind: spec.kind, headers: {}, body: '', spec })),
  fc.string({ maxLength: 300 }).map((body) => ({
    kind: 'broken multipart',
    headers: { 'content-type': 'multipart/form-data; boundary=----not-in-the-body' },
    body: `------not-in-the-body\r\nContent-Disposition: form-data; name="photoUpload"; filename="x.png"\r\n\r\n${body}`,
  })),
  fc
    .string({ maxLength: 60 })
    .map((body) => ({ kind: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, body })),
  fc
    .tuple(
      fc.constantFrom('text/plain', 'application/xml', 'image/png', 'text/html; charset=utf-16', 'bogus'),
      fc.string({ maxLength: 200 }),
    )
    .map(([type, body]) => ({ kind: `content-type ${type}`, headers: { 'content-type': type }, body })),
) as fc.Arbitrary<Payload>;

type FileSample = typeof fileArb extends fc.Arbitrary<infer T> ? T : never;
type Spec = { values: Record<string, string>; files: FileSample[]; cutAt?: number };

/** Multipart payloads are built here (they need real files and a real encoder). */
async function materialise(sample: Payload & { spec?: Spec }): Promise<Payload> {
  if (!sample.spec) return sample;
  const files = sample.spec.files.map((file) => ({
    ...file,
    bytes:
      file.bytes === 'png'
        ? new Uint8Array(png)
        : file.bytes === 'pdf'
          ? new Uint8Array(pdfBytes)
          : file.bytes instanceof Uint8Array
            ? file.bytes
            : new Uint8Array(Buffer.concat([png.subarray(0, 16), Buffer.from(file.bytes.pngHead)])),
  }));
  const { contentType, body } = await multipartOf(sample.spec.values, files);
  const cut = sample.spec.cutAt === undefined ? body : body.subarray(0, Math.floor(body.length * sample.spec.cutAt));
  return { kind: sample.kind, headers: { 'content-type': contentType }, body: cut };
}

async function send(target: string, sample: Payload & { spec?: Spec }) {
  const request = await materialise(sample);
  const [method, pathname] = target.includes(' ') ? target.split(' ') : ['POST', target];
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers: { ...request.headers, ...(pathname!.startsWith('/api/') ? { 'x-auth-token': adminToken } : {}) },
    body: typeof request.body === 'string' ? request.body : new Uint8Array(request.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  await response.arrayBuffer();
  return { status: response.status, kind: request.kind };
}

/** Nothing half-done: every row's files exist, no file lacks a row (documents and gallery), tmp/ is empty, no record lacks its documents. */
async function expectNothingPartial() {
  const temp = tempDirOf(server.dataDir);
  // A refused upload's temporary files are removed as its request ends; allow a moment.
  for (let i = 0; i < 20 && existsSync(temp) && readdirSync(temp).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(existsSync(temp) ? readdirSync(temp) : []).toEqual([]);

  const db = openDatabase(server.dataDir);
  try {
    const rows = db.select().from(uploads).all();
    const names = new Set(rows.map((row) => row.storedName));
    const dir = uploadsDirOf(server.dataDir);
    const onDisk = existsSync(dir) ? readdirSync(dir) : [];
    expect(onDisk.filter((name) => !names.has(name))).toEqual([]);
    for (const row of rows) expect(existsSync(path.join(dir, row.storedName)), row.storedName).toBe(true);
    for (const registration of db.select({ id: registrations.id }).from(registrations).all()) {
      const kinds = rows
        .filter((row) => row.ownerType === 'registration' && row.ownerId === registration.id)
        .map((row) => row.kind);
      expect(kinds.length, `registration ${registration.id}`).toBeGreaterThanOrEqual(4);
    }
    // Gallery uploads: no image file without its item.
    const imageNames = new Set(
      db
        .select({ name: galleryItems.imageName })
        .from(galleryItems)
        .all()
        .map((row) => row.name),
    );
    const galleryDir = galleryDirOf(server.dataDir);
    const galleryFiles = existsSync(galleryDir) ? readdirSync(galleryDir) : [];
    expect(galleryFiles.filter((name) => !galleryFileIsReferenced(name, imageNames))).toEqual([]);
    for (const admission of db.select({ id: admissions.id }).from(admissions).all()) {
      expect(rows.some((row) => row.ownerType === 'admission' && row.ownerId === admission.id)).toBe(true);
    }
  } finally {
    db.$client.close();
  }
}

describe('examples the properties found', () => {
  it('a body cut off inside a file field the form does not take is refused, and the server stays up', async () => {
    // busboy then emits 'error' on a file stream nobody listened to: that crashed the process.
    const body = '--cut\r\nContent-Disposition: form-data; name="photoUpload"; filename="x.png"\r\n\r\n';
    for (const endpoint of ['/admission-form', '/admissions/submit']) {
      const response = await fetch(`${server.url}${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=cut' },
        body,
      });
      expect(response.status, endpoint).toBe(400);
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('a broken or empty form body to the enquiry form is a 400, not a 500', async () => {
    for (const [type, body] of [
      ['multipart/form-data; boundary=abc', ''],
      ['multipart/form-data', 'name=x'],
    ]) {
      const response = await fetch(`${server.url}/enquiry`, { method: 'POST', headers: { 'content-type': type! }, body });
      expect(response.status, type).toBe(400);
    }
  });
});

const endpoints = [
  '/enquiry',
  '/admissions/submit',
  '/admissions',
  '/admission-form',
  '/certification',
  '/enquiry.data',
  // The legacy adapter's calls (admin ones with a valid token).
  '/api/auth/login',
  '/api/form/submit',
  '/api/admissionForm/submit',
  '/api/enquiry/submit',
  '/api/form/update-status/1',
  '/api/admissionForm/update-status/1',
  '/api/enquiry/update-status/1',
  '/api/gallery/upload',
  'DELETE /api/gallery/delete/1',
];

describe('public endpoints under random and malformed payloads', () => {
  for (const endpoint of endpoints) {
    it(
      `${endpoint.includes(' ') ? endpoint : `POST ${endpoint}`} never answers 5xx and leaves nothing partial`,
      { timeout: 120_000 },
      async () => {
        await fc.assert(
          fc.asyncProperty(payload, async (sample) => {
            const { status, kind } = await send(endpoint, sample);
            expect(status, `${kind} → ${status}`).toBeLessThan(500);
          }),
          { numRuns },
        );
        await expectNothingPartial();
      },
    );
  }
});
