// /api/openapi.json tells the truth about what the server refuses: every
// field it lists as required is refused when left out, a call with only the
// required fields is accepted, and every multipart upload it says may get
// 507 does get 507 while the disk is nearly full. Real HTTP, real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousLimits, legacyClient, oldApplicationFields, oldApplicationFiles } from '../support/legacy';
import { startServer, type RunningServer } from '../support/server';
import { freshUtr, jpegBytes, pngBytes, type FileSpec } from '../support/uploads';

let server: RunningServer;
let client: ReturnType<typeof legacyClient>;
let doc: OpenApi;

interface BodySchema {
  required?: string[];
  anyOf?: { required: string[] }[];
  allOf?: { anyOf: { required: string[] }[] }[];
  properties: Record<string, { format?: string }>;
}
interface Operation {
  requestBody?: { content: Record<string, { schema: BodySchema }> };
  responses: Record<string, unknown>;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  server = await startServer(generousLimits);
  client = legacyClient(server);
  doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApi;
});
afterAll(() => server.cleanup());

const bodyOf = (path: string) => {
  const content = doc.paths[path]!.post!.requestBody!.content;
  return Object.values(content)[0]!.schema;
};
const without = <T extends Record<string, unknown>>(values: T, names: string[]) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !names.includes(name))) as T;
const only = <T extends Record<string, unknown>>(values: T, names: string[]) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => names.includes(name))) as T;
type Refusal = { message: string; errors?: Record<string, string[]> };

describe('POST /api/form/submit', () => {
  it('lists the eleven text fields and four documents the server refuses to go without', async () => {
    const schema = bodyOf('/api/form/submit');
    expect(schema.required).toEqual([
      'programCourse',
      'Center',
      'courseMode',
      'name',
      'fatherName',
      'dob',
      'gender',
      'mobile1',
      'addressCorrespondence',
      'transectionId',
      'photoUpload',
      'aadhaarUpload',
      'tenthDoc',
      'paymentScreenshot',
    ]);
    const fields = oldApplicationFields();
    const files = await oldApplicationFiles();
    for (const name of schema.required!) {
      const response = await client.postForm(
        '/api/form/submit',
        without({ ...fields, transectionId: freshUtr() }, [name]),
        without(files, [name]),
      );
      expect(response.status, name).toBe(400);
      const body = (await response.json()) as Refusal;
      expect(Object.keys(body.errors ?? {}), name).toContain(name);
    }
    // Only the required fields: accepted.
    const accepted = await client.postForm(
      '/api/form/submit',
      only({ ...fields, transectionId: freshUtr() }, schema.required!),
      only(files, schema.required!),
    );
    expect(accepted.status).toBe(201);
  });
});

describe('POST /api/admissionForm/submit', () => {
  it('requires the UTR and the screenshot, one of formId and admissionReferenceId, and one of dob and mobile', async () => {
    const schema = bodyOf('/api/admissionForm/submit');
    expect(schema.required).toEqual(['transectionId', 'paymentScreenshot']);
    expect(schema.allOf).toEqual([
      { anyOf: [{ required: ['formId'] }, { required: ['admissionReferenceId'] }] },
      { anyOf: [{ required: ['dob'] }, { required: ['mobile'] }] },
    ]);

    const registered = await client.postForm(
      '/api/form/submit',
      oldApplicationFields({ transectionId: freshUtr() }),
      await oldApplicationFiles(),
    );
    const referenceId = ((await registered.json()) as { form: { referenceId: string } }).form.referenceId;
    const token = await client.login();
    const approved = await client.postJson(
      `/api/form/update-status/${referenceId}`,
      { status: 'APPROVED' },
      { 'x-auth-token': token },
    );
    expect(approved.status).toBe(200);

    const screenshot: Record<string, FileSpec> = { paymentScreenshot: { bytes: await pngBytes(90, 160), name: 'upi.png' } };
    const fields = { formId: referenceId, admissionReferenceId: referenceId, mobile: '9812345210', transectionId: freshUtr() };
    for (const [left, expected] of [
      [['transectionId'], 'transectionId'],
      [['paymentScreenshot'], 'paymentScreenshot'],
      [['formId', 'admissionReferenceId'], 'formId'],
      [['mobile'], 'dob'],
    ] as const) {
      const response = await client.postForm(
        '/api/admissionForm/submit',
        without(fields, [...left]),
        without(screenshot, [...left]),
      );
      expect(response.status, left.join()).toBe(400);
      expect(Object.keys(((await response.json()) as Refusal).errors ?? {}), left.join()).toContain(expected);
    }
    const accepted = await client.postForm(
      '/api/admissionForm/submit',
      { admissionReferenceId: referenceId, mobile: fields.mobile, transectionId: fields.transectionId },
      screenshot,
    );
    expect(accepted.status).toBe(201);
  });
});

describe('POST /api/enquiry/submit and /api/auth/login', () => {
  it('refuses each required field left out, naming it', async () => {
    const enquiry = { name: 'Asha', email: 'asha@example.in', mobile: '9812345210', subject: 'other', query: 'Fees?' };
    const enquiryRequired = bodyOf('/api/enquiry/submit').required!;
    // Email may be left out while the institute sends none (decision 075).
    expect(enquiryRequired).toEqual(['name', 'mobile', 'subject', 'query']);
    for (const name of enquiryRequired) {
      const response = await client.postJson('/api/enquiry/submit', without(enquiry, [name]));
      expect(response.status, name).toBe(400);
      expect(Object.keys(((await response.json()) as Refusal).errors ?? {}), name).toContain(name);
    }
    expect((await client.postJson('/api/enquiry/submit', enquiry)).status).toBe(201);

    const loginRequired = bodyOf('/api/auth/login').required!;
    expect(loginRequired).toEqual(['email', 'password']);
    for (const name of loginRequired) {
      const response = await client.postJson('/api/auth/login', without({ email: 'a@example.in', password: 'x-secret' }, [name]));
      expect(response.status, name).toBe(400);
      expect(doc.paths['/api/auth/login']!.post!.responses).toHaveProperty('400');
    }
  });

  it('refuses a gallery upload without any field it lists', async () => {
    const required = bodyOf('/api/gallery/upload').required!;
    expect(required).toEqual(['category', 'title', 'description', 'image']);
    const token = await client.login();
    const fields = { category: 'events', title: 'Annual day', description: 'Prize giving' };
    const files: Record<string, FileSpec> = { image: { bytes: await jpegBytes(320, 240), name: 'a.jpg' } };
    for (const name of required) {
      const response = await client.postForm('/api/gallery/upload', without(fields, [name]), without(files, [name]), {
        'x-auth-token': token,
      });
      expect(response.status, name).toBe(400);
    }
    expect((await client.postForm('/api/gallery/upload', fields, files, { 'x-auth-token': token })).status).toBe(201);
  });
});

describe('response codes', () => {
  it('every multipart upload lists 507, and gets it while the disk is nearly full', async () => {
    const multipartPosts = Object.entries(doc.paths)
      .filter(([, item]) => item.post?.requestBody?.content['multipart/form-data'])
      .map(([path]) => path);
    expect(multipartPosts.sort()).toEqual(['/api/admissionForm/submit', '/api/form/submit', '/api/gallery/upload']);
    for (const path of multipartPosts) expect(doc.paths[path]!.post!.responses, path).toHaveProperty('507');

    const full = await startServer({ ...generousLimits, MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) });
    try {
      const fullClient = legacyClient(full);
      const token = await fullClient.login();
      for (const path of multipartPosts) {
        const response = await fullClient.postForm(
          path,
          { name: 'x' },
          { image: { bytes: await pngBytes(), name: 'a.png' } },
          {
            'x-auth-token': token,
          },
        );
        expect(response.status, path).toBe(507);
        expect(typeof ((await response.json()) as Refusal).message).toBe('string');
      }
    } finally {
      await full.cleanup();
    }
  });
});
