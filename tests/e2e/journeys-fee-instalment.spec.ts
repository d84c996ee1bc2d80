// The student pays an instalment (issue 53's Done-when) at 360 px in Hindi:
// the first instalment paid, looks up, opens the fee account with the second
// factor, sees the second instalment due with its UPI payment, sends its UTR;
// staff import the bank statement with that UTR and amount, which records the
// payment with its receipt; the student looks up again and sees the second
// instalment paid with that receipt and nothing more due.
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../../db/client';
import { e2eDataDir } from '../../playwright.config';
import { openAccount, recordPayment } from '../../server/services/fees';
import { seedAdmission, seedRegistration } from '../support/seed';
import { statementCsv } from '../support/statements';
import { signIn } from './admin-support';
import { randomUtr } from './journeys-fixtures';

function admittedWithFirstPaid() {
  const db = openDatabase(e2eDataDir);
  try {
    const registration = seedRegistration(db, { status: 'APPROVED', language: 'hi', dob: '2003-02-14' });
    const admission = seedAdmission(db, registration, { status: 'APPROVED', language: 'hi' });
    const account = openAccount(db, admission.id, null);
    if (!account) throw new Error('No fee plan applies to the seeded admission.');
    recordPayment(db, { accountId: account.id, amountPaise: 150_000, method: 'cash', userId: null });
    return { referenceId: registration.referenceId, accountId: account.id };
  } finally {
    db.$client.close();
  }
}

async function openFeeAccount(page: Page, referenceId: string) {
  await page.goto('/hi/admission-form');
  await page.getByLabel('पंजीकरण रेफ़रेंस ID').fill(referenceId);
  await page.getByRole('button', { name: 'स्थिति देखें' }).click();
  const panel = page.getByTestId('fee-account');
  await expect(panel).toContainText('आपका शुल्क खाता');
  await panel.locator('input[name="dob"]').fill('2003-02-14');
  await panel.getByRole('button', { name: 'मेरा शुल्क खाता देखें' }).click();
  await expect(panel.getByTestId('fee-totals')).toBeVisible();
  return panel;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 } });
    test(`a student sends the UTR of the second instalment, staff import the statement, the student sees it paid with its receipt (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      page,
      browser,
    }) => {
      const { referenceId, accountId } = admittedWithFirstPaid();
      const utr = randomUtr();

      const panel = await openFeeAccount(page, referenceId);
      const next = panel.getByTestId('fee-next');
      await expect(next).toContainText('अगली किस्त: किस्त 2, ₹1,500');
      // The totals (what is left to pay) open in view; the instalment due is the next thing down.
      await expect(panel.getByTestId('fee-totals')).toBeInViewport();
      await expect(panel.getByTestId('fee-totals')).toContainText('₹1,500');
      await expect(panel.locator('[data-copy-value="amount"]')).toHaveText('₹1,500');
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: test.info().outputPath(`fee-account-hi-${javaScriptEnabled}.png`), fullPage: true });

      await panel.getByLabel(/UTR/).fill(utr);
      await panel.getByRole('button', { name: 'UTR भेजें' }).click();
      await expect(panel.getByTestId('fee-claimed')).toContainText('आपका ₹1,500 का भुगतान मिल गया है');
      await expect(panel.getByTestId('fee-claims')).toContainText(utr);
      await expect(panel.getByTestId('fee-claimed')).toBeInViewport();

      // Staff import the bank statement that shows the transfer: preview, then confirm.
      const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await signIn(staff);
      await staff.goto('/admin/statements');
      const today = new Date().toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' });
      const file = {
        name: 'instalment.csv',
        mimeType: 'text/csv',
        buffer: statementCsv([{ date: today, description: `UPI/${utr}/STUDENT/instalment`, credit: '1,500.00' }]),
      };
      await staff.locator('#statement-file').setInputFiles(file);
      await staff.getByRole('button', { name: 'Check statement' }).click();
      const found = staff.getByTestId('statement-instalments');
      await expect(found).toContainText(`UTR ${utr} will be recorded as a payment with its receipt`);
      await staff.locator('#statement-file').setInputFiles(file);
      await staff.getByRole('button', { name: /^Confirm: record/ }).click();
      await expect(found).toContainText(new RegExp(`UTR ${utr} recorded with receipt \\d{4}-\\d{2}/\\d{4}`));
      await expect(found).toBeInViewport();
      const receipt = new RegExp(`UTR ${utr} recorded with receipt (\\d{4}-\\d{2}/\\d{4})`).exec(
        (await found.textContent()) ?? '',
      )![1]!;
      await expect(found.getByRole('link', { name: 'fee account' })).toHaveAttribute('href', `/admin/fees/${accountId}`);
      await staff.close();

      const after = await openFeeAccount(page, referenceId);
      await expect(after.getByTestId('fee-receipts')).toContainText(`रसीद ${receipt}: ₹1,500`);
      // The panel opens at its totals (nothing left); the receipt is the list just below the instalments.
      await expect(after.getByTestId('fee-totals')).toBeInViewport();
      await after.getByTestId('fee-receipts').scrollIntoViewIfNeeded();
      await expect(after.getByTestId('fee-receipts')).toBeInViewport();
      await expect(after.getByTestId('fee-next')).toHaveCount(0);
      await expect(after.getByTestId('fee-claims')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`fee-account-paid-hi-${javaScriptEnabled}.png`), fullPage: true });
    });
  });
}
