// Crash safety: SIGKILL the real server while 50 applications with real
// files are being uploaded, start it again on the same DATA_DIR (the start-up
// sweep runs), and check that nothing is half-written and nothing promised is
// lost. Needs `npm run build`.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { registrations, uploads } from '../../db/schema';
import { tempDirOf, uploadsDirOf } from '../../server/storage/paths';
import { startServer } from '../support/server';
import { formDataOf, pdfBytes, pngBytes } from '../support/uploads';

const submissions = 50;
/** Kill once this many applications have been answered 201: mid-way, with most still in flight. */
const killAfterSuccesses = 5;

const adultDob = () => `${new Date().getFullYear() - 22}-03-15`;

function applicationForm(index: number, photo: Buffer, screenshot: Buffer): FormData {
  return formDataOf(
    {
      program: 'diploma',
      courseCode: 'DCA',
      centre: 'gandhinagar',
      courseMode: 'Offline',
      name: `Crash Test ${index}`,
      fatherName: 'Mohan Yadav',
      dob: adultDob(),
      gender: 'male',
      mobile: `98${String(10_000_000 + index).padStart(8, '0')}`,
      email: `crash.${index}.${Date.now()}@example.in`,
      address: 'Azamnagar',
      consent: 'on',
      utr: String(500_000_000_000 + (Date.now() % 1_000_000) * 100 + index),
    },
    {
      photoUpload: { bytes: photo, name: 'photo.png' },
      aadhaarUpload: { bytes: pdfBytes, name: 'aadhaar.pdf' },
      tenthDoc: { bytes: pdfBytes, name: 'tenth.pdf' },
      paymentScreenshot: { bytes: screenshot, name: 'upi.png' },
    },
  );
}

it('keeps the database and the files consistent when killed during 50 concurrent uploads', { timeout: 90_000 }, async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crash-'));
  const env = { RATE_LIMIT_SUBMITS_PER_HOUR: '100000', MIN_FREE_DISK_MB: '0' };
  try {
    const server = await startServer(env, { dataDir });
    const [photo, screenshot] = await Promise.all([pngBytes(240, 320), pngBytes(400, 700, '#22aa55')]);

    const acknowledged: string[] = [];
    let killed = false;
    const killNow = () => {
      if (killed) return;
      killed = true;
      server.process.kill('SIGKILL');
    };
    const requests = Array.from({ length: submissions }, async (_, index) => {
      try {
        const response = await fetch(`${server.url}/admissions/submit`, {
          method: 'POST',
          body: applicationForm(index, photo, screenshot),
          signal: AbortSignal.timeout(45_000),
        });
        const body = (await response.json()) as { ok: boolean; receipt?: { referenceId: string } };
        if (response.status === 201 && body.ok) {
          acknowledged.push(body.receipt!.referenceId);
          if (acknowledged.length >= killAfterSuccesses) killNow();
        }
        return response.status;
      } catch {
        return 'no answer' as const;
      }
    });
    // One more application is still sending its photo when the kill comes,
    // whatever the machine's speed: on a quick run the 50 could all be
    // answered before the 5th answer reached this process, and nothing would
    // be cut mid-upload. Its half-received file must not survive the restart.
    const boundary = 'crash-test-boundary';
    const stillSending = fetch(`${server.url}/admissions/submit`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          const head = `--${boundary}\r\nContent-Disposition: form-data; name="photoUpload"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;
          controller.enqueue(new TextEncoder().encode(head));
          controller.enqueue(new Uint8Array(photo.subarray(0, Math.floor(photo.length / 2))));
          // Never closed: the body is cut by the kill.
        },
      }),
      duplex: 'half',
      signal: AbortSignal.timeout(45_000),
    } as RequestInit).then(
      (response) => response.status,
      () => 'no answer' as const,
    );
    // Should the server answer nothing in time, kill it anyway: the test is about the kill.
    const fallback = setTimeout(killNow, 30_000);
    const outcomes = await Promise.all(requests);
    const cutMidUpload = await stillSending;
    clearTimeout(fallback);
    await server.stop();

    // The kill came mid-way: after some answers, with an upload still arriving.
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfterSuccesses);
    expect(cutMidUpload).toBe('no answer');
    // Nothing but success or a lost connection: no 5xx under concurrency.
    expect(outcomes.filter((outcome) => outcome !== 201 && outcome !== 'no answer')).toEqual([]);

    // Restart on the same DATA_DIR: the start-up sweep runs before it listens.
    const restarted = await startServer(env, { dataDir });
    expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200);
    await restarted.stop();

    const db = openDatabase(dataDir);
    try {
      expect(db.$client.pragma('integrity_check', { simple: true })).toBe('ok');
      const rows = db.select({ storedName: uploads.storedName }).from(uploads).all();
      const storedNames = new Set(rows.map((row) => row.storedName));
      const onDisk = readdirSync(uploadsDirOf(dataDir));
      // Every row's file exists, and no file lacks a row.
      for (const name of storedNames) expect(existsSync(path.join(uploadsDirOf(dataDir), name)), name).toBe(true);
      expect(onDisk.filter((name) => !storedNames.has(name))).toEqual([]);
      expect(readdirSync(tempDirOf(dataDir))).toEqual([]);

      // Every answered 201 is in the database, with its four documents.
      const saved = db.select({ id: registrations.id, referenceId: registrations.referenceId }).from(registrations).all();
      const savedIds = new Set(saved.map((row) => row.referenceId));
      for (const referenceId of acknowledged) expect(savedIds.has(referenceId), referenceId).toBe(true);
      // A committed application always has all its documents (files moved before the row).
      expect(rows.length).toBe(saved.length * 4);
    } finally {
      db.$client.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
