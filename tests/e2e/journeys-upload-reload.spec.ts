// Uploads that survive a reload (issue 34, items 5 and 10; decision 053):
// a reload in the middle of a 3 MB document goes on from the server's offset
// and a finished file is not sent again (the bytes the phone sends are counted
// at a TCP proxy between the browser and the server); "Start again" and a
// successful submit leave nothing staged on the server or remembered on the
// phone, on the application form and on /admission-form's payment and
// correction steps; and the address's submit limit is said once, not under
// each file.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { en } from '../../app/locales/en';
import { openDatabase } from '../../db/client';
import { e2eDataDir } from '../../playwright.config';
import { requestCorrection } from '../../server/services/admissions/corrections';
import { seedRegistration } from '../support/seed';
import { startServer } from '../support/server';
import { signalProxy } from '../support/signal-proxy';
import { comeNearTheForm, fillApplicantDetails, hydrated, pdf, png, randomUtr } from './journeys-fixtures';

/** A 3 MB PDF (its type is read from its first bytes). */
const bigPdf = {
  name: '10th-scan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([pdf.buffer, Buffer.alloc(3 * 1024 * 1024, 0x20)]),
};
const smallPdf = { ...pdf, name: 'aadhaar-masked.pdf' };

/** The tus requests the page makes: creations (POST, with the ids they got, in order) and the pieces (PATCH), by upload id. */
function watchUploads(page: Page) {
  const seen = { creations: 0, created: [] as string[], patchesTo: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/uploads/tus')) return;
    if (request.method() === 'POST') seen.creations += 1;
    if (request.method() === 'PATCH') seen.patchesTo.push(url.pathname.split('/').pop()!);
  });
  page.on('response', (response) => {
    const location = response.headers().location;
    if (response.request().method() === 'POST' && response.status() === 201 && location?.startsWith('/uploads/tus/')) {
      seen.created.push(location.split('/').pop()!);
    }
  });
  return seen;
}

/** Upload URLs this browser remembers (staged-url-storage.ts), as upload ids. */
const rememberedIds = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('staged-upload::'))
      .map((key) =>
        String((JSON.parse(localStorage.getItem(key)!) as { uploadUrl: string }).uploadUrl)
          .split('/')
          .pop()!,
      ),
  );

/** Whether the server still holds the staged upload's bytes or metadata. */
const stagedOnDisk = (dataDir: string, id: string) =>
  existsSync(path.join(dataDir, 'staged', id)) || existsSync(path.join(dataDir, 'staged', `${id}.json`));

/** The files a form's draft keeps on the phone, by field (saving follows a choice by a moment). */
const draftFiles = (page: Page, draft = 'application') =>
  page.evaluate(
    (draft) =>
      new Promise<string[]>((resolve) => {
        const opening = indexedDB.open('institute-forms');
        opening.onerror = () => resolve([]);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve([]);
          const reading = db.transaction('drafts').objectStore('drafts').get(draft);
          reading.onerror = () => resolve([]);
          reading.onsuccess = () => {
            db.close();
            resolve(Object.keys((reading.result as { files?: object } | undefined)?.files ?? {}));
          };
        };
      }),
    draft,
  );

test('a reload in the middle of an upload goes on from the server’s offset; a finished file is not sent again', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Every byte the browser sends is counted at a TCP proxy in front of the server.
  const proxy = await signalProxy(new URL(baseURL!));
  try {
    const uploads = watchUploads(page);
    await page.goto(`${proxy.url}/admissions`);
    await comeNearTheForm(page);
    await expect(page.getByText('This form is saved on this phone only')).toBeVisible();

    // A small document, sent in full before the reload.
    await page.locator('input[name="aadhaarUpload"]').setInputFiles(smallPdf);
    await expect(page.locator('#aadhaarUpload-upload')).toHaveText('Uploaded', { timeout: 15_000 });

    // A slow uplink, so the big one is in the middle when the page reloads.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 100,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    const sentBefore = proxy.sent();
    await page.locator('input[name="tenthDoc"]').setInputFiles(bigPdf);
    const tenth = page.locator('#tenthDoc-upload');
    await expect(tenth).toHaveText(/^Uploading: ([3-6]\d)%$/, { timeout: 60_000 });
    await expect.poll(() => draftFiles(page), { timeout: 10_000 }).toEqual(expect.arrayContaining(['aadhaarUpload', 'tenthDoc']));
    expect(uploads.creations).toBe(2);
    const [smallId, bigId] = uploads.created;
    expect(smallId).toMatch(/^[0-9a-f]{32}$/);
    expect(bigId).toMatch(/^[0-9a-f]{32}$/);
    expect(uploads.patchesTo.at(-1)).toBe(bigId);

    await page.reload();
    const patchesBeforeReload = uploads.patchesTo.length;
    // A good signal again: the rest of the file goes quickly.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await comeNearTheForm(page);
    await expect(page.getByText('We filled in what you typed on this phone earlier')).toBeVisible();
    await expect(page.locator('#tenthDoc-upload')).toHaveText('Uploaded', { timeout: 30_000 });
    await expect(page.locator('#aadhaarUpload-upload')).toHaveText('Uploaded', { timeout: 15_000 });

    // Every byte through the proxy since the big file was chosen, pages and requests included.
    const sentForBig = proxy.sent() - sentBefore;
    test
      .info()
      .annotations.push({ type: 'bytes', description: `${sentForBig} bytes sent for a ${bigPdf.buffer.length}-byte file` });
    expect(sentForBig).toBeLessThanOrEqual(1.1 * bigPdf.buffer.length);
    // No new upload was created, the small one got no byte, the big one went on where it was.
    expect(uploads.creations).toBe(2);
    const afterReload = uploads.patchesTo.slice(patchesBeforeReload);
    expect(afterReload.length).toBeGreaterThan(0);
    expect(new Set(afterReload)).toEqual(new Set([bigId]));

    // The rest of the form, then the submit: nothing stays staged or remembered.
    await fillApplicantDetails(page, {
      name: 'Reload Applicant',
      fatherName: 'Suresh Mandal',
      mobile: '9812345299',
      email: 'reload@example.in',
      address: 'Ward 2, Belwa',
    });
    await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
    await expect(page.locator('#photoUpload-upload')).toHaveText('Uploaded', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('upi.png', 360, 640));
    await page.getByLabel(/UPI transaction ID/).fill(randomUtr());
    await expect(page.locator('#paymentScreenshot-upload')).toHaveText('Uploaded', { timeout: 15_000 });
    const remembered = await rememberedIds(page);
    expect(remembered).toHaveLength(4);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/^Form submitted successfully! Your reference Id is REG-[0-9A-Z]{8}\.$/)).toBeVisible({
      timeout: 15_000,
    });
    await expect.poll(() => rememberedIds(page)).toEqual([]);
    for (const id of remembered) expect(stagedOnDisk(e2eDataDir, id)).toBe(false);
  } finally {
    await proxy.close();
  }
});

test('"Start again" after a reload deletes what was staged, on the server and on the phone', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A photo shrunk in the browser before it is sent (noise: about 1.4 MB as a PNG of 600 x 800).
  const noise = Buffer.from(Array.from({ length: 600 * 800 * 3 }, () => Math.floor(Math.random() * 256)));
  const bigPhoto = await sharp(noise, { raw: { width: 600, height: 800, channels: 3 } })
    .png()
    .toBuffer();
  const uploads = watchUploads(page);
  await page.goto('/admissions');
  await comeNearTheForm(page);
  await expect(page.getByText('This form is saved on this phone only')).toBeVisible();
  await page.locator('input[name="aadhaarUpload"]').setInputFiles(smallPdf);
  await page.locator('input[name="tenthDoc"]').setInputFiles({ ...pdf, name: 'tenth.pdf' });
  await page
    .locator('input[name="photoUpload"]')
    .setInputFiles({ name: 'big-photo.png', mimeType: 'image/png', buffer: bigPhoto });
  await expect(page.locator('#aadhaarUpload-upload')).toHaveText('Uploaded', { timeout: 15_000 });
  await expect(page.locator('#tenthDoc-upload')).toHaveText('Uploaded', { timeout: 15_000 });
  await expect(page.locator('#photoUpload-upload')).toHaveText('Uploaded', { timeout: 30_000 });
  await expect
    .poll(() => draftFiles(page), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['aadhaarUpload', 'tenthDoc', 'photoUpload']));
  const ids = await rememberedIds(page);
  expect(ids).toHaveLength(3);
  expect(uploads.creations).toBe(3);
  for (const id of ids) expect(stagedOnDisk(e2eDataDir, id)).toBe(true);

  await page.reload();
  await comeNearTheForm(page);
  await expect(page.getByText('We filled in what you typed on this phone earlier')).toBeVisible();
  await expect(page.locator('#tenthDoc-upload')).toHaveText('Uploaded', { timeout: 15_000 });
  await expect(page.locator('#aadhaarUpload-upload')).toHaveText('Uploaded', { timeout: 15_000 });
  await expect(page.locator('#photoUpload-upload')).toHaveText('Uploaded', { timeout: 15_000 });
  // Found finished on the server, under the same ids; the shrunk photo too (the draft keeps the uploaded copy).
  expect((await rememberedIds(page)).sort()).toEqual([...ids].sort());
  expect(uploads.creations).toBe(3);
  // A remembered URL opens nothing for another browser (no owner cookie): as for an id that does not exist.
  const stranger = await playwright.request.newContext({ baseURL });
  try {
    for (const id of ids) {
      const head = await stranger.head(`/uploads/tus/${id}`, { headers: { 'Tus-Resumable': '1.0.0' } });
      expect(head.status()).toBe(404);
    }
  } finally {
    await stranger.dispose();
  }

  await page.getByRole('button', { name: 'Start again' }).click();
  await page.getByRole('button', { name: 'Yes, empty it' }).click();
  await expect(page.getByText('The saved form was cleared.')).toBeVisible();
  await expect.poll(() => ids.filter((id) => stagedOnDisk(e2eDataDir, id)), { timeout: 10_000 }).toEqual([]);
  expect(await rememberedIds(page)).toEqual([]);
  await expect(page.locator('[data-upload-state]')).toHaveCount(0);
});

test('the address’s submit limit is said once, under the first file, and brought into view at submit', async ({ page }) => {
  test.setTimeout(90_000);
  // A server of its own that allows one submit an hour, and that one spent.
  const limited = await startServer({ RATE_LIMIT_SUBMITS_PER_HOUR: '1', MIN_FREE_DISK_MB: '0' });
  try {
    const spent = await fetch(`${limited.url}/admissions/submit`, { method: 'POST', body: new FormData() });
    expect(spent.status).toBeLessThan(500);
    await page.goto(`${limited.url}/admissions`);
    await comeNearTheForm(page);
    await expect(page.getByText('This form is saved on this phone only')).toBeVisible();
    await fillApplicantDetails(page, {
      name: 'Limited Applicant',
      fatherName: 'Suresh Mandal',
      mobile: '9812345298',
      email: 'limited@example.in',
      address: 'Ward 2, Belwa',
    });
    await page.locator('input[name="aadhaarUpload"]').setInputFiles(smallPdf);
    await expect(page.locator('#aadhaarUpload-upload')).toHaveAttribute('data-upload-state', 'limited', { timeout: 15_000 });
    await page.locator('input[name="tenthDoc"]').setInputFiles({ ...pdf, name: 'tenth.pdf' });
    await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
    await expect(page.locator('#tenthDoc-upload')).toHaveAttribute('data-upload-state', 'limited', { timeout: 15_000 });
    await expect(page.locator('#photoUpload-upload')).toHaveAttribute('data-upload-state', 'limited', { timeout: 15_000 });

    const refusal = page.getByText(/Too many attempts from your connection\. Please try again in \d+ minutes?\./);
    await expect(refusal).toHaveCount(1);
    await expect(page.locator('#aadhaarUpload-upload')).toContainText('Too many attempts from your connection');
    await expect(page.locator('#tenthDoc-upload')).toHaveText(
      'Not uploaded yet: see the message under the file you chose first.',
    );
    await expect(page.locator('#photoUpload-upload')).toHaveText(
      'Not uploaded yet: see the message under the file you chose first.',
    );

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('upi.png', 360, 640));
    await page.getByLabel(/UPI transaction ID/).fill(randomUtr());
    await expect(page.locator('#paymentScreenshot-upload')).toHaveAttribute('data-upload-state', 'limited', { timeout: 15_000 });
    // The submit tries the refused files again (the wait may be over); still refused, the limit is
    // still said once, and that one notice is brought into view with the focus.
    const retried = page.waitForResponse((response) => response.url().endsWith('/uploads/tus') && response.status() === 429);
    await page.getByRole('button', { name: 'Submit' }).click();
    await retried;
    const notice = page.locator('[data-upload-state="limited"][tabindex="-1"]');
    await expect(notice).toHaveCount(1);
    await expect(notice).toBeFocused();
    await expect(notice).toBeInViewport();
    await expect(notice).toContainText('Too many attempts from your connection');
    await expect(refusal).toHaveCount(1);
    await expect(page.locator('[data-upload-state="limited"]')).toHaveCount(4);
    await page.screenshot({ path: test.info().outputPath('submit-limit-once.png') });
  } finally {
    await limited.cleanup();
  }
});

/** A registration seeded in the e2e database (approved: it may pay; or asked to correct its 10th certificate). */
function seeded(kind: 'approved' | 'correction') {
  const db = openDatabase(e2eDataDir);
  try {
    if (kind === 'approved') return seedRegistration(db, { status: 'APPROVED' });
    const registration = seedRegistration(db, { dob: '2003-08-14', name: 'Staged Correction' });
    requestCorrection(
      db,
      { id: registration.id, documents: ['tenthDoc'], fields: [], remark: 'The 10th marksheet is cut off.' },
      null,
      null,
    );
    return registration;
  } finally {
    db.$client.close();
  }
}

/** /admission-form's payment step for a registration (from the first step's look-up). */
async function toPaymentStep(page: Page, referenceId: string) {
  await hydrated(page);
  await page.locator('input[name="referenceId"]').fill(referenceId);
  await page.getByRole('button', { name: en.admissionForm.check }).click();
  await expect(page.locator('#admission-outcome')).toContainText(en.admissionForm.applicantDetails);
  await page.getByRole('button', { name: en.admissionForm.proceed }).click();
  await expect(page.getByRole('heading', { name: en.admissionForm.step2 })).toBeVisible();
  await expect(page.getByText(en.formDraft.note)).toBeVisible();
}

/** /admission-form's correction step: the look-up, then the date of birth. */
async function toCorrectionStep(page: Page, referenceId: string) {
  await hydrated(page);
  await page.locator('input[name="referenceId"]').fill(referenceId);
  await page.getByRole('button', { name: en.admissionForm.check }).click();
  await page.locator('#dob').fill('2003-08-14');
  await page.getByRole('button', { name: en.correction.open }).click();
  await expect(page.getByRole('heading', { name: en.correction.heading })).toBeVisible();
  await expect(page.getByText(en.formDraft.note)).toBeVisible();
}

/** The one upload the page remembers, staged on the server. */
async function theOneStaged(page: Page) {
  await expect.poll(() => rememberedIds(page)).toHaveLength(1);
  const [id] = await rememberedIds(page);
  expect(stagedOnDisk(e2eDataDir, id!)).toBe(true);
  return id!;
}

/** Nothing staged on the server for these ids, nothing remembered on the phone, no upload shown. */
async function nothingStaged(page: Page, ids: string[]) {
  await expect.poll(() => ids.filter((id) => stagedOnDisk(e2eDataDir, id)), { timeout: 10_000 }).toEqual([]);
  await expect.poll(() => rememberedIds(page)).toEqual([]);
}

test.describe('/admission-form at 360 × 740', { tag: '@phone-size' }, () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the payment step: a reload goes on with the sent screenshot; "Start again" on the first step deletes it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const registration = seeded('approved');
    const uploads = watchUploads(page);
    await page.goto('/admission-form');
    await toPaymentStep(page, registration.referenceId);
    await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('upi.png', 360, 640));
    await expect(page.locator('#paymentScreenshot-upload')).toHaveText(en.uploads.done, { timeout: 15_000 });
    await page.getByLabel(/UPI transaction ID/).fill(randomUtr());
    const id = await theOneStaged(page);
    expect(uploads.created).toEqual([id]);
    await expect.poll(() => draftFiles(page, 'admission'), { timeout: 10_000 }).toEqual(['paymentScreenshot']);

    // A reload opens the first step, which offers the saved form; going on finds the screenshot sent.
    await page.reload();
    const saved = page.getByTestId('saved-admission');
    await expect(saved).toContainText(registration.referenceId);
    await saved.getByRole('button', { name: en.formDraft.continue }).click();
    await expect(page.getByText(en.formDraft.restored)).toBeVisible();
    await expect(page.locator('#paymentScreenshot-upload')).toHaveText(en.uploads.done, { timeout: 15_000 });
    expect(uploads.creations).toBe(1);
    expect(uploads.patchesTo.filter((patched) => patched === id)).toHaveLength(1);
    expect(await rememberedIds(page)).toEqual([id]);

    // Reloaded again, and this time "Start again" on the first step: the screenshot is deleted too.
    await page.reload();
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: en.formDraft.startAgain }).click();
    await saved.getByRole('button', { name: en.formDraft.startAgainYes }).click();
    await expect(saved).toBeHidden();
    await nothingStaged(page, [id]);
  });

  test('the payment step: "Start again" deletes the screenshot sent; a successful submit leaves nothing staged', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const registration = seeded('approved');
    await page.goto('/admission-form');
    await toPaymentStep(page, registration.referenceId);
    const screenshot = page.locator('input[name="paymentScreenshot"]');
    await screenshot.setInputFiles(await png('upi.png', 360, 640));
    await expect(page.locator('#paymentScreenshot-upload')).toHaveText(en.uploads.done, { timeout: 15_000 });
    const first = await theOneStaged(page);

    await page.getByRole('button', { name: en.formDraft.startAgain }).click();
    await page.getByRole('button', { name: en.formDraft.startAgainYes }).click();
    await expect(page.getByText(en.formDraft.cleared)).toBeVisible();
    await nothingStaged(page, [first]);
    await expect(page.locator('[data-upload-state]')).toHaveCount(0);

    await screenshot.setInputFiles(await png('upi-again.png', 360, 640));
    await expect(page.locator('#paymentScreenshot-upload')).toHaveText(en.uploads.done, { timeout: 15_000 });
    const second = await theOneStaged(page);
    expect(second).not.toBe(first);
    await page.getByLabel(/UPI transaction ID/).fill(randomUtr());
    // The applicant's second factor (decision 067).
    await page.locator('#dob').fill(registration.dob);
    await page.getByRole('button', { name: en.admissionForm.submit }).click();
    await expect(page.locator('#admission-outcome')).toContainText(en.admissionForm.nothingToPay, { timeout: 15_000 });
    await nothingStaged(page, [second]);
  });

  test('the correction step: a reload goes on with the sent file; "Start again" deletes it; a successful submit leaves nothing staged', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const registration = seeded('correction');
    const uploads = watchUploads(page);
    await page.goto('/admission-form');
    await toCorrectionStep(page, registration.referenceId);
    const tenth = page.locator('input[name="tenthDoc"]');
    await tenth.setInputFiles({ ...pdf, name: 'tenth-clear.pdf' });
    await expect(page.locator('#tenthDoc-upload')).toHaveText(en.uploads.done, { timeout: 15_000 });
    const first = await theOneStaged(page);
    await expect.poll(() => draftFiles(page, 'correction'), { timeout: 10_000 }).toEqual(['tenthDoc']);

    // A reload, the step opened again: the file is put back and found sent, not sent again.
    await page.reload();
    await toCorrectionStep(page, registration.referenceId);
    await expect(page.getByText(en.formDraft.restored)).toBeVisible();
    await expect(page.locator('#tenthDoc-upload')).toHaveText(en.uploads.done, { timeout: 15_000 });
    expect(uploads.creations).toBe(1);
    expect(await rememberedIds(page)).toEqual([first]);

    await page.getByRole('button', { name: en.formDraft.startAgain }).click();
    await page.getByRole('button', { name: en.formDraft.startAgainYes }).click();
    await expect(page.getByText(en.formDraft.cleared)).toBeVisible();
    await nothingStaged(page, [first]);
    await expect(page.locator('[data-upload-state]')).toHaveCount(0);

    await tenth.setInputFiles({ ...pdf, name: 'tenth-clearer.pdf' });
    await expect(page.locator('#tenthDoc-upload')).toHaveText(en.uploads.done, { timeout: 15_000 });
    const second = await theOneStaged(page);
    await page.getByRole('button', { name: en.correction.send }).click();
    await expect(page.getByText(en.problems.correction.sent)).toBeVisible({ timeout: 15_000 });
    await nothingStaged(page, [second]);
  });
});
