// Real files for tests: small PNG/JPEG/PDF fixtures, a multipart round trip
// through the real parser, and what is on disk and in the tables.
import { existsSync, readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { DB } from '../../db/client';
import { createCaller } from '../../server/api/root';
import { createContext } from '../../server/api/trpc';
import { roomyGuards, type TestDb } from './db';
import { parseMultipart, applicationUploadLimits, type ReceivedForm } from '../../server/storage/multipart';
import { tempDirOf, uploadsDirOf } from '../../server/storage/paths';

export function pngBytes(width = 64, height = 48, colour = '#3366aa'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export function jpegBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#aa6633' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
    .toBuffer();
}

export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** An ELF executable header: something that must never pass as a picture. */
export const elfBytes = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 0)]);
/** A Windows executable (MZ) header. */
export const mzBytes = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

export interface FileSpec {
  bytes: Buffer;
  name: string;
}

export function formDataOf(fields: Record<string, string>, files: Record<string, FileSpec>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const [key, file] of Object.entries(files)) form.set(key, new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

/** Sends a form through the real multipart parser, as a Remix action would. */
export async function receive(dataDir: string, form: FormData, fileFields: readonly string[]): Promise<ReceivedForm> {
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return parseMultipart({
    body: request.body,
    headers: { 'content-type': request.headers.get('content-type'), 'content-length': request.headers.get('content-length') },
    dataDir,
    limits: applicationUploadLimits,
    fileFields,
  });
}

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

export function filesOnDisk(dataDir: string) {
  return { uploads: list(uploadsDirOf(dataDir)), tmp: list(tempDirOf(dataDir)) };
}

export function rowCounts(db: DB) {
  const count = (table: string) => db.get<{ n: number }>(sql.raw(`select count(*) as n from ${table}`)).n;
  return {
    registrations: count('registrations'),
    admissions: count('admissions'),
    enquiries: count('enquiries'),
    uploads: count('uploads'),
  };
}

/** A visitor's caller whose context carries a received upload, as the upload edge's submitReceived gives the procedure. */
export function callerWithUpload(t: TestDb, upload: ReceivedForm | null, ip = '203.0.113.7') {
  return createCaller(
    createContext({ db: t.db, admin: null, ip, userAgent: 'vitest', dataDir: t.dataDir, guards: roomyGuards, upload }),
  );
}

/** An ISO date of birth for someone `years` old today (birthday a month ago). */
export function dobForAge(years: number, today = new Date()): string {
  const date = new Date(today.getFullYear() - years, today.getMonth() - 1, Math.min(today.getDate(), 28));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

let utrCounter = 0;
/** A fresh 12-digit UTR per call. */
export const freshUtr = () => `${Date.now() % 1_000_000}`.padStart(6, '4') + String(100000 + ++utrCounter).slice(-6);

export function applicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    program: 'diploma',
    courseCode: 'DCA',
    centre: 'belwa',
    courseMode: 'Offline',
    name: 'Asha Kumari',
    fatherName: 'Ramesh Prasad',
    dob: dobForAge(20),
    gender: 'female',
    mobile: '+91 98123 45210',
    email: 'Asha.Kumari@Example.in',
    address: 'Ward 4, Belwa, Purnia',
    consent: 'on',
    utr: '4123 4567 8901',
    ...overrides,
  };
}

export async function applicationFiles(program: 'diploma' | 'advance-diploma' = 'diploma'): Promise<Record<string, FileSpec>> {
  const files: Record<string, FileSpec> = {
    photoUpload: { bytes: await jpegBytes(300, 400), name: 'me.jpg' },
    aadhaarUpload: { bytes: pdfBytes, name: 'aadhaar-masked.pdf' },
    tenthDoc: { bytes: pdfBytes, name: '10th.pdf' },
    paymentScreenshot: { bytes: await pngBytes(360, 640), name: 'upi.png' },
  };
  if (program === 'advance-diploma') {
    files.twelfthDoc = { bytes: await pngBytes(200, 280, '#eeeeee'), name: '12th.png' };
    files.graduationDoc = { bytes: pdfBytes, name: 'ba.pdf' };
  }
  return files;
}
