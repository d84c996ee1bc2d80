import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { registrations, statusEvents } from '../../db/schema';
import { e2eDataDir } from '../../playwright.config';
import { getSettings } from '../../server/services/site/settings';
import { seedRegistration } from '../support/seed';
import { adultDob, hydrated, pdf, png, randomUtr } from './journeys-fixtures';
import { readPdf } from '../support/pdf-text';

test('the admission, from the lookup to success', async ({ page, request }) => {
  // An application through the same endpoint the enhanced form uses.
  const photo = await png('photo.png');
  const shot = await png('upi.png');
  const response = await request.post('/admissions/submit', {
    multipart: {
      program: 'diploma',
      courseCode: 'DCA',
      centre: 'gandhinagar',
      courseMode: 'Online',
      name: 'Sunil Yadav',
      fatherName: 'Mohan Yadav',
      dob: adultDob(),
      gender: 'male',
      mobile: '9812345210',
      email: 'sunil@example.in',
      address: 'Azamnagar',
      consent: 'on',
      utr: randomUtr(),
      photoUpload: photo,
      aadhaarUpload: pdf,
      tenthDoc: pdf,
      paymentScreenshot: shot,
    },
  });
  expect(response.status()).toBe(201);
  const { receipt } = (await response.json()) as { receipt: { referenceId: string } };

  await page.goto('/admission-form');
  await expect(page.getByRole('heading', { name: 'Admission Form for Diploma and Advance Diploma' })).toBeVisible();
  await expect(page.getByText('Form No. 02')).toBeVisible();
  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(page.getByText('Please enter a Reference ID')).toBeVisible();
  await page.getByLabel('Registration Reference ID').fill('REG-ZZZZZZZZ');
  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(page.getByText('Failed to fetch applicant details')).toBeVisible();

  // Still PENDING: no way forward.
  await page.getByLabel('Registration Reference ID').fill(receipt.referenceId.toLowerCase());
  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(page.getByRole('cell', { name: '98••••••••' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'su•••••@example.in' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'PENDING' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed for Admission' })).toHaveCount(0);

  // The admin engineer builds the status procedure; approve in the database directly.
  const db = openDatabase(e2eDataDir);
  db.update(registrations).set({ status: 'APPROVED' }).where(eq(registrations.referenceId, receipt.referenceId)).run();
  db.$client.close();

  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(page.getByRole('cell', { name: 'APPROVED' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed for Admission' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Pay your Admission Fee' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Sunil Yadav' })).toBeVisible();
  await expect(page.getByRole('img', { name: /UPI QR code for ₹5,000/ })).toBeVisible();
  await expect(page.getByText('No image uploaded.')).toBeVisible();

  await page.getByRole('button', { name: 'Submit For Admission' }).click();
  await expect(page.getByText('Payment screenshot is required')).toBeVisible();
  await expect(page.getByText('Transaction ID is required')).toBeVisible();

  await page.locator('input[name="paymentScreenshot"]').setInputFiles(pdf);
  await expect(page.getByText('No image uploaded.')).toBeVisible();
  await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('paid.png', 360, 640));
  await expect(page.getByAltText('Preview: Payment screenshot')).toBeVisible();
  const previewWidth = await page
    .getByAltText('Preview: Payment screenshot')
    .evaluate((img) => img.getBoundingClientRect().width);
  expect(previewWidth).toBeLessThanOrEqual(150);
  await page.getByLabel(/UPI transaction ID/).fill(randomUtr());
  // The second factor (decision 067): a wrong one is refused in place, the right one files it.
  await page.getByLabel('Last four digits of your mobile number').fill('0000');
  await page.getByRole('button', { name: 'Submit For Admission' }).click();
  await expect(page.getByText('The date of birth or mobile number does not match this application.')).toBeVisible({
    timeout: 15_000,
  });
  await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('paid.png', 360, 640));
  await page.getByLabel('Last four digits of your mobile number').fill('5210');
  await page.getByRole('button', { name: 'Submit For Admission' }).click();

  await expect(page.getByText('Admission form submitted successfully!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').getByText(/ADM-[0-9A-Z]{8}/)).toBeVisible();
  // The second stage's printable acknowledgement, like the first's: one A4 page.
  const acknowledgement = page.locator('#admission-acknowledgement');
  await expect(acknowledgement).toContainText('Acknowledgement of your admission form');
  await expect(acknowledgement.getByText(/ADM-[0-9A-Z]{8}/)).toBeVisible();
  expect(readPdf(await page.pdf({ format: 'A4', preferCSSPageSize: true })).pages).toBe(1);
  // Back to step one.
  await expect(page.getByRole('button', { name: 'Check Status' })).toBeVisible();
});

test('a rejected applicant’s look-up shows how to reach the institute', async ({ page }) => {
  const db = openDatabase(e2eDataDir);
  const rejected = seedRegistration(db, { name: 'Rejected Applicant', status: 'REJECTED' });
  const { contactPhone } = getSettings(db);
  db.$client.close();

  await page.goto('/admission-form');
  await page.getByLabel('Registration Reference ID').fill(rejected.referenceId);
  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(page.getByText('Your application was not approved. Please contact the institute for help.')).toBeVisible();
  const phone = page.locator('.institute-contacts').getByRole('link', { name: contactPhone });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', `tel:${contactPhone.replace(/[^0-9+]/g, '')}`);
  // No WhatsApp number is set: nothing is shown for it.
  await expect(page.getByText('WhatsApp:')).toHaveCount(0);
});

test('with JavaScript on, an empty payment step is answered at once: both messages, no round trip, no failure alert', async ({
  page,
}) => {
  const db = openDatabase(e2eDataDir);
  const approved = seedRegistration(db, { name: 'Approved Applicant', status: 'APPROVED' });
  db.$client.close();

  await page.goto('/admission-form');
  await hydrated(page);
  await page.getByLabel('Registration Reference ID').fill(approved.referenceId);
  await page.getByRole('button', { name: 'Check Status' }).click();
  await page.getByRole('button', { name: 'Proceed for Admission' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2: Pay your Admission Fee' })).toBeVisible();

  // Count the posts the page makes from here on.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.getByRole('button', { name: 'Submit For Admission' }).click();
  await expect(page.getByText('Payment screenshot is required')).toBeVisible();
  await expect(page.getByText('Transaction ID is required')).toBeVisible();
  expect(posts).toEqual([]);
  await expect(page.getByText('Failed to submit admission form. Please try again.')).toHaveCount(0);
  await expect(page.getByText(/choose the screenshot again/)).toHaveCount(0);
});

test('the applicant’s look-up shows the remark staff gave with the decision', async ({ page }) => {
  const db = openDatabase(e2eDataDir);
  const rejected = seedRegistration(db, { name: 'Remark Applicant', status: 'REJECTED' });
  db.insert(statusEvents)
    .values({
      recordType: 'registration',
      recordId: rejected.id,
      fromStatus: 'PENDING',
      toStatus: 'REJECTED',
      remark: 'The payment screenshot does not show the UTR',
    })
    .run();
  db.$client.close();

  await page.goto('/admission-form');
  await page.getByLabel('Registration Reference ID').fill(rejected.referenceId);
  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(page.getByRole('row', { name: /Remark from the institute/ })).toContainText(
    'The payment screenshot does not show the UTR',
  );
});
