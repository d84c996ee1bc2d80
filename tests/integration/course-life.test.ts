// A course staff add has a life (issue 52 item 5, decision 078), against a real
// SQLite file through the procedures: published, it gets a readable address,
// the application form offers it and accepts an application, a batch and a
// certificate; archived, it leaves the form and new applications and batches
// for it are refused in words, while the stored record, the certificate's
// verification and the staff filters keep its name.
import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { problemOf } from '../../server/api/problem-of';
import { registrationFileFields } from '../../domain/schemas/registration';
import type { CourseBody } from '../../domain/schemas/content';
import { certificates, registrations } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { indiaDate } from '../../server/services/certificates/certificates';
import { callerFor, createTestDb, signedInStaff, type TestDb } from '../support/db';
import { seedAdmission, seedRegistration } from '../support/seed';
import { applicationFields, applicationFiles, callerWithUpload, formDataOf, receive, type FileSpec } from '../support/uploads';

let t: TestDb;
beforeEach(() => {
  t = createTestDb();
});
afterEach(() => t.cleanup());

/** The Owner (of every centre), signed in. */
const owner = async () => callerFor(t, await signedInStaff(t));

const tally: CourseBody = {
  code: 'TPG',
  courseId: 'TPG/Q0100',
  program: 'diploma',
  grading: 'standard',
  syllabusPath: null,
  archived: false,
  en: {
    name: 'Tally Prime with GST',
    summary: 'Accounts, inventory and GST returns in Tally Prime.',
    eligibility: '10th pass',
    objective: 'To keep the books of a small business in Tally Prime.',
    careerSummary: 'After the course you can apply for:',
    topics: [{ title: 'Ledgers and vouchers', description: 'Company, ledgers, vouchers.' }],
    jobs: ['Accounts Assistant'],
  },
  hi: { name: 'जीएसटी के साथ टैली प्राइम', summary: '', eligibility: '', objective: '', careerSummary: '', topics: [], jobs: [] },
};

async function submit(fields: Record<string, string>, files: Record<string, FileSpec>) {
  const form = await receive(t.dataDir, formDataOf(fields, files), registrationFileFields);
  try {
    const { consent, guardianConsent, ...rest } = form.fields;
    return await callerWithUpload(t, form).registrations.submit({
      ...(rest as Record<string, string>),
      consent: consent === 'on',
      guardianConsent: guardianConsent === 'on',
    } as never);
  } finally {
    await form.cleanup();
  }
}

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return problemOf(error);
};

const batch = (courseCode: string) => ({
  courseCode,
  centre: 'belwa' as const,
  courseMode: 'Offline' as const,
  startsAt: '2027-07-01T10:00',
  opensOn: '2026-01-01',
  closesOn: '2027-06-30',
  seats: 20,
});

describe('a course staff add', () => {
  it('is offered, applied for and batched once published; archived, it is refused for new records and old ones keep its name', async () => {
    const api = await owner();
    const published = await api.content.publish({ kind: 'course', key: null, body: tally });
    expect(published).toMatchObject({ key: 'TPG', version: 1 });

    // A readable address from its English name, in the sitemap's list and on no other course.
    const courses = await api.content.courses();
    expect(courses.find((course) => course.code === 'TPG')?.syllabusPath).toBe('/courses/tally-prime-with-gst');
    const offered = await api.content.offered();
    expect(offered.find((course) => course.code === 'TPG')).toMatchObject({
      name: 'Tally Prime with GST',
      nameHi: 'जीएसटी के साथ टैली प्राइम',
      program: 'diploma',
      archived: false,
    });

    // Of its program only.
    const wrongProgram = await refusalOf(
      submit(applicationFields({ courseCode: 'TPG', program: 'advance-diploma' }), await applicationFiles('advance-diploma')),
    );
    expect(wrongProgram.fieldErrors?.courseCode?.[0]).toMatch(/not offered in the chosen program/);

    // A batch, and an application that takes it.
    const intake = await api.intakes.save(batch('TPG'));
    expect(intake).toMatchObject({ courseCode: 'TPG', courseName: 'Tally Prime with GST' });
    const receipt = await submit(applicationFields({ courseCode: 'tpg', utr: '412345678901' }), await applicationFiles());
    const stored = t.db.select().from(registrations).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      referenceId: receipt.referenceId,
      courseCode: 'TPG',
      courseName: 'Tally Prime with GST',
      intakeId: intake.id,
    });

    // A result and a certificate of its grading table, verified by its code.
    const registration = seedRegistration(t.db, { courseCode: 'TPG', status: 'APPROVED' });
    const admission = seedAdmission(t.db, registration, {
      status: 'APPROVED',
      createdAt: new Date(Date.now() - 30 * 86_400_000),
    });
    const result = await api.certificates.recordResult({
      admissionId: admission.id,
      marks: '91',
      completionDate: indiaDate(new Date()),
    });
    expect(result.grade).toBe('O');
    await api.certificates.issue({ admissionId: admission.id });
    const certificate = t.db.select().from(certificates).where(eq(certificates.admissionId, admission.id)).get()!;

    // Archived: a new version, out of the forms; the program cannot change meanwhile.
    const programChange = await refusalOf(
      api.content.publish({
        kind: 'course',
        key: 'TPG',
        body: { ...tally, program: 'advance-diploma', syllabusPath: '/courses/tally-prime-with-gst' },
      }),
    );
    expect(programChange.message).toBe('A course keeps its program; add a new course for the other program.');
    await api.content.publish({
      kind: 'course',
      key: 'TPG',
      body: { ...tally, syllabusPath: '/courses/tally-prime-with-gst', archived: true },
    });
    expect((await api.content.offered()).map((course) => course.code)).not.toContain('TPG');
    expect((await api.content.courses()).map((course) => course.code)).not.toContain('TPG');
    expect((await api.intakes.open()).map((open) => open.courseCode)).not.toContain('TPG');

    const refused = await refusalOf(
      submit(applicationFields({ courseCode: 'TPG', utr: '412345678902' }), await applicationFiles()),
    );
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors?.courseCode).toEqual(['This course is no longer offered. Please choose another course.']);
    expect(t.db.select().from(registrations).all()).toHaveLength(2);
    const newBatch = await refusalOf(api.intakes.save({ ...batch('TPG'), centre: 'gandhinagar' }));
    expect(newBatch.fieldErrors?.courseCode).toEqual(['This course is no longer offered. Please choose another course.']);
    // Its running batch can still be changed.
    expect(await api.intakes.save({ ...batch('TPG'), id: intake.id, seats: 25 })).toMatchObject({
      seats: 25,
      courseName: 'Tally Prime with GST',
    });

    // Old records keep its name: the staff filter, the application, the certificate's verification.
    expect((await api.content.catalogue()).find((course) => course.code === 'TPG')).toMatchObject({
      archived: true,
      name: 'Tally Prime with GST',
    });
    expect(t.db.select().from(registrations).all()[0]?.courseName).toBe('Tally Prime with GST');
    const verified = await callerFor(t).certificates.verifyCode({ code: certificate.verificationCode });
    expect(verified).toMatchObject({
      found: true,
      state: 'valid',
      courseCode: 'TPG',
      courseName: { en: 'Tally Prime with GST', hi: 'जीएसटी के साथ टैली प्राइम' },
    });
  });

  it('refuses a batch or a rule for a course the catalogue does not have', async () => {
    const api = await owner();
    const batchRefused = await refusalOf(api.intakes.save(batch('NOPE')));
    expect(batchRefused.fieldErrors?.courseCode).toEqual(['Please choose a course.']);
    const ruleRefused = await refusalOf(
      api.batches.setRule({ courseCode: 'NOPE', minAttendancePercent: 75, minInternalPercent: 40 }),
    );
    expect(ruleRefused.fieldErrors?.courseCode).toEqual(['Please choose a course.']);
  });
});
