// A correction by the applicant (on a 360 px phone in the phone project), in English and in Hindi
// (decision 048): staff asked for a new 10th certificate; the applicant looks
// up the reference id, opens the correction with the date of birth, reads the
// remark, chooses the file, loses the connection mid-upload and gets it back,
// and the upload goes on from where it stopped; the small answer names the
// staged upload, and the old file stays beside the new one.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { en } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';
import { openDatabase } from '../../db/client';
import { registrations, uploads } from '../../db/schema';
import { e2eDataDir } from '../../playwright.config';
import { requestCorrection } from '../../server/services/admissions/corrections';
import { seedRegistration, seedUpload } from '../support/seed';
import { pdf } from './journeys-fixtures';

/** A 3 MB PDF (its type is read from its first bytes): slow enough to cut mid-way. */
const bigPdf = {
  name: '10th-clear-scan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([pdf.buffer, Buffer.alloc(3 * 1024 * 1024, 0x20)]),
};

for (const language of ['en', 'hi'] as const) {
  const words = language === 'en' ? en : hi;
  const prefix = language === 'en' ? '' : '/hi';

  test(`a correction sent (${language}), its upload cut and resumed`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const db = openDatabase(e2eDataDir);
    const remark = language === 'en' ? 'The 10th marksheet is cut off at the bottom.' : '10वीं का अंकपत्र नीचे से कटा हुआ है।';
    const registration = seedRegistration(db, { language, dob: '2003-08-14', name: 'Correction Devi' });
    const oldTenth = seedUpload(
      db,
      e2eDataDir,
      { ownerType: 'registration', ownerId: registration.id, kind: 'tenth' },
      {
        bytes: pdf.buffer,
        originalName: '10th-blurred.pdf',
        detectedType: 'application/pdf',
      },
    );
    requestCorrection(db, { id: registration.id, documents: ['tenthDoc'], fields: [], remark }, null, null);

    await page.goto(`${prefix}/admission-form`);
    await page.locator('#referenceId').fill(registration.referenceId);
    await page.getByRole('button', { name: words.admissionForm.check }).click();
    await expect(page.getByText(words.correction.requested.split('{{')[0]!.trim())).toBeVisible();
    // The remark is not shown before the second factor.
    await expect(page.getByText(remark)).toHaveCount(0);

    await page.locator('#dob').fill('2003-08-14');
    await page.getByRole('button', { name: words.correction.open }).click();
    await expect(page.getByTestId('correction-remark')).toHaveText(remark);
    await expect(page.getByRole('heading', { name: words.correction.heading })).toBeVisible();
    // Only the asked document, and nothing to pay.
    await expect(page.locator('input[type="file"]')).toHaveCount(1);
    await expect(page.locator('input[name="utr"]')).toHaveCount(0);
    // Nothing wider than the screen (360 px on the phone project): no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // A slow uplink, so the file is still on its way when the signal goes.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: -1,
      uploadThroughput: 100 * 1024,
    });
    await page.locator('input[name="tenthDoc"]').setInputFiles(bigPdf);
    const status = page.locator('#tenthDoc-upload');
    const uploading = words.uploads.uploading.split('{{')[0]!;
    await expect(status).toHaveText(new RegExp(`^${uploading}[3-9]\\d%$`), { timeout: 40_000 });

    await context.setOffline(true);
    await expect(status).toHaveAttribute('data-upload-state', 'offline', { timeout: 20_000 });
    await expect(status).toContainText(words.uploads.offline);
    await context.setOffline(false);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(status).toHaveText(words.uploads.done, { timeout: 30_000 });

    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('correct'));
    await page.getByRole('button', { name: words.correction.send }).click();
    const body = (await sent).postDataBuffer()!;
    expect(body.length).toBeLessThan(16 * 1024);
    expect(body.toString('latin1')).toContain('name="staged.tenthDoc"');
    await expect(page.getByText(words.problems.correction.sent)).toBeVisible({ timeout: 15_000 });

    // Staff's side: one record, still PENDING, the old file kept beside the new one.
    const tenths = db
      .select()
      .from(uploads)
      .where(and(eq(uploads.ownerType, 'registration'), eq(uploads.ownerId, registration.id), eq(uploads.kind, 'tenth')))
      .all();
    expect(tenths).toHaveLength(2);
    expect(tenths.find((row) => row.id === oldTenth.id)?.replacedAt).not.toBeNull();
    expect(tenths.find((row) => row.id !== oldTenth.id)).toMatchObject({
      replacedAt: null,
      originalName: bigPdf.name,
      bytes: bigPdf.buffer.length,
    });
    expect(db.select().from(registrations).where(eq(registrations.id, registration.id)).get()?.status).toBe('PENDING');

    // Looked up again: corrected, waiting for the institute.
    await page.goto(`${prefix}/admission-form`);
    await page.locator('#referenceId').fill(registration.referenceId);
    await page.getByRole('button', { name: words.admissionForm.check }).click();
    await expect(page.getByText(words.correction.corrected)).toBeVisible();
    db.$client.close();
  });
}
