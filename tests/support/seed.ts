// Rows for admin tests, written straight into SQLite (no applicant journey
// needed). Values are unique per call so tests sharing a database stay apart.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DB } from '../../db/client';
import { admissions, enquiries, paymentEvidence, registrations, uploads } from '../../db/schema';
import { type DocumentOwnerType } from '../../domain/vocabulary';
import { type DocumentKind } from '../../domain/schemas/documents';
import { uploadsDirOf } from '../../server/storage/paths';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const code = (n: number) => Array.from(randomBytes(n), (b) => alphabet[b % 32]).join('');
const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

export type RegistrationSeed = Partial<typeof registrations.$inferInsert>;

export function seedRegistration(db: DB, values: RegistrationSeed = {}) {
  return db
    .insert(registrations)
    .values({
      referenceId: `REG-${code(8)}`,
      name: 'Asha Kumari',
      fatherName: 'Ramesh Prasad',
      gender: 'female',
      dob: '2004-05-06',
      email: `asha.${code(6).toLowerCase()}@example.in`,
      mobile: `9${digits(9)}`,
      address: 'Ward 4, Gandhinagar',
      program: 'diploma',
      courseCode: 'DCA',
      courseName: 'Diploma in Computer Application',
      centre: 'gandhinagar',
      courseMode: 'Offline',
      consentAt: new Date(),
      registrationFee: 100,
      utr: digits(12),
      ...values,
    })
    .returning()
    .get();
}

export function seedAdmission(
  db: DB,
  registration: typeof registrations.$inferSelect,
  values: Partial<typeof admissions.$inferInsert> = {},
) {
  return db
    .insert(admissions)
    .values({
      referenceId: `ADM-${code(8)}`,
      registrationId: registration.id,
      name: registration.name,
      fatherName: registration.fatherName,
      gender: registration.gender,
      dob: registration.dob,
      email: registration.email,
      mobile: registration.mobile,
      admissionFee: 5000,
      utr: digits(12),
      ...values,
    })
    .returning()
    .get();
}

export function seedEnquiry(db: DB, values: Partial<typeof enquiries.$inferInsert> = {}) {
  return db
    .insert(enquiries)
    .values({
      name: 'Vikash Yadav',
      email: `vikash.${code(6).toLowerCase()}@example.in`,
      mobile: `8${digits(9)}`,
      subject: 'course-details',
      query: 'When does the next DCA batch start?',
      ...values,
    })
    .returning()
    .get();
}

/** Writes a file under DATA_DIR/uploads and its uploads row. */
export function seedUpload(
  db: DB,
  dataDir: string,
  owner: { ownerType: DocumentOwnerType; ownerId: number; kind: DocumentKind },
  file: { bytes: Buffer; detectedType: string; originalName: string },
) {
  const storedName = `${randomBytes(16).toString('hex')}`;
  mkdirSync(uploadsDirOf(dataDir), { recursive: true });
  writeFileSync(path.join(uploadsDirOf(dataDir), storedName), file.bytes);
  return db
    .insert(uploads)
    .values({
      ...owner,
      storedName,
      originalName: file.originalName,
      detectedType: file.detectedType,
      bytes: file.bytes.length,
      sha256: 'x'.repeat(64),
    })
    .returning()
    .get();
}

/** A tiny valid PNG (1x1 red pixel). */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
export const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A fee verified by hand (as "Mark verified by hand" records it), so a dashboard approval needs no confirmation. */
export function seedVerifiedPayment(db: DB, recordType: DocumentOwnerType, recordId: number) {
  return db
    .insert(paymentEvidence)
    .values({ recordType, recordId, kind: 'by_hand', outcome: 'verified', remark: 'Verified in the test', createdAt: new Date() })
    .returning()
    .get();
}

/** A QR code of `text` as PNG bytes, drawn by the same library the site uses (a printed merchant QR stands in). */
export async function qrPng(text: string, width = 600): Promise<Buffer> {
  const QRCode = (await import('qrcode')).default;
  return QRCode.toBuffer(text, { type: 'png', margin: 4, width, errorCorrectionLevel: 'M' });
}

export const merchantUpiQrText = 'upi://pay?pa=testinstitute@okaxis&pn=Test%20Institute&mc=8299&cu=INR';
