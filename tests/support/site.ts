// Rows and files of a small but complete site, for tests of the sweep,
// backups and document retention. Writes straight through Drizzle: these
// tests are about files and rows, not about the forms' rules.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DB } from '../../db/client';
import { galleryItems, registrations, uploads } from '../../db/schema';
import { type RecordStatus } from '../../domain/vocabulary';
import { galleryFileNames } from '../../server/services/site/gallery';
import { galleryDirOf, uploadsDirOf } from '../../server/storage/paths';

let counter = 0;
const digits = (n: number) => String(n).padStart(12, '0');

/** A registration with a photo and an Aadhaar file on disk. */
export function addRegistration(db: DB, dataDir: string, options: { status?: RecordStatus; createdAt?: Date } = {}) {
  counter += 1;
  const row = db
    .insert(registrations)
    .values({
      referenceId: `REG-T${String(counter).padStart(7, '0')}${randomBytes(2).toString('hex')}`.slice(0, 12),
      name: `Applicant ${counter}`,
      fatherName: 'Father',
      gender: 'female',
      dob: '2008-04-01',
      email: `applicant${counter}@example.in`,
      mobile: '9876543210',
      address: 'Gandhinagar',
      program: 'diploma',
      courseCode: 'DCA',
      courseName: 'Diploma in Computer Applications',
      centre: 'gandhinagar',
      courseMode: 'Offline',
      guardianName: 'Guardian',
      consentAt: new Date(),
      registrationFee: 100,
      utr: digits((Date.now() % 1e9) * 1000 + counter),
      status: options.status ?? 'PENDING',
      createdAt: options.createdAt ?? new Date(),
    })
    .returning()
    .get();
  mkdirSync(uploadsDirOf(dataDir), { recursive: true });
  const files: string[] = [];
  for (const kind of ['photo', 'aadhaar'] as const) {
    const storedName = randomBytes(16).toString('hex');
    const content = randomBytes(256);
    writeFileSync(path.join(uploadsDirOf(dataDir), storedName), content);
    db.insert(uploads)
      .values({
        ownerType: 'registration',
        ownerId: row.id,
        kind,
        storedName,
        originalName: `${kind}.jpg`,
        detectedType: 'image/jpeg',
        bytes: content.length,
        sha256: 'test',
      })
      .run();
    files.push(storedName);
  }
  return { registration: row, storedNames: files };
}

/** A gallery item with its WebP variants and JPEG fallback on disk. */
export function addGalleryItem(db: DB, dataDir: string, imageName = `img-${randomBytes(6).toString('hex')}`) {
  const width = 1200;
  db.insert(galleryItems)
    .values({ title: 'Prize day', description: 'Students', category: 'events', imageName, width, height: 800 })
    .run();
  mkdirSync(galleryDirOf(dataDir), { recursive: true });
  const names = galleryFileNames(imageName, width);
  const files = [...names.webp.map((variant) => variant.file), names.jpeg];
  for (const file of files) writeFileSync(path.join(galleryDirOf(dataDir), file), randomBytes(128));
  return { imageName, files };
}
