// Issue 55, item 4: an employer checks a certificate on a 360 px phone. The
// answer (found or not found) is what the screen shows after the press, in
// English and Hindi, with JavaScript and without; a number typed loosely
// (" 2026/1 ", spaces, lower case, the sequence without its zeros) is read as
// the printed number, so only a wrong date of birth is "not found".
import { expect, test, type Page } from '@playwright/test';
import { en, type Messages } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';
import { issueCertificate, recordResult } from '../../server/services/certificates';
import { seedAdmission, seedRegistration } from '../support/seed';
import { shotsDir } from '../support/shots';
import { e2eDb, uniqueTag } from './admin-support';

const shots = shotsDir('moments');
const languages = [
  { language: 'en', prefix: '', words: en as Messages },
  { language: 'hi', prefix: '/hi', words: hi },
] as const;

/** A certificate issued today to a new student: its number (e.g. 2026/0007) and date of birth. */
function issued(name: string) {
  const dob = '2002-07-09';
  const registration = seedRegistration(e2eDb(), { name, dob, courseCode: 'DCA', status: 'APPROVED' });
  const admission = seedAdmission(e2eDb(), registration, {
    status: 'APPROVED',
    createdAt: new Date(Date.now() - 40 * 86_400_000),
  });
  const today = new Date().toISOString().slice(0, 10);
  recordResult(e2eDb(), { admissionId: admission.id, marks: 81, completionDate: today }, null);
  const certificate = issueCertificate(e2eDb(), admission.id, null);
  return { number: certificate.number, dob };
}

/** The number as someone copies it off paper: spaces around, lower case, the sequence without its zeros. */
const loosely = (number: string) => {
  const [year, seq] = number.split('/').slice(-2);
  return `  ${year} / ${Number(seq)}  `.toLowerCase();
};

async function check(page: Page, prefix: string, words: Messages, number: string, dob: string) {
  await page.goto(`${prefix}/certification#verify`);
  const form = page.locator('#verify');
  await form.getByLabel(words.certification.verify.numberLabel).fill(number);
  await form.getByLabel(words.certification.verify.dobLabel).fill(dob);
  await form.getByRole('button', { name: words.certification.verify.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/certification/verify`));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}, at 360 px`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 } });
    for (const { language, prefix, words } of languages) {
      test(`found and not found are each in view; a loosely typed number is found (${language})`, async ({ page }, testInfo) => {
        // Letters only: the name prints on the English certificate as it is (Latin letters).
        const certificate = issued(`Check ${language} ${uniqueTag(testInfo)}`);
        const verify = words.certification.verify;

        await check(page, prefix, words, loosely(certificate.number), certificate.dob);
        const found = page.getByRole('status').filter({ hasText: verify.valid });
        await expect(found).toBeInViewport();
        await expect(page.locator('[data-answer="valid"]')).toContainText(certificate.number);
        await page.screenshot({ path: `${shots}/verify-found-${language}-${javaScriptEnabled ? 'js' : 'plain'}-360.png` });

        await check(page, prefix, words, certificate.number, '2002-07-10');
        const notFound = page.getByRole('status').filter({ hasText: verify.notFound });
        await expect(notFound).toBeInViewport();
        await page.screenshot({ path: `${shots}/verify-not-found-${language}-${javaScriptEnabled ? 'js' : 'plain'}-360.png` });
      });
    }
  });
}
