import { problemOf } from '../../server/api/problem-of';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registrationFileFields } from '../../domain/schemas/registration';
import { registrations, uploads } from '../../db/schema';
import { AppError } from '../../domain/problem';
import { utrUsedMessage } from '../../server/services/money/utr';
import { uploadsDirOf } from '../../server/storage/paths';
import { createTestDb, type TestDb } from '../support/db';
import {
  applicationFields,
  applicationFiles,
  callerWithUpload,
  dobForAge,
  elfBytes,
  filesOnDisk,
  formDataOf,
  mzBytes,
  pdfBytes,
  pngBytes,
  receive,
  rowCounts,
  type FileSpec,
} from '../support/uploads';

const xmpPacket =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="secret-location"/></rdf:RDF></x:xmpmeta>';

/** Random pixels: a PNG that does not compress. */
const noisePng = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  })
    .png()
    .toBuffer();

let t: TestDb;
beforeEach(() => {
  t = createTestDb();
});
afterEach(() => t.cleanup());

/** Submits like the Remix action: parse, call, always clean up. */
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

/** Runs `action` and checks that no row and no file (kept or temporary) was left. */
async function expectNothingWritten(action: () => Promise<void>) {
  const before = { rows: rowCounts(t.db), files: filesOnDisk(t.dataDir) };
  await action();
  expect(rowCounts(t.db)).toEqual(before.rows);
  expect(filesOnDisk(t.dataDir)).toEqual({ uploads: before.files.uploads, tmp: [] });
}

describe('registrations.submit', () => {
  it('stores a diploma application with its documents and answers with the acknowledgement', async () => {
    const receipt = await submit(applicationFields({ registrationFee: '1' }), await applicationFiles());
    expect(receipt.referenceId).toMatch(/^REG-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(receipt).toMatchObject({
      name: 'Asha Kumari',
      courseCode: 'DCA',
      courseName: 'Diploma in Computer Applications',
      centre: 'belwa',
      registrationFee: 100,
      status: 'PENDING',
      alreadySubmitted: false,
    });
    const row = t.db.select().from(registrations).get()!;
    expect(row).toMatchObject({ mobile: '9812345210', email: 'asha.kumari@example.in', utr: '412345678901' });
    expect(row.consentAt).toBeInstanceOf(Date);
    const stored = t.db.select().from(uploads).where(eq(uploads.ownerId, row.id)).all();
    expect(stored.map((u) => u.kind).sort()).toEqual(['aadhaar', 'payment', 'photo', 'tenth']);
    // Files are in the uploads folder under random names; nothing waits in tmp.
    const disk = filesOnDisk(t.dataDir);
    expect(disk.uploads).toEqual(stored.map((u) => u.storedName).sort());
    expect(disk.tmp).toEqual([]);
    for (const name of disk.uploads) expect(name).toMatch(/^[0-9a-f]{32}\.(jpg|png|pdf)$/);
    // The photo was re-encoded: EXIF metadata is gone.
    const photo = stored.find((u) => u.kind === 'photo')!;
    const metadata = await sharp(readFileSync(path.join(uploadsDirOf(t.dataDir), photo.storedName))).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(photo.detectedType).toBe('image/jpeg');
    expect(photo.originalName).toBe('me.jpg');
  });

  it('stores a 12 MP phone photo taken sideways upright, within 1000 px and without its EXIF', async () => {
    // Orientation 6: the camera stored it 4000 wide and asks viewers to turn it
    // a quarter; the re-encode decodes it shrunk (JPEG shrink-on-load) and turns it.
    const phone = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#7799bb' } })
      .jpeg({ quality: 85 })
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer();
    const files = { ...(await applicationFiles()), photoUpload: { bytes: phone, name: 'IMG_0001.jpg' } };
    await submit(applicationFields(), files);
    const photo = t.db.select().from(uploads).where(eq(uploads.kind, 'photo')).get()!;
    const stored = readFileSync(path.join(uploadsDirOf(t.dataDir), photo.storedName));
    const metadata = await sharp(stored).metadata();
    expect({ width: metadata.width, height: metadata.height, format: metadata.format }).toEqual({
      width: 750,
      height: 1000,
      format: 'jpeg',
    });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes('secret-location')).toBe(false);
  });

  describe('a picture that is already clean is kept as sent (decision 034)', () => {
    const plain = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#557799' } });
    const storedOf = (kind: 'photo' | 'payment') => {
      const row = t.db.select().from(uploads).where(eq(uploads.kind, kind)).get()!;
      return { row, bytes: readFileSync(path.join(uploadsDirOf(t.dataDir), row.storedName)) };
    };

    it('keeps the photo and screenshot a browser shrank byte for byte, the screenshot as a PNG', async () => {
      // What Chromium's canvas writes: a JPEG with an sRGB colour profile and nothing else.
      const photo = await plain(800, 1000).jpeg({ quality: 90 }).withIccProfile('srgb').toBuffer();
      const screenshot = await plain(1080, 2400).png().toBuffer();
      const files = {
        ...(await applicationFiles()),
        photoUpload: { bytes: photo, name: 'photo.jpg' },
        paymentScreenshot: { bytes: screenshot, name: 'Screenshot_2026.png' },
      };
      await submit(applicationFields(), files);
      const kept = { photo: storedOf('photo'), payment: storedOf('payment') };
      expect(kept.photo.bytes.equals(photo)).toBe(true);
      expect(kept.payment.bytes.equals(screenshot)).toBe(true);
      expect(kept.payment.row).toMatchObject({ detectedType: 'image/png', bytes: screenshot.length });
      expect(kept.payment.row.storedName).toMatch(/\.png$/);
      expect(kept.photo.row.sha256).toBe(createHash('sha256').update(photo).digest('hex'));
    });

    it.each([
      ['is larger than its rule keeps (photo 1200 px)', 'photoUpload', () => plain(900, 1200).jpeg().toBuffer()],
      ['carries XMP metadata', 'paymentScreenshot', () => plain(360, 640).png().withXmp(xmpPacket).toBuffer()],
      ['is in CMYK', 'photoUpload', () => plain(300, 400).jpeg().toColourspace('cmyk').toBuffer()],
      ['is over the bytes kept as sent (noise, 512 KB for a screenshot)', 'paymentScreenshot', () => noisePng(600, 600)],
    ])('re-encodes a picture that %s', async (_, field, make) => {
      const sent = await make();
      const files = { ...(await applicationFiles()), [field]: { bytes: sent, name: 'picture' } };
      await submit(applicationFields(), files);
      const { bytes } = storedOf(field === 'photoUpload' ? 'photo' : 'payment');
      expect(bytes.equals(sent)).toBe(false);
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', space: 'srgb' });
      expect(metadata.xmp).toBeUndefined();
      expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(field === 'photoUpload' ? 1000 : 2400);
    });
  });

  it('stores an advance diploma application with all three certificates', async () => {
    const receipt = await submit(
      applicationFields({ program: 'advance-diploma', courseCode: 'pgdca' }),
      await applicationFiles('advance-diploma'),
    );
    expect(receipt.courseCode).toBe('PGDCA');
    expect(t.db.select().from(uploads).all()).toHaveLength(6);
  });

  it('returns the first record for a repeated idempotency key', async () => {
    const fields = applicationFields({ idempotencyKey: 'key-0123456789abcdef' });
    const first = await submit(fields, await applicationFiles());
    const again = await submit(fields, await applicationFiles());
    expect(again.referenceId).toBe(first.referenceId);
    expect(again.alreadySubmitted).toBe(true);
    expect(rowCounts(t.db).registrations).toBe(1);
    expect(filesOnDisk(t.dataDir).uploads).toHaveLength(4);
    expect(filesOnDisk(t.dataDir).tmp).toEqual([]);
  });

  it('answers a keyless resend (same UTR, name and mobile) with the first receipt for a day, then refuses it', async () => {
    const first = await submit(applicationFields(), await applicationFiles());
    const stored = filesOnDisk(t.dataDir);
    // Spelled differently, as a person retyping it would.
    const again = await submit(applicationFields({ name: 'asha  KUMARI', mobile: '09812345210' }), await applicationFiles());
    expect(again).toMatchObject({ referenceId: first.referenceId, alreadySubmitted: true });
    expect(rowCounts(t.db).registrations).toBe(1);
    expect(filesOnDisk(t.dataDir)).toEqual({ uploads: stored.uploads, tmp: [] });
    // A day later the same UTR is no longer a resend: it is a reused UTR.
    t.db
      .update(registrations)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .run();
    await expectNothingWritten(async () => {
      expect((await refusal(submit(applicationFields(), await applicationFiles()))).message).toBe(utrUsedMessage);
    });
  });

  it('answers a resend that meets the first inside the transaction with the first receipt, leaving no file', async () => {
    const files = await applicationFiles();
    const [one, two] = await Promise.all([submit(applicationFields(), files), submit(applicationFields(), files)]);
    expect(two.referenceId).toBe(one.referenceId);
    expect([one.alreadySubmitted, two.alreadySubmitted].sort()).toEqual([false, true]);
    expect(rowCounts(t.db)).toMatchObject({ registrations: 1, uploads: 4 });
    expect(filesOnDisk(t.dataDir).uploads).toHaveLength(4);
    expect(filesOnDisk(t.dataDir).tmp).toEqual([]);
  });

  it('answers every missing field at once with the spec messages', async () => {
    await expectNothingWritten(async () => {
      const result = await refusal(
        submit(applicationFields({ name: ' ', address: '', consent: '', email: 'not-an-email', mobile: '12345' }), {}),
      );
      expect(result.code).toBe('BAD_REQUEST');
      expect(result.fieldErrors).toMatchObject({
        name: ['Name is required.'],
        address: ['Address is required.'],
        photoUpload: ['Photo is required.'],
        paymentScreenshot: ['Payment screenshot is required'],
        aadhaarUpload: ['Aadhaar card is required.'],
        tenthDoc: ['10th certificate or marksheet is required.'],
      });
      expect(result.fieldErrors.email?.[0]).toMatch(/valid email/);
      expect(result.fieldErrors.mobile?.[0]).toMatch(/10-digit/);
      expect(result.fieldErrors.consent?.[0]).toMatch(/privacy notice/);
    });
  });

  it('over /trpc (no staged upload) answers with the required-file messages', async () => {
    await expectNothingWritten(async () => {
      const result = await refusal(
        callerWithUpload(t, null).registrations.submit({ ...applicationFields(), consent: true } as never),
      );
      expect(result.fieldErrors.photoUpload).toEqual(['Photo is required.']);
      expect(result.fieldErrors.paymentScreenshot).toEqual(['Payment screenshot is required']);
    });
  });

  it('needs 12th and graduation documents for an advance diploma', async () => {
    await expectNothingWritten(async () => {
      const result = await refusal(
        submit(applicationFields({ program: 'advance-diploma', courseCode: 'PGDCA' }), await applicationFiles()),
      );
      expect(result.fieldErrors).toEqual({
        twelfthDoc: ['12th certificate or marksheet is required.'],
        graduationDoc: ['Graduation certificate or marksheet is required.'],
      });
    });
  });

  it('refuses an executable renamed .png, and a pdf sent as the photo', async () => {
    const files = await applicationFiles();
    await expectNothingWritten(async () => {
      const result = await refusal(
        submit(applicationFields(), {
          ...files,
          photoUpload: { bytes: elfBytes, name: 'photo.png' },
          tenthDoc: { bytes: mzBytes, name: '10th.pdf' },
        }),
      );
      expect(result.fieldErrors).toEqual({
        photoUpload: ['The photo must be a JPG, PNG or WebP image.'],
        tenthDoc: ['The 10th certificate must be a PDF, Word (DOC or DOCX), JPG or PNG file.'],
      });
    });
    await expectNothingWritten(async () => {
      const result = await refusal(
        submit(applicationFields(), { ...files, photoUpload: { bytes: pdfBytes, name: 'photo.jpg' } }),
      );
      expect(result.fieldErrors).toEqual({ photoUpload: ['The photo must be a JPG, PNG or WebP image.'] });
    });
  });

  it('refuses a 30 MB upload while streaming, with nothing left on disk', async () => {
    await expectNothingWritten(async () => {
      const form = formDataOf(applicationFields(), {
        ...(await applicationFiles()),
        tenthDoc: { bytes: Buffer.concat([pdfBytes, Buffer.alloc(30 * 1024 * 1024, 0x20)]), name: 'big.pdf' },
      });
      const error = await receive(t.dataDir, form, registrationFileFields).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('PAYLOAD_TOO_LARGE');
      expect((error as AppError).message).toBe('The upload must be at most 25 MB in all.');
    });
  });

  it('refuses a single file over 5 MB while streaming', async () => {
    await expectNothingWritten(async () => {
      const form = formDataOf(applicationFields(), {
        ...(await applicationFiles()),
        aadhaarUpload: { bytes: Buffer.concat([pdfBytes, Buffer.alloc(6 * 1024 * 1024, 0x20)]), name: 'a.pdf' },
      });
      const error = await receive(t.dataDir, form, registrationFileFields).catch((e: unknown) => e);
      expect((error as AppError).code).toBe('PAYLOAD_TOO_LARGE');
      expect((error as AppError).message).toBe('Each file must be at most 5 MB.');
    });
  });

  it('refuses an image that claims too many pixels (decompression bomb)', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    await expectNothingWritten(async () => {
      const result = await refusal(
        submit(applicationFields(), { ...(await applicationFiles()), paymentScreenshot: { bytes: bomb, name: 'a.png' } }),
      );
      expect(result.fieldErrors.paymentScreenshot?.[0]).toMatch(/could not be read as a picture/);
    });
  });

  it('refuses an unknown course and a course of the other program', async () => {
    const files = await applicationFiles();
    await expectNothingWritten(async () => {
      const unknown = await refusal(submit(applicationFields({ courseCode: 'XYZ' }), files));
      expect(unknown.fieldErrors.courseCode?.[0]).toMatch(/not offered in the chosen program/);
      const other = await refusal(submit(applicationFields({ courseCode: 'PGDCA' }), files));
      expect(other.fieldErrors.courseCode?.[0]).toMatch(/not offered in the chosen program/);
    });
  });

  it('checks age and asks a guardian for applicants under 18', async () => {
    const files = await applicationFiles();
    await expectNothingWritten(async () => {
      const tooYoung = await refusal(submit(applicationFields({ dob: dobForAge(12) }), files));
      expect(tooYoung.fieldErrors.dob).toEqual(['The applicant must be between 14 and 70 years old.']);
      const minor = await refusal(submit(applicationFields({ dob: dobForAge(16) }), files));
      expect(minor.fieldErrors).toEqual({
        guardianName: ["A parent or guardian's name is required for applicants under 18."],
        guardianConsent: ['A parent or guardian must agree for applicants under 18.'],
      });
    });
    const ok = await submit(applicationFields({ dob: dobForAge(16), guardianName: 'Sunita Devi', guardianConsent: 'on' }), files);
    expect(t.db.select().from(registrations).where(eq(registrations.referenceId, ok.referenceId)).get()?.guardianName).toBe(
      'Sunita Devi',
    );
  });

  it('refuses a UTR reused by another applicant with 409 and a clear message', async () => {
    await submit(applicationFields(), await applicationFiles());
    await expectNothingWritten(async () => {
      const result = await refusal(
        submit(
          applicationFields({ name: 'Another Applicant', email: 'other@example.in', utr: '412345678901' }),
          await applicationFiles(),
        ),
      );
      expect(result.code).toBe('CONFLICT');
      expect(result.message).toBe(utrUsedMessage);
      expect(result.fieldErrors.utr).toEqual([utrUsedMessage]);
    });
  });

  it('ignores a fee sent by the client and takes it from settings', async () => {
    const receipt = await submit(applicationFields({ registrationFee: '0' }), {
      ...(await applicationFiles()),
      photoUpload: { bytes: await pngBytes(), name: 'p.png' },
    });
    expect(receipt.registrationFee).toBe(100);
  });
});

describe('registrations.lookup', () => {
  it('finds an application by reference id, however it is typed, with masked contact details', async () => {
    const receipt = await submit(applicationFields(), await applicationFiles());
    const typed = receipt.referenceId.toLowerCase().replace('-', ' ').replace(/0/g, 'o');
    const found = await callerWithUpload(t, null).registrations.lookup({ referenceId: typed });
    expect(found).toMatchObject({
      referenceId: receipt.referenceId,
      name: 'Asha Kumari',
      mobile: '98••••••••',
      dob: '',
      email: 'as•••••@example.in',
      courseName: 'Diploma in Computer Applications',
      status: 'PENDING',
      canProceed: false,
      admissionStatus: null,
    });
  });

  it('answers the spec messages for an empty and an unknown id', async () => {
    const caller = callerWithUpload(t, null);
    const empty = await refusal(caller.registrations.lookup({ referenceId: '  ' }));
    expect(empty.code).toBe('BAD_REQUEST');
    const unknown = await refusal(caller.registrations.lookup({ referenceId: 'REG-ABCDEFGH' }));
    expect(unknown).toMatchObject({ code: 'NOT_FOUND', message: 'Failed to fetch applicant details' });
  });
});

describe('registrations.paymentInfo', () => {
  it('builds the UPI link and QR from settings', async () => {
    const info = await callerWithUpload(t, null).registrations.paymentInfo();
    expect(info.amount).toBe(100);
    expect(info.link).toBe('upi://pay?pa=testinstitute%40okaxis&pn=Test%20Institute&am=100.00&cu=INR&tn=Registration%20fee');
    expect(info.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });
});
