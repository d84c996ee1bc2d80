// The old client's calls end to end over real HTTP: success shapes, old field
// names and statuses, in the order the old client makes them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { registrations } from '../../db/schema';
import { generousLimits, legacyClient, oldApplicationFields, oldApplicationFiles } from '../support/legacy';
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

describe('the old client, start to finish', () => {
  it('submits, looks up, approves, admits, lists, resolves and manages the gallery', async () => {
    // 1. Application: old field names, kind spellings, a date-time from a date picked in India.
    const submitted = await client.postForm(
      '/api/form/submit',
      oldApplicationFields({
        program: '',
        programType: 'Diploma',
        programCourse: 'Diploma in Computer Applications (DCA)',
        Center: 'BELWA branch',
        gender: 'FEMALE',
        dob: '2005-03-31T18:30:00.000Z',
        registrationFee: '1',
      }),
      await oldApplicationFiles(),
      { 'x-auth-token': 'null' },
    );
    expect(submitted.status).toBe(201);
    const receipt = await json(submitted);
    const form = receipt.form as Json;
    const referenceId = form.referenceId as string;
    expect(referenceId).toMatch(/^REG-[0-9A-Z]{8}$/);
    expect(receipt.message).toBe(`Form submitted successfully! Your reference Id is ${referenceId}.`);
    expect(form).toMatchObject({
      _id: referenceId,
      programType: 'Diploma',
      programCourse: 'Diploma in Computer Applications (DCA)',
      Center: 'Belwa',
      registrationFee: 100,
      status: 'PENDING',
    });
    const db = openDatabase(server.dataDir);
    const stored = db.select().from(registrations).where(eq(registrations.referenceId, referenceId)).get()!;
    db.$client.close();
    expect(stored).toMatchObject({
      dob: '2005-04-01',
      gender: 'female',
      centre: 'belwa',
      courseCode: 'DCA',
      registrationFee: 100,
    });

    // 2. The public look-up: masked contact details, the reference id as _id.
    const lookup = await client.get(`/api/form/getFormById/${referenceId}`);
    expect(lookup.status).toBe(200);
    const applicant = ((await json(lookup)).form as Json[])[0]!;
    expect(applicant).toMatchObject({
      _id: referenceId,
      name: 'Asha Kumari',
      fatherName: 'Ramesh Prasad',
      gender: 'female',
      // Withheld until APPROVED: it opens a correction (decision 048).
      dob: '',
      programType: 'Diploma',
      programCourse: 'Diploma in Computer Applications (DCA)',
      Center: 'Belwa',
      status: 'PENDING',
    });
    expect(applicant.mobile1).not.toBe('9812345210');
    // The last four digits stay hidden too: the other second factor of a correction.
    expect(applicant.mobile1).toMatch(/^98•{8}$/);
    expect(applicant.email).not.toBe('asha@example.in');

    // 3. Staff sign in, list registrations with signed document links, approve.
    const token = await client.login();
    const list = await client.get('/api/form/forms', token);
    expect(list.status).toBe(200);
    const rows = (await list.json()) as Json[];
    const row = rows.find((candidate) => candidate._id === referenceId)!;
    expect(row).toMatchObject({
      referenceId,
      mobile1: '9812345210',
      addressCorrespondence: 'Ward 4, Belwa, Purnia',
      Center: 'Belwa',
      programCourse: 'Diploma in Computer Applications (DCA)',
      transectionId: stored.utr,
      registrationFee: 100,
      status: 'PENDING',
      twelfthDoc: null,
      graduationDoc: null,
    });
    for (const field of ['photoUpload', 'aadhaarUpload', 'tenthDoc', 'paymentScreenshot']) {
      expect(row[field]).toMatch(new RegExp(`^${server.url}/api/files/\\d+\\?expires=\\d+&signature=`));
    }
    const photo = await fetch(row.photoUpload as string);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
    const aadhaar = await fetch(row.aadhaarUpload as string);
    expect((await aadhaar.text()).startsWith('%PDF')).toBe(true);

    const approved = await client.postJson(
      `/api/form/update-status/${referenceId}`,
      { status: 'APPROVED' },
      { 'x-auth-token': token },
    );
    expect(approved.status).toBe(200);
    expect(((await json(approved)).form as Json).status).toBe('APPROVED');

    // 4. The admission: formId is the look-up's _id; the mobile number is the second factor
    // (decision 067); the other personal fields and the fee sent are not stored.
    const admitted = await client.postForm(
      '/api/admissionForm/submit',
      {
        name: 'Someone Else',
        fatherName: 'x',
        gender: 'male',
        mobile: '9812345210',
        email: 'other@example.in',
        formId: applicant._id as string,
        admissionReferenceId: '',
        admissionFee: '1',
        transectionId: freshUtr(),
      },
      { paymentScreenshot: { bytes: await pngBytes(80, 120), name: 'paid.png' } },
      { 'x-auth-token': 'null' },
    );
    expect(admitted.status).toBe(201);
    const admission = (await json(admitted)).admission as Json;
    expect(admission).toMatchObject({ formId: referenceId, name: 'Asha Kumari', admissionFee: 5000, status: 'PENDING' });
    expect(admission._id).toMatch(/^ADM-[0-9A-Z]{8}$/);

    const admissions = (await (await client.get('/api/admissionForm/forms', token)).json()) as Json[];
    const admissionRow = admissions.find((candidate) => candidate._id === admission._id)!;
    expect(admissionRow).toMatchObject({
      admissionReferenceId: admission._id,
      name: 'Asha Kumari',
      email: 'asha@example.in',
      admissionFee: 5000,
      status: 'PENDING',
      formId: { _id: referenceId, referenceId, mobile1: '9812345210', Center: 'Belwa', programType: 'Diploma' },
    });
    expect((admissionRow.formId as Json).aadhaarUpload).toMatch(/\/api\/files\/\d+\?/);
    const screenshot = await fetch(admissionRow.paymentScreenshot as string);
    expect(screenshot.status).toBe(200);
    expect(admissionRow.paymentScreenshot).not.toBe(row.paymentScreenshot);

    const admissionApproved = await client.postJson(
      `/api/admissionForm/update-status/${admission._id as string}`,
      { status: 'APPROVED' },
      { 'x-auth-token': token },
    );
    expect(admissionApproved.status).toBe(200);
    expect(((await json(admissionApproved)).admission as Json).status).toBe('APPROVED');

    // 5. An enquiry, listed and resolved.
    const enquiry = await client.postJson('/api/enquiry/submit', {
      name: 'Ravi',
      email: 'ravi@example.in',
      mobile: '9123456780',
      subject: 'course-details',
      query: 'When does the next DCA batch start?',
    });
    expect(enquiry.status).toBe(201);
    const enquiryReceipt = await json(enquiry);
    expect(enquiryReceipt.message).toBe("Thank you for your enquiry! We'll get back to you soon.");
    const enquiryId = (enquiryReceipt.enquiry as Json)._id as string;
    expect(enquiryId).toMatch(/^\d+$/);
    const enquiries = (await (await client.get('/api/enquiry/forms', token)).json()) as Json[];
    expect(enquiries.find((candidate) => candidate._id === enquiryId)).toMatchObject({
      id: enquiryId,
      name: 'Ravi',
      subject: 'course-details',
      status: 'PENDING',
    });
    const resolved = await client.postJson(
      `/api/enquiry/update-status/${enquiryId}`,
      { status: 'RESOLVED' },
      { 'x-auth-token': token },
    );
    expect(resolved.status).toBe(200);
    expect(((await json(resolved)).enquiry as Json).status).toBe('RESOLVED');

    // 6. Gallery: upload, see it in the public list, delete it, and a second delete is 404.
    const uploaded = await client.postForm(
      '/api/gallery/upload',
      { category: 'events', title: 'Annual day', description: 'Prize giving' },
      { image: { bytes: await jpegBytes(640, 480), name: 'annual.jpg' } },
      { 'x-auth-token': token },
    );
    expect(uploaded.status).toBe(201);
    const item = await json(uploaded);
    expect(item).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      image: expect.stringMatching(new RegExp(`^${server.url}/media/gallery/[0-9a-f]+\\.jpg$`)),
      title: 'Annual day',
      description: 'Prize giving',
      category: 'events',
    });
    expect((await fetch(item.image as string)).status).toBe(200);
    const images = (await (await client.get('/api/gallery/images')).json()) as Json[];
    expect(images.map((image) => image._id)).toContain(item._id);
    const deleteItem = () =>
      fetch(client.url(`/api/gallery/delete/${item._id as string}`), { method: 'DELETE', headers: { 'x-auth-token': token } });
    const deleted = await deleteItem();
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ message: 'Image deleted.', _id: item._id });
    expect((await deleteItem()).status).toBe(404);
  });
});

describe('lists', () => {
  it('page with ?page=&limit= (at most 100), newest first, with the total in X-Total-Count', async () => {
    const token = await client.login();
    for (let i = 0; i < 3; i++) {
      const response = await client.postJson('/api/enquiry/submit', {
        name: `Paging ${i}`,
        email: 'paging@example.in',
        mobile: '9123456780',
        subject: 'other',
        query: `Question number ${i}`,
      });
      expect(response.status).toBe(201);
    }
    const first = await client.get('/api/enquiry/forms?limit=2', token);
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(3);
    const firstPage = (await first.json()) as Json[];
    expect(firstPage.map((row) => row.name)).toEqual(['Paging 2', 'Paging 1']);
    // The next part is named in a Link header, to the last page.
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBe(client.url('/api/enquiry/forms?limit=2&page=2'));
    const secondResponse = await client.get('/api/enquiry/forms?limit=2&page=2', token);
    const second = (await secondResponse.json()) as Json[];
    expect(second[0]!.name).toBe('Paging 0');
    const last = await client.get(`/api/enquiry/forms?limit=2&page=${Math.ceil(total / 2)}`, token);
    expect(last.headers.get('link')).toBeNull();
    const tooMany = await client.get('/api/enquiry/forms?limit=101', token);
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).errors).toHaveProperty('limit');
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every call as OpenAPI 3.1 from the zod schemas', async () => {
    const response = await fetch(client.url('/api/openapi.json'));
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, Json>> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/form/submit',
        '/api/enquiry/submit',
        '/api/gallery/images',
        '/api/form/getFormById/{referenceId}',
        '/api/admissionForm/submit',
        '/api/auth/login',
        '/api/form/forms',
        '/api/admissionForm/forms',
        '/api/enquiry/forms',
        '/api/form/update-status/{id}',
        '/api/admissionForm/update-status/{id}',
        '/api/enquiry/update-status/{id}',
        '/api/gallery/upload',
        '/api/gallery/delete/{id}',
      ]),
    );
    const submitSchema = (
      document.paths['/api/form/submit']!.post as { requestBody: { content: Record<string, { schema: Json }> } }
    ).requestBody.content['multipart/form-data']!.schema;
    expect(Object.keys(submitSchema.properties as Json)).toEqual(
      expect.arrayContaining(['transectionId', 'Center', 'mobile1', 'addressCorrespondence', 'programCourse', 'photoUpload']),
    );
    const listItem = JSON.stringify(document.paths['/api/admissionForm/forms']!.get);
    expect(listItem).toContain('"formId"');
  });
});
