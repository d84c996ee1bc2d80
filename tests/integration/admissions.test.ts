import { problemOf } from '../../server/api/problem-of';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { admissionFileFields } from '../../domain/schemas/admission';
import { registrationFileFields } from '../../domain/schemas/registration';
import { admissions, registrations, uploads } from '../../db/schema';
import { alreadyAdmittedMessage, notApprovedMessage, rejectedMessage } from '../../server/services/admissions/admissions';
import { utrUsedMessage } from '../../server/services/money/utr';
import { createTestDb, type TestDb } from '../support/db';
import {
  applicationFields,
  applicationFiles,
  callerWithUpload,
  elfBytes,
  filesOnDisk,
  formDataOf,
  pdfBytes,
  pngBytes,
  receive,
  rowCounts,
  type FileSpec,
} from '../support/uploads';

let t: TestDb;
let referenceId: string;
beforeEach(async () => {
  t = createTestDb();
  const form = await receive(t.dataDir, formDataOf(applicationFields(), await applicationFiles()), registrationFileFields);
  try {
    referenceId = (await callerWithUpload(t, form).registrations.submit({ ...applicationFields(), consent: true } as never))
      .referenceId;
  } finally {
    await form.cleanup();
  }
});
afterEach(() => t.cleanup());

const setStatus = (status: 'PENDING' | 'APPROVED' | 'REJECTED') =>
  t.db.update(registrations).set({ status }).where(eq(registrations.referenceId, referenceId)).run();

/** An admission's submit; the applicant's second factor (decision 067) unless the test sends its own. */
async function admit(fields: Record<string, string>, files: Record<string, FileSpec>) {
  const withFactor = 'dob' in fields || 'mobileLastFour' in fields ? fields : { mobileLastFour: '5210', ...fields };
  const form = await receive(t.dataDir, formDataOf(withFactor, files), admissionFileFields);
  try {
    return await callerWithUpload(t, form).admissions.submit(form.fields as never);
  } finally {
    await form.cleanup();
  }
}

async function screenshot(): Promise<Record<string, FileSpec>> {
  return { paymentScreenshot: { bytes: await pngBytes(360, 640), name: 'paid.png' } };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const problem = problemOf(error);
  return {
    code: (error as TRPCError).code,
    message: problem.message,
    fieldErrors: problem.fieldErrors,
  };
}

async function expectNothingWritten(action: () => Promise<void>) {
  const before = { rows: rowCounts(t.db), files: filesOnDisk(t.dataDir) };
  await action();
  expect(rowCounts(t.db)).toEqual(before.rows);
  expect(filesOnDisk(t.dataDir)).toEqual({ uploads: before.files.uploads, tmp: [] });
}

describe('admissions.submit', () => {
  it('admits an APPROVED registration with the registration’s own values and the fee from settings', async () => {
    setStatus('APPROVED');
    const receipt = await admit(
      { referenceId, utr: '5555 6666 7777', name: 'Someone Else', admissionFee: '1' },
      await screenshot(),
    );
    expect(receipt.admissionReferenceId).toMatch(/^ADM-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(receipt).toMatchObject({ registrationReferenceId: referenceId, admissionFee: 5000, status: 'PENDING' });
    const row = t.db.select().from(admissions).get()!;
    expect(row).toMatchObject({ name: 'Asha Kumari', mobile: '9812345210', utr: '555566667777', admissionFee: 5000 });
    const proof = t.db.select().from(uploads).where(eq(uploads.ownerType, 'admission')).all();
    expect(proof).toHaveLength(1);
    expect(filesOnDisk(t.dataDir).uploads).toContain(proof[0]!.storedName);
    expect(filesOnDisk(t.dataDir).tmp).toEqual([]);
    const lookup = await callerWithUpload(t, null).registrations.lookup({ referenceId });
    expect(lookup).toMatchObject({ status: 'APPROVED', admissionStatus: 'PENDING', canProceed: false });
  });

  it('returns the first admission for a repeated idempotency key', async () => {
    setStatus('APPROVED');
    const fields = { referenceId, utr: '555566667777', idempotencyKey: 'adm-key-0123456789ab' };
    const first = await admit(fields, await screenshot());
    const again = await admit(fields, await screenshot());
    expect(again).toMatchObject({ admissionReferenceId: first.admissionReferenceId, alreadySubmitted: true });
    expect(rowCounts(t.db).admissions).toBe(1);
  });

  it('answers the spec messages for a missing screenshot and transaction id', async () => {
    setStatus('APPROVED');
    await expectNothingWritten(async () => {
      const result = await refusal(admit({ referenceId, utr: '' }, {}));
      expect(result.fieldErrors).toEqual({
        utr: ['Transaction ID is required'],
        paymentScreenshot: ['Payment screenshot is required'],
      });
      const noRef = await refusal(admit({ referenceId: '', utr: '555566667777' }, await screenshot()));
      expect(noRef.fieldErrors).toEqual({ referenceId: ['Please enter a Reference ID'] });
    });
  });

  it('refuses a screenshot that is not an image', async () => {
    setStatus('APPROVED');
    await expectNothingWritten(async () => {
      const exe = await refusal(
        admit({ referenceId, utr: '555566667777' }, { paymentScreenshot: { bytes: elfBytes, name: 'x.png' } }),
      );
      expect(exe.fieldErrors).toEqual({ paymentScreenshot: ['The payment screenshot must be a JPG, PNG or WebP image.'] });
      const pdf = await refusal(
        admit({ referenceId, utr: '555566667777' }, { paymentScreenshot: { bytes: pdfBytes, name: 'x.jpg' } }),
      );
      expect(pdf.code).toBe('BAD_REQUEST');
    });
  });

  it('refuses an admission for a PENDING or REJECTED registration, and for an unknown one', async () => {
    await expectNothingWritten(async () => {
      const pending = await refusal(admit({ referenceId, utr: '555566667777' }, await screenshot()));
      expect(pending).toMatchObject({ code: 'CONFLICT', message: notApprovedMessage });
      setStatus('REJECTED');
      const rejected = await refusal(admit({ referenceId, utr: '555566667777' }, await screenshot()));
      expect(rejected).toMatchObject({ code: 'CONFLICT', message: rejectedMessage });
      const unknown = await refusal(admit({ referenceId: 'REG-ZZZZZZZZ', utr: '555566667777' }, await screenshot()));
      expect(unknown).toMatchObject({ code: 'NOT_FOUND', message: 'Failed to fetch applicant details' });
    });
  });

  it('refuses a second admission, and allows a new one after a rejection', async () => {
    setStatus('APPROVED');
    await admit({ referenceId, utr: '555566667777' }, await screenshot());
    await expectNothingWritten(async () => {
      const second = await refusal(admit({ referenceId, utr: '555566667778' }, await screenshot()));
      expect(second).toMatchObject({ code: 'CONFLICT', message: alreadyAdmittedMessage });
    });
    t.db.update(admissions).set({ status: 'REJECTED' }).run();
    const retry = await admit({ referenceId, utr: '555566667778' }, await screenshot());
    expect(retry.status).toBe('PENDING');
    expect(rowCounts(t.db).admissions).toBe(2);
  });

  it('refuses a UTR already used, by an admission or by a registration', async () => {
    setStatus('APPROVED');
    await expectNothingWritten(async () => {
      const usedByRegistration = await refusal(admit({ referenceId, utr: '412345678901' }, await screenshot()));
      expect(usedByRegistration).toMatchObject({ code: 'CONFLICT', message: utrUsedMessage });
      expect(usedByRegistration.fieldErrors.utr).toEqual([utrUsedMessage]);
    });
  });

  it('the admission payment info carries the fee and the registration in its note', async () => {
    const info = await callerWithUpload(t, null).admissions.paymentInfo({ referenceId });
    expect(info.amount).toBe(5000);
    expect(info.link).toContain('am=5000.00');
    expect(info.link).toContain(`tn=Admission%20fee%20${referenceId}`);
  });
});
