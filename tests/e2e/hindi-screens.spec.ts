// The applicant's screens at 360 px in Hindi, beside the same screens in
// English: the course list (the closed select shows a whole course name), the admissions page, the
// acknowledgement, the look-up's answer, the admission's step 2 and the 404
// page. On Hindi pages course names, dates, times and statuses are Hindi
// words (the records keep what they stored). Each screen is saved under
// tests/.tmp/shots/hindi (or SHOTS_DIR, tests/support/shots.ts) to be looked at.
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { en } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';
import { openDatabase } from '../../db/client';
import { registrations } from '../../db/schema';
import { e2eDataDir } from '../../playwright.config';
import { seedRegistration } from '../support/seed';
import { adultDob, comeNearTheForm, pdf, png, randomUtr } from './journeys-fixtures';
import { shotsDir } from '../support/shots';

const shots = shotsDir('hindi');

const languages = [
  { code: 'hi', prefix: '/hi', messages: hi },
  { code: 'en', prefix: '', messages: en },
] as const;

/** Latin status words, an ISO day or an English clock inside a Hindi screen. */
const englishInHindi = /\b(PENDING|APPROVED|REJECTED|Diploma|IST|am|pm)\b|\d{4}-\d{2}-\d{2}/;

/**
 * The closed select with its longest option chosen: whole (wrapped onto more
 * lines, not cut off at the right edge) and inside the phone's width.
 */
async function expectLongestOptionShown(page: Page) {
  const select = page.locator('select[name="courseCode"]');
  const longest = await select.evaluate(
    (element: HTMLSelectElement) =>
      [...element.options].reduce((best, option) => (option.text.length > best.text.length ? option : best)).value,
  );
  await select.selectOption(longest);
  const shown = await select.evaluate((element: HTMLSelectElement) => {
    const box = element.getBoundingClientRect();
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || parseFloat(getComputedStyle(element).fontSize) * 1.2;
    return {
      right: box.right,
      lines: Math.round((element.clientHeight - parseFloat(getComputedStyle(element).paddingTop) * 2) / lineHeight),
    };
  });
  expect(shown.right).toBeLessThanOrEqual(360);
  expect(shown.lines).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test.use({ viewport: { width: 360, height: 740 } });

for (const { code, prefix, messages } of languages) {
  test.describe(`the applicant's screens in ${code} at 360 px`, { tag: '@phone-size' }, () => {
    test.describe.configure({ timeout: 90_000 });

    test('the course list fits, and the application ends in its acknowledgement', async ({ page }) => {
      await page.goto(`${prefix}/admissions`);
      await page.screenshot({ path: join(shots, `${code}-admissions.png`) });
      await comeNearTheForm(page);
      // The course list follows the program in a render after the click: its
      // one group must be the chosen program's before its longest course is
      // picked (a CI run picked from the other program's list, then lost it).
      const choose = async (program: 'diploma' | 'advance-diploma') => {
        await page.locator(`input[name="program"][value="${program}"]`).check();
        const groups = page.locator('select[name="courseCode"] optgroup');
        await expect(groups).toHaveCount(1);
        await expect(groups).toHaveAttribute('label', messages.vocabulary.programs[program]);
      };
      await choose('diploma');
      await choose('advance-diploma');
      await expectLongestOptionShown(page);
      await choose('diploma');
      await expectLongestOptionShown(page);
      await page.locator('select[name="courseCode"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, `${code}-course-list.png`) });
      if (code === 'hi') await expect(page.locator('select[name="courseCode"] option:checked')).toContainText('डिप्लोमा');

      await page.locator('select[name="courseCode"]').selectOption('DCA');
      await page.locator('select[name="centre"]').selectOption('belwa');
      await page.locator('input[name="courseMode"][value="Offline"]').check();
      await page.locator('input[name="name"]').fill(code === 'hi' ? 'आशा कुमारी' : 'Asha Kumari');
      await page.locator('input[name="fatherName"]').fill(code === 'hi' ? 'रमेश प्रसाद' : 'Ramesh Prasad');
      await page.locator('input[name="dob"]').fill(adultDob());
      await page.locator('input[name="gender"][value="female"]').check();
      await page.locator('input[name="mobile"]').fill('98123 45210');
      await page.locator('input[name="email"]').fill('asha@example.in');
      await page.locator('textarea[name="address"]').fill('Ward 4, Belwa');
      await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
      await page.locator('input[name="aadhaarUpload"]').setInputFiles({ ...pdf, name: 'aadhaar-masked.pdf' });
      await page.locator('input[name="tenthDoc"]').setInputFiles(pdf);
      await page.locator('input[name="consent"]').check();
      await page.getByRole('button', { name: messages.application.proceed }).click();
      await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('upi.png', 360, 640));
      await page.locator('input[name="utr"]').fill(randomUtr());
      await page.getByRole('button', { name: messages.application.submit, exact: true }).click();
      const ack = page.locator('#acknowledgement');
      await expect(ack).toBeVisible({ timeout: 20_000 });
      await page.locator('#application-success').screenshot({ path: join(shots, `${code}-acknowledgement-top.png`) });
      await ack.screenshot({ path: join(shots, `${code}-acknowledgement.png`) });
      if (code === 'hi') {
        await expect(ack).toContainText('कंप्यूटर एप्लीकेशन में डिप्लोमा (DCA)');
        await expect(ack).toContainText(/(सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे/);
        expect(await ack.innerText()).not.toMatch(englishInHindi);
      } else {
        await expect(ack).toContainText(/\d{1,2}:\d{2} (am|pm) IST/);
      }
    });

    test('the look-up, step 2 and the 404 page', async ({ page }) => {
      const db = openDatabase(e2eDataDir);
      const registration = seedRegistration(db, { name: code === 'hi' ? 'सुनील यादव' : 'Sunil Yadav', centre: 'azamnagar' });
      db.$client.close();
      await page.goto(`${prefix}/admission-form`);
      await page.getByLabel(messages.admissionForm.referenceLabel).fill(registration.referenceId);
      await page.getByRole('button', { name: messages.admissionForm.check }).click();
      const result = page.locator('main');
      await expect(page.getByRole('cell', { name: messages.application.statusWords.PENDING })).toBeVisible();
      await page.getByRole('heading', { name: messages.admissionForm.applicantDetails }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, `${code}-lookup.png`) });
      if (code === 'hi') expect(await result.innerText()).not.toMatch(englishInHindi);

      const approving = openDatabase(e2eDataDir);
      approving
        .update(registrations)
        .set({ status: 'APPROVED' })
        .where(eq(registrations.referenceId, registration.referenceId))
        .run();
      approving.$client.close();
      await page.getByRole('button', { name: messages.admissionForm.check }).click();
      await page.getByRole('button', { name: messages.admissionForm.proceed }).click();
      await expect(page.getByRole('heading', { name: messages.admissionForm.step2 })).toBeVisible();
      await page.getByRole('heading', { name: messages.admissionForm.applicantInformation }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, `${code}-step2.png`) });
      await page.getByRole('heading', { name: messages.admissionForm.paymentDetails }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, `${code}-step2-payment.png`) });
      // The amount says which fee it is: the admission fee, under a heading that names the same fee (issue 56).
      await expect(page.getByText(code === 'hi' ? /^प्रवेश शुल्क \(₹[\d,]+\)$/ : /^Admission fee \(₹[\d,]+\)$/)).toBeVisible();
      await expect(result).not.toContainText(registration.dob);
      if (code === 'hi') expect(await result.innerText()).not.toMatch(englishInHindi);

      await page.goto(`${prefix}/no-such-page`);
      await expect(page).toHaveTitle(new RegExp(`^${messages.pageMeta.notFound.title} \\|`));
      await page.screenshot({ path: join(shots, `${code}-404.png`) });
    });
  });
}
