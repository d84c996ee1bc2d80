// Staged (resumable) uploads over real HTTP with the real tus client: a
// connection really cut mid-file, the browser binding, the limits while bytes
// arrive, the byte check at completion, the claim by a small submit, a
// cancel, the sweep, and a staged folder removed while the server runs.
// Needs `npm run build`.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { registrations, uploads } from '../../db/schema';
import { stagedDirOf, uploadsDirOf } from '../../server/storage/paths';
import { startServer, type RunningServer } from '../support/server';
import { applicationFields, elfBytes, formDataOf, freshUtr, jpegBytes, pdfBytes, pngBytes } from '../support/uploads';
import { cuttingProxy, newBrowser, refusalOf, stageUpload } from '../support/tus';
import { legacyClient, oldApplicationFields, oldApplicationFiles } from '../support/legacy';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_SUBMITS_PER_HOUR: '1000', MIN_FREE_DISK_MB: '0', STAGED_SWEEP_SECONDS: '1' });
});
afterAll(async () => {
  await server.cleanup();
});

const application = (field: string, filename: string) => ({ form: 'application', field, filename });
const stagedFiles = () => (existsSync(stagedDirOf(server.dataDir)) ? readdirSync(stagedDirOf(server.dataDir)) : []);

/** A PDF padded to `size` bytes (its type is read from the first bytes). */
const bigPdf = (size: number) => Buffer.concat([pdfBytes, Buffer.alloc(size - pdfBytes.length, 0x20)]);

/** The application's other required documents, sent in the body itself. */
const otherDocuments = async () => ({
  photoUpload: { bytes: await jpegBytes(300, 400), name: 'me.jpg', type: 'image/jpeg' },
  aadhaarUpload: { bytes: pdfBytes, name: 'aadhaar.pdf', type: 'application/pdf' },
  paymentScreenshot: { bytes: await pngBytes(360, 640), name: 'upi.png', type: 'image/png' },
});

async function submitWithStaged(
  cookie: string,
  staged: Record<string, string>,
  fields = applicationFields({ utr: freshUtr() }),
  files: Parameters<typeof formDataOf>[1] = {},
) {
  const form = formDataOf(
    { ...fields, ...Object.fromEntries(Object.entries(staged).map(([field, id]) => [`staged.${field}`, id])) },
    files,
  );
  const response = await fetch(`${server.url}/admissions/submit`, { method: 'POST', body: form, headers: { cookie } });
  return {
    status: response.status,
    body: (await response.json()) as {
      ok: boolean;
      receipt?: { referenceId: string };
      message?: string;
      fieldErrors?: Record<string, string[]>;
    },
  };
}

describe('a dropped connection', () => {
  it('resumes where it stopped, and the server receives each byte once', { timeout: 60_000 }, async () => {
    const fileSize = 2 * 1024 * 1024;
    const document = bigPdf(fileSize);
    // Cut after the creation request and about half of the file.
    const proxy = await cuttingProxy(new URL(server.url), 1024 * 1024);
    try {
      const cookie = newBrowser();
      const staged = await stageUpload(proxy.url, cookie, document, application('tenthDoc', '10th.pdf'), {
        // One request for the whole file, so the cut falls inside it.
        chunkSize: Infinity,
      });
      expect(proxy.cuts()).toBe(1);
      expect(proxy.connections()).toBeGreaterThanOrEqual(2);
      // Every byte of the file passed once; the rest is a few requests' headers.
      const overhead = proxy.bytesToServer() - fileSize;
      expect(overhead).toBeGreaterThan(0);
      expect(overhead).toBeLessThan(8 * 1024);
      expect(readFileSync(path.join(stagedDirOf(server.dataDir), staged.id)).equals(document)).toBe(true);

      // The small submit claims it with the other documents; the record keeps it.
      const [photo, screenshot] = await Promise.all([jpegBytes(300, 400), pngBytes(360, 640)]);
      const others = await Promise.all([
        stageUpload(server.url, cookie, photo, application('photoUpload', 'me.jpg')),
        stageUpload(server.url, cookie, pdfBytes, application('aadhaarUpload', 'aadhaar.pdf')),
        stageUpload(server.url, cookie, screenshot, application('paymentScreenshot', 'upi.png')),
      ]);
      const result = await submitWithStaged(cookie, {
        tenthDoc: staged.id,
        photoUpload: others[0].id,
        aadhaarUpload: others[1].id,
        paymentScreenshot: others[2].id,
      });
      expect(result.status).toBe(201);
      const referenceId = result.body.receipt!.referenceId;
      const db = openDatabase(server.dataDir);
      try {
        const record = db
          .select()
          .from(registrations)
          .all()
          .find((row) => row.referenceId === referenceId)!;
        const files = db
          .select()
          .from(uploads)
          .all()
          .filter((row) => row.ownerType === 'registration' && row.ownerId === record.id);
        expect(files.map((row) => row.kind).sort()).toEqual(['aadhaar', 'payment', 'photo', 'tenth']);
        const tenth = files.find((row) => row.kind === 'tenth')!;
        expect(readFileSync(path.join(uploadsDirOf(server.dataDir), tenth.storedName)).equals(document)).toBe(true);
        // The staged photo was re-encoded like any uploaded picture: its metadata is gone.
        const stored = files.find((row) => row.kind === 'photo')!;
        const photoBytes = readFileSync(path.join(uploadsDirOf(server.dataDir), stored.storedName));
        expect(photo.includes('secret-location')).toBe(true);
        expect(photoBytes.includes('secret-location')).toBe(false);
        expect(photoBytes.equals(photo)).toBe(false);
      } finally {
        db.$client.close();
      }
      // Claimed uploads leave the staging area.
      for (const id of [staged.id, ...others.map((other) => other.id)]) expect(stagedFiles()).not.toContain(id);
    } finally {
      await proxy.close();
    }
  });
});

describe('a resend after a lost answer', () => {
  it('gets the first receipt although its staged uploads were claimed and removed', { timeout: 60_000 }, async () => {
    const cookie = newBrowser();
    const staged = await Promise.all([
      stageUpload(server.url, cookie, pdfBytes, application('tenthDoc', '10th.pdf')),
      stageUpload(server.url, cookie, await jpegBytes(300, 400), application('photoUpload', 'me.jpg')),
      stageUpload(server.url, cookie, pdfBytes, application('aadhaarUpload', 'aadhaar.pdf')),
      stageUpload(server.url, cookie, await pngBytes(360, 640), application('paymentScreenshot', 'upi.png')),
    ]);
    const ids = {
      tenthDoc: staged[0].id,
      photoUpload: staged[1].id,
      aadhaarUpload: staged[2].id,
      paymentScreenshot: staged[3].id,
    };
    const utr = freshUtr();
    const fields = applicationFields({ utr });
    const first = await submitWithStaged(cookie, ids, fields);
    expect(first.status).toBe(201);
    // The answer was lost; the same submit again names uploads that are gone now.
    const again = await submitWithStaged(cookie, ids, fields);
    expect(again.body.ok).toBe(true);
    expect(again.body.receipt?.referenceId).toBe(first.body.receipt?.referenceId);
    const db = openDatabase(server.dataDir);
    try {
      expect(
        db
          .select()
          .from(registrations)
          .all()
          .filter((row) => row.utr === utr),
      ).toHaveLength(1);
    } finally {
      db.$client.close();
    }
    // Not a resend (another UTR): the missing uploads are refused by name.
    const other = await submitWithStaged(cookie, ids, applicationFields({ utr: freshUtr() }));
    expect(other.status).toBe(400);
    expect(other.body.fieldErrors?.tenthDoc).toEqual(['This file was not found on the server. Please choose it again.']);
  });
});

describe('refusals', () => {
  it("refuses another browser's upload id: to resume, to cancel and to claim", async () => {
    const owner = newBrowser();
    const stranger = newBrowser();
    const staged = await stageUpload(server.url, owner, pdfBytes, application('tenthDoc', '10th.pdf'));
    for (const method of ['HEAD', 'DELETE']) {
      const response = await fetch(staged.url, { method, headers: { cookie: stranger, 'tus-resumable': '1.0.0' } });
      expect(response.status).toBe(404);
    }
    const patch = await fetch(staged.url, {
      method: 'PATCH',
      headers: {
        cookie: stranger,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: 'x',
    });
    expect(patch.status).toBe(404);
    // No cookie at all is no browser of ours either.
    expect((await fetch(staged.url, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } })).status).toBe(404);

    const claim = await submitWithStaged(stranger, { tenthDoc: staged.id }, undefined, await otherDocuments());
    expect(claim.status).toBe(400);
    expect(claim.body.fieldErrors?.tenthDoc).toEqual(['This file was not found on the server. Please choose it again.']);
    // The owner still has it, whole.
    const head = await fetch(staged.url, { method: 'HEAD', headers: { cookie: owner, 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(pdfBytes.length));
  });

  it('lets the owner cancel an upload (a file chosen again): its bytes and metadata go', async () => {
    const owner = newBrowser();
    const staged = await stageUpload(server.url, owner, pdfBytes, application('tenthDoc', '10th.pdf'));
    expect(stagedFiles()).toEqual(expect.arrayContaining([staged.id, `${staged.id}.json`]));
    const cancel = await fetch(staged.url, { method: 'DELETE', headers: { cookie: owner, 'tus-resumable': '1.0.0' } });
    expect(cancel.status).toBe(204);
    expect(stagedFiles()).not.toContain(staged.id);
    expect(stagedFiles()).not.toContain(`${staged.id}.json`);
    const head = await fetch(staged.url, { method: 'HEAD', headers: { cookie: owner, 'tus-resumable': '1.0.0' } });
    expect(head.status).toBe(404);
  });

  it('never serves a staged upload back', async () => {
    const cookie = newBrowser();
    const staged = await stageUpload(server.url, cookie, pdfBytes, application('tenthDoc', '10th.pdf'));
    const response = await fetch(staged.url, { headers: { cookie } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('%PDF');
  });

  it('refuses a file larger than the limit when it is announced, and bytes beyond its size while they arrive', async () => {
    const cookie = newBrowser();
    const error = await stageUpload(server.url, cookie, bigPdf(5 * 1024 * 1024 + 1), application('tenthDoc', 'big.pdf')).catch(
      (caught: unknown) => caught,
    );
    expect(refusalOf(error)).toEqual({ status: 413, body: 'Each file must be at most 5 MB.' });

    // A client that declares 10 bytes and then sends more is cut off at its size.
    const created = await fetch(`${server.url}/uploads/tus`, {
      method: 'POST',
      headers: {
        cookie,
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': `form ${btoa('application')},field ${btoa('tenthDoc')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location')!, server.url).href;
    const id = location.slice(location.lastIndexOf('/') + 1);
    const patch = await fetch(location, {
      method: 'PATCH',
      headers: { cookie, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: Buffer.alloc(4096, 0x41),
    });
    expect(patch.status).toBe(413);
    // The sentence, and what it says by key for the form to say in its page's language.
    expect(JSON.parse(await patch.text())).toEqual({
      message: 'Each file must be at most 5 MB.',
      said: { key: 'templates.fileTooLarge', values: { megabytes: 5 } },
    });
    expect(readFileSync(path.join(stagedDirOf(server.dataDir), id)).length).toBe(0);

    // The same without a Content-Length (chunked): cut at the declared size while the bytes arrive.
    const chunked = await fetch(location, {
      method: 'PATCH',
      headers: { cookie, 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new ReadableStream({
        start(controller) {
          for (let piece = 0; piece < 16; piece += 1) controller.enqueue(new Uint8Array(4096).fill(0x42));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    // The client reads the refusal, even when its body was still being sent
    // (the server drains it rather than closing the connection under it).
    expect(chunked.status).toBe(413);
    expect(JSON.parse(await chunked.text())).toEqual({
      message: 'Each file must be at most 5 MB.',
      said: { key: 'templates.fileTooLarge', values: { megabytes: 5 } },
    });
    expect(readFileSync(path.join(stagedDirOf(server.dataDir), id)).length).toBeLessThanOrEqual(10);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    // A size that is not declared (deferred) is refused: the limit must hold from the first byte.
    const deferred = await fetch(`${server.url}/uploads/tus`, {
      method: 'POST',
      headers: {
        cookie,
        'tus-resumable': '1.0.0',
        'upload-defer-length': '1',
        'upload-metadata': `form ${btoa('application')},field ${btoa('tenthDoc')}`,
      },
    });
    expect(deferred.status).toBe(400);
  });

  it('refuses bad bytes when the upload completes, and keeps nothing of them', async () => {
    const cookie = newBrowser();
    const before = stagedFiles().length;
    const error = await stageUpload(server.url, cookie, elfBytes, application('photoUpload', 'photo.jpg')).catch(
      (caught: unknown) => caught,
    );
    expect(refusalOf(error)).toEqual({ status: 415, body: 'The photo must be a JPG, PNG or WebP image.' });
    expect(stagedFiles().length).toBe(before);

    // A field the form does not have is refused at creation.
    const wrongField = await stageUpload(server.url, cookie, pdfBytes, application('passport', 'p.pdf')).catch(
      (caught: unknown) => caught,
    );
    expect(refusalOf(wrongField).status).toBe(400);
  });

  it('refuses to claim an upload that has not finished', async () => {
    const cookie = newBrowser();
    const created = await fetch(`${server.url}/uploads/tus`, {
      method: 'POST',
      headers: {
        cookie,
        'tus-resumable': '1.0.0',
        'upload-length': '100',
        'upload-metadata': `form ${btoa('application')},field ${btoa('tenthDoc')}`,
      },
    });
    const location = created.headers.get('location')!;
    const id = location.slice(location.lastIndexOf('/') + 1);
    const claim = await submitWithStaged(cookie, { tenthDoc: id }, undefined, await otherDocuments());
    expect(claim.status).toBe(400);
    expect(claim.body.fieldErrors?.tenthDoc).toEqual(['This file has not finished uploading. Please wait until it is uploaded.']);
  });
});

describe("the old client's /api", () => {
  it('reads its bodies as before: staged ids in its fields claim nothing', async () => {
    const cookie = newBrowser();
    const staged = await stageUpload(server.url, cookie, pdfBytes, application('tenthDoc', '10th.pdf'));
    const { tenthDoc: _tenth, ...files } = await oldApplicationFiles();
    const response = await legacyClient(server).postForm(
      '/api/form/submit',
      { ...oldApplicationFields(), 'staged.tenthDoc': staged.id },
      files,
      { cookie },
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('10th');
    expect(stagedFiles()).toContain(staged.id);
  });
});

describe('the per-address limits', () => {
  it('count staged uploads and refuse them once the address has used its submits', { timeout: 60_000 }, async () => {
    const limited = await startServer({ RATE_LIMIT_SUBMITS_PER_HOUR: '1', MIN_FREE_DISK_MB: '0' });
    try {
      const cookie = newBrowser();
      // One submit allows 8 uploads in the hour.
      for (let index = 0; index < 8; index += 1) {
        await stageUpload(limited.url, cookie, pdfBytes, application('tenthDoc', `${index}.pdf`));
      }
      const error = await stageUpload(limited.url, cookie, pdfBytes, application('tenthDoc', '9.pdf')).catch(
        (caught: unknown) => caught,
      );
      const refusal = refusalOf(error);
      expect(refusal.status).toBe(429);
      expect(refusal.body).toMatch(/^Too many attempts from your connection\. Please try again in \d+ minutes?\.$/);
    } finally {
      await limited.cleanup();
    }
  });
});

describe('the disk guard', () => {
  it('refuses new staged uploads while the disk is low', { timeout: 60_000 }, async () => {
    const full = await startServer({ MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) });
    try {
      const error = await stageUpload(full.url, newBrowser(), pdfBytes, application('tenthDoc', '10th.pdf')).catch(
        (caught: unknown) => caught,
      );
      expect(refusalOf(error)).toEqual({
        status: 507,
        body: 'The server is low on storage space, so uploads are paused. Please try again later or contact the institute.',
      });
      expect(existsSync(stagedDirOf(full.dataDir)) ? readdirSync(stagedDirOf(full.dataDir)) : []).toEqual([]);
    } finally {
      await full.cleanup();
    }
  });
});

describe('the sweep', () => {
  it(
    'removes unclaimed uploads with no write for 24 hours, on its timer, and keeps younger ones',
    { timeout: 30_000 },
    async () => {
      const cookie = newBrowser();
      const old = await stageUpload(server.url, cookie, pdfBytes, application('tenthDoc', 'old.pdf'));
      const young = await stageUpload(server.url, cookie, pdfBytes, application('aadhaarUpload', 'young.pdf'));
      const dayAndAnHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
      for (const name of [old.id, `${old.id}.json`]) {
        utimesSync(path.join(stagedDirOf(server.dataDir), name), dayAndAnHourAgo, dayAndAnHourAgo);
      }
      // STAGED_SWEEP_SECONDS=1: the timer runs every second.
      for (let waited = 0; stagedFiles().includes(old.id) && waited < 100; waited += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(stagedFiles()).not.toContain(old.id);
      expect(stagedFiles()).not.toContain(`${old.id}.json`);
      expect(stagedFiles()).toContain(young.id);
    },
  );
});

describe('the staged folder', () => {
  it('is made again, private, when it was removed while the server runs; uploads in it are private too', async () => {
    const cookie = newBrowser();
    // The store exists (an upload was made), then its folder goes.
    await stageUpload(server.url, cookie, pdfBytes, application('tenthDoc', 'before.pdf'));
    rmSync(stagedDirOf(server.dataDir), { recursive: true, force: true });

    const staged = await stageUpload(server.url, cookie, pdfBytes, application('tenthDoc', 'after.pdf'));
    expect(statSync(stagedDirOf(server.dataDir)).mode & 0o777).toBe(0o700);
    for (const name of [staged.id, `${staged.id}.json`]) {
      expect(statSync(path.join(stagedDirOf(server.dataDir), name)).mode & 0o777).toBe(0o600);
    }
    expect(readFileSync(path.join(stagedDirOf(server.dataDir), staged.id)).equals(pdfBytes)).toBe(true);
    // The upload is found again by id: resuming it answers its offset.
    const head = await fetch(`${server.url}/uploads/tus/${staged.id}`, {
      method: 'HEAD',
      headers: { cookie, 'Tus-Resumable': '1.0.0' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(pdfBytes.length));
  });
});
