// One name for each thing where the money is (issue 56), on a 360 px phone in
// Hindi and English: the admission form's step 2 names the fee it asks for
// the way its amount does (the admission fee, never the whole course fee).
// Pictures at 360 and 1366 px go to tests/.tmp/shots/words (or SHOTS_DIR)
// for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { en } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';
import { formatRupees } from '../../domain/catalogue/site';
import { openDatabase } from '../../db/client';
import { registrations } from '../../db/schema';
import { e2eDataDir } from '../../playwright.config';
import { getSettings } from '../../server/services/site/settings';
import { seedRegistration } from '../support/seed';
import { shotsDir } from '../support/shots';

const shots = shotsDir('words');

async function shoot(page: Page, name: string) {
  const size = page.viewportSize()!;
  await page.screenshot({ path: `${shots}/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `${shots}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize(size);
}

for (const language of ['hi', 'en'] as const) {
  const words = language === 'en' ? en : hi;
  const prefix = language === 'en' ? '' : '/hi';
  const feeName = language === 'en' ? /Admission Fee/i : /प्रवेश शुल्क/;
  const courseFee = language === 'en' ? /course fee/i : /कोर्स शुल्क/;

  test(`step 2 of the admission form names the fee its amount names (${language})`, { tag: '@phone-size' }, async ({ page }) => {
    expect(page.viewportSize()!.width).toBe(360);
    const db = openDatabase(e2eDataDir);
    const fee = getSettings(db).admissionFee;
    const registration = seedRegistration(db, { name: language === 'hi' ? 'सुनीता देवी' : 'Sunita Devi' });
    db.update(registrations).set({ status: 'APPROVED' }).where(eq(registrations.id, registration.id)).run();
    db.$client.close();

    await page.goto(`${prefix}/admission-form`);
    await page.getByLabel(words.admissionForm.referenceLabel).fill(registration.referenceId);
    await page.getByRole('button', { name: words.admissionForm.check }).click();
    await page.getByRole('button', { name: words.admissionForm.proceed }).click();
    const heading = page.getByRole('heading', { name: words.admissionForm.step2 });
    await expect(heading).toBeVisible();
    const amount = page.getByText(words.admissionForm.feeLabel.replace('{{fee}}', formatRupees(fee)), { exact: true });
    await expect(amount).toBeVisible();
    // One fee, one name: the heading and the amount both say admission fee, neither the whole-course fee.
    for (const text of [await heading.innerText(), await amount.innerText()]) {
      expect(text).toMatch(feeName);
      expect(text).not.toMatch(courseFee);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await heading.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/step2-top-${language}-360.png` });
    await amount.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/step2-amount-${language}-360.png` });
    // The UTR's one name, and the apps' own labels named once in its hint.
    const utr = page.locator('input[name="utr"]');
    await expect(page.getByLabel(words.upload.utr)).toBeVisible();
    await utr.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/step2-utr-${language}-360.png` });
    await shoot(page, `step2-${language}`);
  });
}
