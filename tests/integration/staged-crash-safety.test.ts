// Crash safety of staged (resumable) uploads: SIGKILL the real server while
// 20 documents are being sent with the tus client and 5 applications claim
// documents staged earlier, start it again on the same DATA_DIR, and check
// that the database is whole, no claimed file is missing, a half-sent upload
// goes on after the restart, and what nobody claims is swept on schedule.
// Needs `npm run build`.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Upload } from 'tus-js-client';
import { expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { registrations, uploads } from '../../db/schema';
import { stagedDirOf, uploadsDirOf } from '../../server/storage/paths';
import { startServer } from '../support/server';
import { newBrowser, stageUpload } from '../support/tus';
import { applicationFields, formDataOf, freshUtr, pdfBytes, pngBytes } from '../support/uploads';

const inFlight = 20;
const claims = 5;
const documentBytes = 1024 * 1024;
const document = (index: number) => Buffer.concat([pdfBytes, Buffer.alloc(documentBytes - pdfBytes.length, 0x30 + (index % 10))]);

const stagedNames = (dataDir: string) => (existsSync(stagedDirOf(dataDir)) ? readdirSync(stagedDirOf(dataDir)) : []);

it('keeps the database and claimed files whole when killed during 20 staged uploads', { timeout: 120_000 }, async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'staged-crash-'));
  const env = { RATE_LIMIT_SUBMITS_PER_HOUR: '100000', MIN_FREE_DISK_MB: '0', STAGED_SWEEP_SECONDS: '1' };
  try {
    const server = await startServer(env, { dataDir });
    const cookie = newBrowser();
    const [photo, screenshot] = await Promise.all([pngBytes(240, 320), pngBytes(360, 640, '#22aa55')]);
    const application = (field: string, filename: string) => ({ form: 'application', field, filename });

    // Five applications' documents, staged whole before the crash.
    const sets = await Promise.all(
      Array.from({ length: claims }, async () => ({
        photoUpload: (await stageUpload(server.url, cookie, photo, application('photoUpload', 'p.png'))).id,
        aadhaarUpload: (await stageUpload(server.url, cookie, pdfBytes, application('aadhaarUpload', 'a.pdf'))).id,
        tenthDoc: (await stageUpload(server.url, cookie, pdfBytes, application('tenthDoc', 't.pdf'))).id,
        paymentScreenshot: (await stageUpload(server.url, cookie, screenshot, application('paymentScreenshot', 'u.png'))).id,
      })),
    );

    // Twenty documents on their way, in small pieces, when the server dies.
    const sent = new Array<number>(inFlight).fill(0);
    const urls = new Array<string | null>(inFlight).fill(null);
    let killed = false;
    const killNow = () => {
      if (killed) return;
      killed = true;
      server.process.kill('SIGKILL');
    };
    const transfers = Array.from(
      { length: inFlight },
      (_, index) =>
        new Promise<'done' | 'cut'>((resolve) => {
          const upload = new Upload(document(index), {
            endpoint: `${server.url}/uploads/tus`,
            headers: { cookie },
            metadata: application('tenthDoc', `doc-${index}.pdf`),
            chunkSize: 64 * 1024,
            retryDelays: [],
            onUploadUrlAvailable: () => {
              urls[index] = upload.url;
            },
            onProgress: (bytes) => {
              sent[index] = bytes;
              // Kill once a third of all the bytes went out: most uploads are mid-file.
              if (sent.reduce((a, b) => a + b, 0) > (inFlight * documentBytes) / 3) killNow();
            },
            onSuccess: () => resolve('done'),
            onError: () => resolve('cut'),
          });
          upload.start();
        }),
    );
    const submits = sets.map(async (set) => {
      const staged = Object.fromEntries(Object.entries(set).map(([field, id]) => [`staged.${field}`, id]));
      try {
        const response = await fetch(`${server.url}/admissions/submit`, {
          method: 'POST',
          body: formDataOf({ ...applicationFields({ utr: freshUtr() }), ...staged }, {}),
          headers: { cookie },
        });
        const body = (await response.json()) as { ok: boolean; receipt?: { referenceId: string } };
        return response.status === 201 && body.ok ? body.receipt!.referenceId : null;
      } catch {
        return null;
      }
    });
    const fallback = setTimeout(killNow, 30_000);
    const outcomes = await Promise.all(transfers);
    const acknowledged = (await Promise.all(submits)).filter((id): id is string => id !== null);
    clearTimeout(fallback);
    await server.stop('SIGKILL');
    expect(killed).toBe(true);
    // The kill really fell mid-transfer.
    expect(outcomes.filter((outcome) => outcome === 'cut').length).toBeGreaterThan(0);

    const restarted = await startServer(env, { dataDir });
    try {
      const db = openDatabase(dataDir);
      try {
        expect(db.$client.pragma('integrity_check', { simple: true })).toBe('ok');
        // No claimed file is missing: every uploads row's file is in place.
        const rows = db.select().from(uploads).all();
        for (const row of rows) expect(existsSync(path.join(uploadsDirOf(dataDir), row.storedName))).toBe(true);
        // Every application whose answer arrived is there with its four documents.
        const saved = db.select().from(registrations).all();
        for (const referenceId of acknowledged) {
          const record = saved.find((row) => row.referenceId === referenceId);
          expect(record).toBeDefined();
          expect(rows.filter((row) => row.ownerType === 'registration' && row.ownerId === record!.id)).toHaveLength(4);
        }
      } finally {
        db.$client.close();
      }

      // A half-sent document survived the restart and goes on from where it stopped.
      const cutIndex = outcomes.findIndex((outcome, index) => outcome === 'cut' && urls[index]);
      expect(cutIndex).toBeGreaterThanOrEqual(0);
      const cutId = urls[cutIndex]!.slice(urls[cutIndex]!.lastIndexOf('/') + 1);
      expect(stagedNames(dataDir)).toContain(cutId);
      await new Promise<void>((resolve, reject) => {
        const upload = new Upload(document(cutIndex), {
          endpoint: `${restarted.url}/uploads/tus`,
          uploadUrl: `${restarted.url}/uploads/tus/${cutId}`,
          headers: { cookie },
          metadata: application('tenthDoc', `doc-${cutIndex}.pdf`),
          onSuccess: () => resolve(),
          onError: reject,
        });
        upload.start();
      });
      expect(readFileSync(path.join(stagedDirOf(dataDir), cutId)).equals(document(cutIndex))).toBe(true);

      // Nobody claims the rest: once a day old, the sweep's timer removes every one.
      const dayAndAnHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
      for (const name of stagedNames(dataDir)) {
        utimesSync(path.join(stagedDirOf(dataDir), name), dayAndAnHourAgo, dayAndAnHourAgo);
      }
      for (let waited = 0; stagedNames(dataDir).length > 0 && waited < 100; waited += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(stagedNames(dataDir)).toEqual([]);
    } finally {
      await restarted.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
