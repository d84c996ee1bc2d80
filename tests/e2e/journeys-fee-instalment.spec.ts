// The student pays an instalment (issue 53) at 360 px in Hindi: looks up,
// opens the fee account with the second factor, sees the instalment due with
// its UPI payment, sends its UTR; staff confirm it by hand on the ledger
// page; the student looks up again and sees it paid with its receipt.
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../../db/client';
import { e2eDataDir } from '../../playwright.config';
import { openAccount } from '../../server/services/fees';
import { seedAdmission, seedRegistration } from '../support/seed';
import { signIn } from './admin-support';
import { randomUtr } from './journeys-fixtures';

function admitted() {
  const db = openDatabase(e2eDataDir);
  try {
    const registration = seedRegistration(db, { status: 'APPROVED', language: 'hi', dob: '2003-02-14' });
    const admission = seedAdmission(db, registration, { status: 'APPROVED', language: 'hi' });
    const account = openAccount(db, admission.id, null);
    if (!account) throw new Error('No fee plan applies to the seeded admission.');
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
    test(`a student sends the UTR of the instalment due, staff confirm it, the student sees it paid with its receipt (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      page,
      browser,
    }) => {
      const { referenceId, accountId } = admitted();
      const utr = randomUtr();

      const panel = await openFeeAccount(page, referenceId);
      const next = panel.getByTestId('fee-next');
      await expect(next).toContainText('अगली किस्त: किस्त 1, ₹1,500');
      await expect(panel).toBeInViewport();
      await expect(panel.locator('[data-copy-value="amount"]')).toHaveText('₹1,500');
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: test.info().outputPath(`fee-account-hi-${javaScriptEnabled}.png`), fullPage: true });

      await panel.getByLabel(/UTR/).fill(utr);
      await panel.getByRole('button', { name: 'UTR भेजें' }).click();
      await expect(panel.getByTestId('fee-claimed')).toContainText('आपका ₹1,500 का भुगतान मिल गया है');
      await expect(panel.getByTestId('fee-claims')).toContainText(utr);

      // Staff see it in the bank and confirm it on the ledger page.
      const staff = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await signIn(staff);
      await staff.goto(`/admin/fees/${accountId}`);
      const claims = staff.getByTestId('fee-claims');
      await expect(claims).toContainText(`UTR ${utr}`);
      await claims.getByRole('button', { name: 'Seen in the bank: record payment' }).click();
      await expect(claims).toContainText(/Payment recorded: receipt \d{4}-\d{2}\/\d{4}\./);
      const receipt = /receipt (\d{4}-\d{2}\/\d{4})/.exec((await claims.textContent()) ?? '')![1]!;
      await staff.close();

      const after = await openFeeAccount(page, referenceId);
      await expect(after.getByTestId('fee-receipts')).toContainText(`रसीद ${receipt}: ₹1,500`);
      await expect(after.getByTestId('fee-next')).toContainText('किस्त 2');
      await expect(after.getByTestId('fee-claims')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`fee-account-paid-hi-${javaScriptEnabled}.png`), fullPage: true });
    });
  });
}
