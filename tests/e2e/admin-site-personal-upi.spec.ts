// Issue 55, item 2: the ₹5,000 admission fee to a personal UPI id. NPCI lets
// a phone pay a personal id no more than ₹2,000 from a QR saved on it, so the
// one-phone applicant is told once, as the payment step opens, and is offered
// only what works (the code for another phone, the office): no Copy buttons,
// no saved QR, no "Pay with a UPI app". A long UPI id wraps after its "@",
// not inside a word. The UPI settings change for every page, so this file is
// in the admin-site project, which runs after all others; it puts the
// merchant id back at the end.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { en, type Messages } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';
import { updateSettings, getSettings } from '../../server/services/site/settings';
import { seedRegistration } from '../support/seed';
import { shotsDir } from '../support/shots';
import { e2eDb } from './admin-support';

test.describe.configure({ mode: 'serial' });

const shots = shotsDir('moments');
const longUpiId = 'kumarcomputer.belwa@okhdfcbank';
const languages = [
  { language: 'en', prefix: '', words: en as Messages },
  { language: 'hi', prefix: '/hi', words: hi },
] as const;

/** The id's text as the screen lays it out: one string a line. */
export async function linesOf(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: string[] = [];
    let current = '';
    let lastTop: number | null = null;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = range.getBoundingClientRect().top;
        if (lastTop !== null && Math.abs(top - lastTop) > 4) {
          lines.push(current);
          current = '';
        }
        lastTop = top;
        current += text[i];
      }
    }
    lines.push(current);
    return lines;
  });
}

/** Every line of a wrapped UPI id but the last ends at its "@". */
export async function expectWrapsAfterAt(element: Locator, upiId: string) {
  const lines = await linesOf(element);
  expect(lines.join('')).toBe(upiId);
  for (const line of lines.slice(0, -1)) expect(line, `the id breaks after "@", not in "${lines.join(' / ')}"`).toMatch(/@$/);
}

async function toPaymentStep(page: Page, words: Messages, prefix: string) {
  const registration = seedRegistration(e2eDb(), { status: 'APPROVED' });
  await page.goto(`${prefix}/admission-form`);
  await page.locator('input[name="referenceId"]').fill(registration.referenceId);
  await page.getByRole('button', { name: words.admissionForm.check }).click();
  await page.getByRole('button', { name: words.admissionForm.proceed }).click();
  const step = page.locator('#admission-outcome');
  await expect(step.getByRole('heading', { name: words.admissionForm.step2 })).toBeVisible();
  return step;
}

let original: { upiId: string; upiAccountKind: 'personal' | 'merchant' };
test.beforeAll(() => {
  const settings = getSettings(e2eDb());
  original = { upiId: settings.upiId, upiAccountKind: settings.upiAccountKind };
  updateSettings(e2eDb(), { upiAccountKind: 'personal', upiId: longUpiId }, null);
});
test.afterAll(() => {
  updateSettings(e2eDb(), original, null);
});

for (const width of [360, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 768 } });
    for (const { language, prefix, words } of languages) {
      test(`the ₹5,000 to a personal id: said once, in view, only what works is offered (${language})`, async ({ page }) => {
        const step = await toPaymentStep(page, words, prefix);
        const amount = '₹5,000';
        const notice = step.getByRole('note').filter({ hasText: words.upload.anotherPhoneHint.split('{{')[0]! });
        await expect(notice).toHaveCount(1);
        await expect(notice).toContainText(amount);
        await expect(notice).toBeInViewport();
        // Nothing suggests this phone can pay: no Copy, no saved QR, no intent button, no same-phone advice.
        await expect(step.getByRole('button', { name: words.upload.copy })).toHaveCount(0);
        await expect(step.getByRole('link', { name: words.upload.saveQr })).toHaveCount(0);
        await expect(step.getByRole('link', { name: words.upload.payButton })).toHaveCount(0);
        await expect(step).not.toContainText(words.upload.samePhoneHint.slice(0, 30));
        // The code for another phone and the id to check the payee by are there.
        await expect(step.getByRole('img', { name: /UPI/ })).toBeVisible();
        const id = step.locator('[data-copy-value="upi-id"]');
        await expect(id).toHaveText(longUpiId);
        await expectWrapsAfterAt(id, longUpiId);
        await id.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/personal-upi-admission-${width}-${language}.png`, fullPage: width === 360 });
      });
    }
  });
}

test.describe('at 360 px, without JavaScript (the payment part is on the one-page form)', () => {
  test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
  for (const { language, prefix, words } of languages) {
    test(`the application's ₹100 step (this phone can pay it) has no "cannot pay" notice and wraps the id after "@" (${language})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/admissions#apply`);
      const part = page.locator('#payment-part');
      const id = part.locator('[data-copy-value="upi-id"]');
      await id.scrollIntoViewIfNeeded();
      await expect(id).toHaveText(longUpiId);
      await expect(part.locator('[data-gallery-limit]')).toHaveCount(0);
      await expect(part).toContainText(words.upload.samePhoneHint.slice(0, 20));
      await expectWrapsAfterAt(id, longUpiId);
      await page.screenshot({ path: `${shots}/personal-upi-application-360-${language}.png` });
    });
  }
});
