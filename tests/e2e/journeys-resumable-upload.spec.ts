// A document that keeps uploading through a dropped connection: Chromium's
// network emulation slows the uplink, the phone goes offline mid-upload and
// comes back, the upload finishes from where it stopped, and the small submit
// gets the reference id.
import { expect, test } from '@playwright/test';
import { fillApplicantDetails, pdf, png, randomUtr, comeNearTheForm } from './journeys-fixtures';

/** A 3 MB PDF (its type is read from its first bytes). */
const bigPdf = {
  name: '10th-scan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([pdf.buffer, Buffer.alloc(3 * 1024 * 1024, 0x20)]),
};

test('an upload paused offline goes on when the phone is back, and the application is sent', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/admissions');
  await comeNearTheForm(page);
  await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toBeVisible();
  await fillApplicantDetails(page, {
    name: 'Rekha Devi',
    fatherName: 'Suresh Mandal',
    mobile: '+91 98123 45211',
    email: 'rekha@example.in',
    address: 'Ward 2, Belwa',
  });

  // A slow uplink, so the document is still on its way when the signal goes.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });

  await page.locator('input[name="tenthDoc"]').setInputFiles(bigPdf);
  const tenth = page.locator('#tenthDoc-upload');
  // A third of it sent: at least its first piece (512 KB of 3 MB) is on the server.
  await expect(tenth).toHaveText(/^Uploading: [3-9]\d%$/, { timeout: 40_000 });

  await context.setOffline(true);
  await expect(tenth).toHaveAttribute('data-upload-state', 'offline', { timeout: 20_000 });
  await expect(tenth).toContainText('Paused: no connection. The upload goes on by itself when you are back online.');

  await context.setOffline(false);
  // Back online, with a good signal now: it goes on from where it stopped and finishes.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(tenth).toHaveText('Uploaded', { timeout: 30_000 });

  await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
  await page.locator('input[name="aadhaarUpload"]').setInputFiles({ ...pdf, name: 'aadhaar-masked.pdf' });
  await expect(page.locator('#photoUpload-upload')).toHaveText('Uploaded', { timeout: 15_000 });
  await expect(page.locator('#aadhaarUpload-upload')).toHaveText('Uploaded', { timeout: 15_000 });

  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('upi.png', 360, 640));
  await page.getByLabel(/UPI transaction ID/).fill(randomUtr());
  await expect(page.locator('#paymentScreenshot-upload')).toHaveText('Uploaded', { timeout: 15_000 });

  // The submit itself is small: the fields and the staged upload ids.
  const submitted = page.waitForRequest((request) => request.url().endsWith('/admissions/submit'));
  await page.getByRole('button', { name: 'Submit' }).click();
  const body = (await submitted).postDataBuffer()!;
  expect(body.length).toBeLessThan(16 * 1024);
  expect(body.toString('latin1')).toContain('name="staged.tenthDoc"');
  await expect(page.getByText(/^Form submitted successfully! Your reference Id is REG-[0-9A-Z]{8}\.$/)).toBeVisible({
    timeout: 15_000,
  });
});
