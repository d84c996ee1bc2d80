// The applicant's side of issue-17's rough edges, on a phone: the refused
// post without JavaScript brings its error summary into view and focus (the
// header no longer covers the page), and the acknowledgement prints on one
// A4 page with everything the applicant may need to show later.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readPdf } from '../support/pdf-text';
import { adultDob, pdf, png, randomUtr, comeNearTheForm } from './journeys-fixtures';

/** True when the middle of the element's first line is the element itself, not something drawn over it. */
async function isUncovered(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  return page.evaluate(
    ({ x, y, id }) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit.id === id || hit.closest(`#${id}`) !== null);
    },
    { x: box.x + box.width / 2, y: box.y + 12, id: (await locator.getAttribute('id'))! },
  );
}

async function inViewport(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  return box.y >= 0 && box.y + Math.min(box.height, 80) <= viewport.height;
}

test.describe('without JavaScript, at 360 × 740', { tag: '@phone-size' }, () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('a refused application shows its error summary in view, focused and uncovered', async ({ page }, testInfo) => {
    await page.goto('/admissions');
    await comeNearTheForm(page);
    const header = page.locator('header[data-site-header]');
    // Without JavaScript the header is not sticky: it scrolls away, never over the page.
    await expect(header).toHaveCSS('position', 'static');
    await page.getByLabel('Full name').fill('Asha Kumari');
    await page.getByRole('button', { name: 'Submit' }).click();

    const summary = page.locator('#application-errors');
    await expect(summary).toContainText('Failed to submit form. Please try again.');
    expect(new URL(page.url()).hash).toBe('#application-outcome');
    // The page opens at the region around the summary, which takes the focus.
    await expect(page.locator('#application-outcome')).toBeFocused();
    expect(await inViewport(page, summary)).toBe(true);
    expect(await isUncovered(page, summary)).toBe(true);
    // Each message links to its field's error, a plain anchor.
    const link = summary.getByRole('link', { name: "Father's name is required." });
    await expect(link).toHaveAttribute('href', '#fatherName-error');
    await page.screenshot({ path: testInfo.outputPath('refused-application-no-js.png') });
    await testInfo.attach('refused application, no JavaScript, 360 × 740', {
      path: testInfo.outputPath('refused-application-no-js.png'),
      contentType: 'image/png',
    });
  });
});

test.describe('the acknowledgement', () => {
  test('names each course once, shows the success message below the header, and prints on one A4 page', async ({ page }) => {
    await page.goto('/admissions');
    await comeNearTheForm(page);
    // The course label is built once: a code already in the name is not repeated.
    await expect(page.locator('option[value="NTT"]')).toHaveText('Nursery Teacher Training (NTT)');
    await expect(page.locator('option[value="DCA"]')).toHaveText(/^.+ \(DCA\)$/);

    await page.getByRole('button', { name: 'Proceed to Payment' }).waitFor();
    await page.getByLabel('Diploma', { exact: true }).check();
    await page.getByLabel('Course').selectOption('DCA');
    await page.getByLabel('Centre', { exact: true }).selectOption('azamnagar');
    await page.getByLabel('Online').check();
    await page.getByLabel('Full name').fill('Sunita Devi');
    await page.getByLabel("Father's name").fill('Mohan Lal');
    await page.getByLabel('Date of birth').fill(adultDob());
    await page.getByLabel('Female').check();
    await page.getByLabel('Mobile number').fill('98123 45678');
    await page.getByLabel('Email').fill('sunita@example.in');
    await page.getByLabel('Address for letters').fill('Station Road, Azamnagar');
    await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
    await page.locator('input[name="aadhaarUpload"]').setInputFiles({ ...pdf, name: 'aadhaar-masked.pdf' });
    await page.locator('input[name="tenthDoc"]').setInputFiles(pdf);
    await page.getByLabel(/I have read the privacy notice/).check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const utr = randomUtr();
    await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('upi.png', 360, 640));
    await page.getByLabel(/UPI transaction ID/).fill(utr);
    await page.getByRole('button', { name: 'Submit' }).click();

    const success = page.locator('#application-success');
    await expect(success.locator('strong')).toHaveText(/^Form submitted successfully! Your reference Id is REG-[0-9A-Z]{8}\.$/, {
      timeout: 15_000,
    });
    await expect(success).toContainText('You have nothing more to pay now');
    await expect(page.locator('#application-outcome')).toBeFocused();
    expect(await inViewport(page, success)).toBe(true);
    expect(await isUncovered(page, success)).toBe(true);
    const referenceId = (await page.locator('#reference-id').textContent())!;
    await expect(page.getByRole('button', { name: 'Save as PDF / Print' })).toBeVisible();

    const printed = readPdf(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
    expect(printed.pages).toBe(1);
    const text = printed.text[0]!;
    const lines = text.split('\n');
    const dob = new Date(`${adultDob()}T00:00:00Z`).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const expected of [
      'Test Institute of Computer Training',
      'Test Road, Gandhinagar',
      'Acknowledgement of your application',
      'Sunita Devi',
      'Mohan Lal',
      dob,
      '9812345678',
      '(DCA)',
      'Diploma',
      'Azamnagar',
      'Online',
      '₹100',
      utr,
      'IST',
      'PENDING',
      'Next step',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The reference id is on one line, never broken.
    expect(lines.some((line) => line.includes(referenceId))).toBe(true);
    // India time: the day and time of the submission as the page states it.
    expect(text).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}(, | at )\d{1,2}:\d{2} (am|pm) IST/i);
    // Only the acknowledgement: not the page's header, footer or buttons.
    expect(text).not.toContain('Save as PDF / Print');
    expect(text).not.toContain('Admissions open for');
  });
});
