// npm run purge-documents: old REJECTED or PENDING records lose their
// documents (rows and files), keep their other fields, and every purge is logged.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { admissions, registrations, uploads } from '../../db/schema';
import { createLogger } from '../../server/logger';
import { dayMs, purgeOldDocuments } from '../../server/services/upkeep/retention';
import { uploadsDirOf } from '../../server/storage/paths';
import { createTestDb, type TestDb } from '../support/db';
import { addRegistration } from '../support/site';

const run = promisify(execFile);
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('info', sink), lines };
}

describe('purge of old documents', () => {
  let testDb: TestDb;
  beforeEach(() => {
    testDb = createTestDb();
  });
  afterEach(() => testDb.cleanup());

  const filesExist = (names: string[]) => names.map((name) => existsSync(path.join(uploadsDirOf(testDb.dataDir), name)));
  const uploadCount = (ownerId: number, ownerType: 'registration' | 'admission' = 'registration') =>
    testDb.db
      .select()
      .from(uploads)
      .where(eq(uploads.ownerId, ownerId))
      .all()
      .filter((row) => row.ownerType === ownerType).length;

  it('purges REJECTED and stale PENDING records only, keeping their other fields', async () => {
    const { db, dataDir } = testDb;
    const rejected = addRegistration(db, dataDir, { status: 'REJECTED', createdAt: daysAgo(200) });
    const stalePending = addRegistration(db, dataDir, { status: 'PENDING', createdAt: daysAgo(181) });
    const approved = addRegistration(db, dataDir, { status: 'APPROVED', createdAt: daysAgo(400) });
    const recentPending = addRegistration(db, dataDir, { status: 'PENDING', createdAt: daysAgo(30) });
    // An old PENDING admission of the approved registration, with its payment screenshot.
    const admission = db
      .insert(admissions)
      .values({
        referenceId: 'ADM-TEST0001',
        registrationId: approved.registration.id,
        name: approved.registration.name,
        fatherName: 'Father',
        gender: 'female',
        dob: '2008-04-01',
        email: 'a@example.in',
        mobile: '9876543210',
        admissionFee: 5000,
        utr: '111122223333',
        createdAt: daysAgo(190),
      })
      .returning()
      .get();
    const screenshot = randomBytes(16).toString('hex');
    writeFileSync(path.join(uploadsDirOf(dataDir), screenshot), 'png');
    db.insert(uploads)
      .values({
        ownerType: 'admission',
        ownerId: admission.id,
        kind: 'payment',
        storedName: screenshot,
        originalName: 'pay.png',
        detectedType: 'image/png',
        bytes: 3,
        sha256: 'x',
      })
      .run();

    const { logger, lines } = capturingLogger();
    const result = await purgeOldDocuments(db, dataDir, { olderThanDays: 180, logger });
    expect(result).toEqual({ registrations: 2, admissions: 1, files: 5 });

    for (const purged of [rejected, stalePending]) {
      expect(uploadCount(purged.registration.id)).toBe(0);
      expect(filesExist(purged.storedNames)).toEqual([false, false]);
      const row = db.select().from(registrations).where(eq(registrations.id, purged.registration.id)).get()!;
      expect(row.documentsPurgedAt).toBeInstanceOf(Date);
      expect(row.name).toBe(purged.registration.name);
      expect(row.status).toBe(purged.registration.status);
    }
    for (const kept of [approved, recentPending]) {
      expect(uploadCount(kept.registration.id)).toBe(2);
      expect(filesExist(kept.storedNames)).toEqual([true, true]);
      expect(
        db.select().from(registrations).where(eq(registrations.id, kept.registration.id)).get()!.documentsPurgedAt,
      ).toBeNull();
    }
    expect(uploadCount(admission.id, 'admission')).toBe(0);
    expect(filesExist([screenshot])).toEqual([false]);

    const purgeLines = lines.filter((line) => line.msg === 'purged documents');
    expect(purgeLines.map((line) => line.referenceId).sort()).toEqual(
      [rejected.registration.referenceId, stalePending.registration.referenceId, 'ADM-TEST0001'].sort(),
    );
    expect(JSON.stringify(lines)).not.toContain('9876543210');

    // A second run finds nothing left to do.
    expect(await purgeOldDocuments(db, dataDir, { olderThanDays: 180, logger })).toEqual({
      registrations: 0,
      admissions: 0,
      files: 0,
    });
  });

  it('changes nothing in a dry run', async () => {
    const { db, dataDir } = testDb;
    const rejected = addRegistration(db, dataDir, { status: 'REJECTED', createdAt: daysAgo(365) });
    const { logger } = capturingLogger();
    const result = await purgeOldDocuments(db, dataDir, { olderThanDays: 180, logger, dryRun: true });
    expect(result).toEqual({ registrations: 1, admissions: 0, files: 2 });
    expect(uploadCount(rejected.registration.id)).toBe(2);
    expect(filesExist(rejected.storedNames)).toEqual([true, true]);
  });

  it('runs from the command line with --days and prints a summary', async () => {
    const { db, dataDir } = testDb;
    const old = addRegistration(db, dataDir, { status: 'REJECTED', createdAt: daysAgo(40) });
    const { stdout } = await run('npx', ['tsx', 'scripts/purge-documents.ts', '--days', '30'], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    });
    expect(stdout).toContain('Purged the documents of 1 registration(s) and 0 admission(s) older than 30 days');
    expect(stdout).toContain('"msg":"purged documents"');
    expect(uploadCount(old.registration.id)).toBe(0);
  }, 90_000);
});
