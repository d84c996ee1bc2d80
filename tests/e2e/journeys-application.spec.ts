import { expect, test, type Page } from '@playwright/test';
import { fillApplicantDetails, pdf, png, randomUtr, comeNearTheForm } from './journeys-fixtures';

async function fillApplication(page: Page, name: string, utr: string) {
  await fillApplicantDetails(page, {
    name,
    fatherName: 'Ramesh Prasad',
    mobile: '+91 98123 45210',
    email: 'asha@example.in',
    address: 'Ward 4, Belwa',
  });
  await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
  await page.locator('input[name="aadhaarUpload"]').setInputFiles({ ...pdf, name: 'aadhaar-masked.pdf' });
  await page.locator('input[name="tenthDoc"]').setInputFiles(pdf);
  return async () => {
    await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('upi.png', 360, 640));
    await page.getByLabel(/UPI transaction ID/).fill(utr);
  };
}

test.describe('the application on /admissions', () => {
  test('with JavaScript: errors inline, payment after Proceed, upload, acknowledgement', async ({ page }) => {
    await page.goto('/admissions');
    await comeNearTheForm(page);
    await expect(page.getByRole('heading', { name: 'Apply Now' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '₹8,000' })).toBeVisible();
    // Hydrated: the payment part waits for Proceed to Payment.
    const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
    await expect(proceed).toBeVisible();
    await expect(page.locator('#payment-part')).toBeHidden();
    await proceed.click();
    await expect(page.getByText('Name is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Photo is required.')).toBeVisible();
    await expect(page.getByText('Address is required.')).toBeVisible();

    // A non-image chosen as the photo is ignored and the preview cleared.
    await page.locator('input[name="photoUpload"]').setInputFiles(pdf);
    await expect(page.getByText('That file is not a picture')).toBeVisible();

    const payment = await fillApplication(page, 'Asha Kumari', randomUtr());
    await expect(page.getByAltText('Preview: Passport-size photo')).toBeVisible();
    await proceed.click();
    await expect(page.locator('#payment-part')).toBeVisible();
    await expect(page.getByRole('img', { name: /UPI QR code for ₹100/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute('href', /^upi:\/\/pay\?pa=/);
    await expect(page.getByText('No image uploaded.')).toBeVisible();
    await payment();
    await page.getByRole('button', { name: 'Submit' }).click();

    const success = page.getByText(/^Form submitted successfully! Your reference Id is REG-[0-9A-Z]{8}\.$/);
    await expect(success).toBeVisible({ timeout: 15_000 });
    const ack = page.locator('table').filter({ hasText: 'Registration fee' });
    await expect(ack).toContainText('Asha Kumari');
    await expect(ack).toContainText('Diploma in Computer Applications');
    await expect(ack).toContainText('Belwa');
    await expect(ack).toContainText('₹100');
    await expect(ack).toContainText('PENDING');
    await expect(page.getByRole('button', { name: 'Copy reference ID' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save as PDF / Print' })).toBeVisible();
  });

  test('with JavaScript: a reused UTR says what happened and what to do, and keeps the chosen files', async ({ page }) => {
    const utr = randomUtr();
    await page.goto('/admissions');
    await comeNearTheForm(page);
    const payment = await fillApplication(page, 'First Applicant', utr);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await payment();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/Your reference Id is REG-/)).toBeVisible({ timeout: 15_000 });

    await page.goto('/admissions');
    await comeNearTheForm(page);
    const again = await fillApplication(page, 'Second Applicant', utr);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await again();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/This transaction ID has already been used/).first()).toBeVisible({ timeout: 15_000 });
    // The files are still chosen: nothing tells the visitor to choose them again.
    await expect(page.getByText(/please choose them again/)).toHaveCount(0);
    expect(await page.locator('input[name="photoUpload"]').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the plain form shows everything, keeps typed values on errors, and submits', async ({ page }) => {
      await page.goto('/admissions');
      await comeNearTheForm(page);
      await expect(page.locator('#payment-part')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Proceed to Payment' })).toHaveCount(0);
      const payment = await fillApplication(page, '', randomUtr());
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Failed to submit form. Please try again.')).toBeVisible();
      // Beside the field, and linked from the summary at the top.
      await expect(page.locator('#name-error')).toHaveText('Name is required.');
      await expect(page.locator('#application-errors').getByRole('link', { name: 'Name is required.' })).toBeVisible();
      await expect(page.getByLabel('Address for letters')).toHaveValue('Ward 4, Belwa');
      await expect(page.getByText(/please choose them again/)).toBeVisible();

      await fillApplication(page, 'Ravi Kumar', '');
      await payment();
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText(/^Form submitted successfully! Your reference Id is REG-[0-9A-Z]{8}\.$/)).toBeVisible();
      await expect(page.locator('table').filter({ hasText: 'Registration fee' })).toContainText('Ravi Kumar');
    });
  });
});
