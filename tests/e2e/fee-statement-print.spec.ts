// The statement of account prints on ONE A4 page for a normal year (issue 53
// item 4), in English and in Hindi: a student with the two fees, two
// instalments and ten monthly cash payments opens the fee account on the
// look-up and prints; staff print the same student's statement from the
// ledger. Each PDF is counted by its page objects; print screenshots of each
// go to /tmp/statement/ to be looked at.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../../db/client';
import { e2eDataDir } from '../../playwright.config';
import { openAccount, recordPayment } from '../../server/services/fees';
import type { Language } from '../../domain/vocabulary';
import { en } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';
import { seedAdmission, seedRegistration } from '../support/seed';
import { signIn } from './admin-support';

const shots = '/tmp/statement';
const words = { en: en.statement, hi: hi.statement };

function studentWithAYear(language: Language) {
  const db = openDatabase(e2eDataDir);
  try {
    const registration = seedRegistration(db, { status: 'APPROVED', language, dob: '2003-02-14' });
    const admission = seedAdmission(db, registration, { status: 'APPROVED', language });
    const account = openAccount(db, admission.id, null);
    if (!account) throw new Error('No fee plan applies to the seeded admission.');
    for (let month = 0; month < 10; month += 1) {
      recordPayment(db, { accountId: account.id, amountPaise: 25_000, method: 'cash', userId: null });
    }
    return { referenceId: registration.referenceId, accountId: account.id };
  } finally {
    db.$client.close();
  }
}

/** The number of pages in a PDF: its /Type /Page objects, not the /Pages tree. */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

async function printed(page: Page, name: string) {
  await page.emulateMedia({ media: 'print' });
  // A4 at 96 px to the inch, as the sheet is printed.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: `${shots}/${name}-print.png`, fullPage: true });
  const pdf = await page.pdf({ format: 'A4' });
  await page.emulateMedia({ media: 'screen' });
  return pdf;
}

test.beforeAll(() => mkdirSync(shots, { recursive: true }));

for (const language of ['en', 'hi'] as const) {
  test(`the ${language} statement prints on one A4 page from the look-up and from the staff ledger`, async ({ page }) => {
    const { referenceId, accountId } = studentWithAYear(language);
    const say = words[language];
    const prefix = language === 'hi' ? '/hi' : '';

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix}/admission-form`);
    await page.locator('input[name="referenceId"]').first().fill(referenceId);
    await page.locator('button[type="submit"]').first().click();
    const panel = page.getByTestId('fee-account');
    await panel.locator('input[name="dob"]').fill('2003-02-14');
    await panel.locator('button[type="submit"]').click();
    await expect(panel.getByTestId('print-statement')).toHaveText(say.print);
    // On screen the account shows itself; the statement waits for the printer.
    await expect(page.getByTestId('statement')).toBeHidden();
    await page.screenshot({ path: `${shots}/${language}-lookup-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await panel.getByTestId('print-statement').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/${language}-lookup-1366.png` });

    const fromLookUp = await printed(page, `${language}-lookup`);
    expect(pagesOf(fromLookUp)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('statement')).toBeVisible();
    await expect(page.getByTestId('statement-line')).toHaveCount(16);
    await expect(page.getByTestId('statement')).toContainText(say.title);
    await expect(page.getByTestId('fee-totals')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await signIn(page);
    await page.goto(`/admin/fees/${accountId}`);
    await page.getByRole('link', { name: /Print statement/ }).click();
    await expect(page.getByTestId('statement')).toContainText(say.title);
    await expect(page.getByTestId('statement-line')).toHaveCount(16);
    for (const width of [360, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/${language}-staff-${width}.png`, fullPage: true });
    }
    const fromLedger = await printed(page, `${language}-staff`);
    expect(pagesOf(fromLedger)).toBe(1);
  });
}
