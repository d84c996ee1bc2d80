// Issue 55, item 5: this institute sends no email (the e2e server has no
// SMTP_URL), and many applicants have none. The application and the enquiry
// go through with the email left empty, say the field is optional, and no
// words promise an email; at 360 px in English and Hindi (decision 075).
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { en, type Messages } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';
import { enquiries, registrations } from '../../db/schema';
import { shotsDir } from '../support/shots';
import { e2eDb } from './admin-support';
import { adultDob, comeNearTheForm, pdf, png, randomUtr } from './journeys-fixtures';

const shots = shotsDir('moments');
const languages = [
  { language: 'en', prefix: '', words: en as Messages, email: /email/i },
  { language: 'hi', prefix: '/hi', words: hi, email: /ईमेल/ },
] as const;

test.use({ viewport: { width: 360, height: 740 } });

for (const { language, prefix, words, email } of languages) {
  test(`an application without email is taken, and its email field says optional (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${prefix}/admissions`);
    await comeNearTheForm(page);
    const mobile = `93${String(Date.now()).slice(-8)}`;
    await page.locator('input[name="program"][value="diploma"]').check();
    await page.locator('select[name="courseCode"]').selectOption('DCA');
    await page.locator('select[name="centre"]').selectOption('belwa');
    await page.locator('input[name="courseMode"][value="Offline"]').check();
    await page.locator('input[name="name"]').fill('Sunita Devi');
    await page.locator('input[name="fatherName"]').fill('Mohan Lal');
    await page.locator('input[name="dob"]').fill(adultDob());
    await page.locator('input[name="gender"][value="female"]').check();
    await page.locator('input[name="mobile"]').fill(mobile);
    const emailLabel = page.locator('label[for="email"]');
    await emailLabel.scrollIntoViewIfNeeded();
    await expect(emailLabel).toContainText(words.application.optional);
    await expect(emailLabel).toBeInViewport();
    await page.screenshot({ path: `${shots}/email-optional-application-${language}-360.png` });
    await page.locator('textarea[name="address"]').fill('Station Road, Belwa');
    await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
    await page.locator('input[name="aadhaarUpload"]').setInputFiles({ ...pdf, name: 'aadhaar-masked.pdf' });
    await page.locator('input[name="tenthDoc"]').setInputFiles(pdf);
    await page.locator('input[name="consent"]').check();
    await page.getByRole('button', { name: words.application.proceed }).click();
    await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('upi.png', 360, 640));
    await page.locator('input[name="utr"]').fill(randomUtr());
    await expect(page.getByText(words.uploads.done)).toHaveCount(4, { timeout: 15_000 });
    await page.getByRole('button', { name: words.application.submit, exact: true }).click();

    const success = page.locator('#application-success');
    await expect(success).toBeVisible({ timeout: 20_000 });
    await expect(success).toBeInViewport();
    await expect(page.locator('#application-outcome')).not.toContainText(email);
    const row = e2eDb().select().from(registrations).where(eq(registrations.mobile, mobile)).get()!;
    expect(row.email).toBe('');
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`an enquiry without email is taken, and nothing promises an email (${language}, JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      try {
        await page.goto(`${prefix}/enquiry`);
        const intro = page.locator('main p').first();
        await expect(intro).toBeInViewport();
        await expect(intro).not.toContainText(email);
        await expect(page.locator('label[for="email"]')).toContainText(words.application.optional);
        const query = `Is there an evening batch? ${Math.random()}`;
        await page.locator('#name').fill('Ravi Kumar');
        await page.locator('#mobile').fill('9876543210');
        await page.locator('#subject').selectOption('course-details');
        await page.locator('#query').fill(query);
        await page.locator('form button[type="submit"]').click();
        const thanks = page.locator('#enquiry-outcome');
        await expect(thanks).toHaveClass(/alert-success/);
        await expect(thanks).toBeInViewport();
        await page.screenshot({
          path: `${shots}/email-optional-enquiry-${language}-${javaScriptEnabled ? 'js' : 'plain'}-360.png`,
        });
        expect(e2eDb().select().from(enquiries).where(eq(enquiries.query, query)).get()).toMatchObject({ email: '' });
      } finally {
        await context.close();
      }
    });
  }
}
