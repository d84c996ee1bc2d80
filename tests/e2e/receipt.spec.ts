// The applicant's receipt in a real Chromium: found from the status look-up,
// printed to PDF as exactly one A4 page, in English and in Hindi, with the
// amount in words and how it was paid. Screenshots go to SHOTS_DIR when set.
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { cancelReceipt, receiptsOf } from '../../server/services/money/receipts';
import { verifyPaymentByHand } from '../../server/services/money/statements/evidence';
import { readPdf } from '../support/pdf-text';
import { seedRegistration } from '../support/seed';
import { adminEmail, e2eDb, uniqueTag } from './admin-support';

const shot = (testInfo: TestInfo, name: string) =>
  process.env.SHOTS_DIR
    ? path.join(process.env.SHOTS_DIR, `${name}-${testInfo.project.name}.png`)
    : testInfo.outputPath(`${name}.png`);

/** The page printed to PDF (A4), and (with SHOTS_DIR) a picture of the page as print media lays it out. */
async function printedPages(page: Page, testInfo?: TestInfo, name?: string) {
  const printed = readPdf(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
  if (testInfo && name && process.env.SHOTS_DIR) {
    const viewport = page.viewportSize();
    await page.emulateMedia({ media: 'print' });
    // A4 at 96 dpi less the 14 mm margins: 688 px wide.
    await page.setViewportSize({ width: 688, height: 1017 });
    await page.screenshot({ path: shot(testInfo, name), fullPage: true });
    // null, not 'screen': page.pdf prints screen media while 'screen' is emulated.
    await page.emulateMedia({ media: null });
    if (viewport) await page.setViewportSize(viewport);
  }
  return printed;
}

test('a verified fee’s receipt opens from the status look-up and prints on one A4 page, in English and Hindi', async ({
  page,
}, testInfo) => {
  const tag = uniqueTag(testInfo);
  const db = e2eDb();
  const reg = seedRegistration(db, { name: `Receipt ${tag}`, fatherName: 'Mohan Lal', registrationFee: 1200 });
  const staff = db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail)).get()!;
  const { receipt } = verifyPaymentByHand(db, 'registration', reg.id, 'UTR seen in the bank app', staff.id, 'upi');
  expect(receipt).toMatch(/^\d{4}-\d{2}\/\d{4}$/);

  await page.goto('/admission-form');
  await page.getByLabel('Registration Reference ID').fill(reg.referenceId);
  await page.getByRole('button', { name: 'Check Status' }).click();
  const link = page.getByRole('link', { name: `Open receipt ${receipt}` });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/receipt/${reg.referenceId}$`));
  const sheet = page.locator('#receipt');
  await expect(sheet).toContainText('Fee receipt');
  await expect(sheet).toContainText(receipt!);
  await expect(sheet).toContainText('₹1,200');
  await expect(sheet).toContainText('One Thousand Two Hundred Rupees Only');
  // Opened by the reference id alone: the UTR masked to its last four digits, no father's name (decision 067).
  await expect(sheet).toContainText(`UPI, transaction ID (UTR) ${'•'.repeat(reg.utr.length - 4)}${reg.utr.slice(-4)}`);
  await expect(sheet).not.toContainText(reg.utr);
  await expect(sheet).not.toContainText('Mohan Lal');
  // Who paid and who checked, in plain words (issue 56).
  await expect(sheet.getByRole('rowheader', { name: 'Paid by', exact: true })).toBeVisible();
  await expect(sheet.getByRole('rowheader', { name: 'Payment verified by (staff)' })).toBeVisible();
  await expect(sheet).toContainText('Test Institute of Computer Training');
  // No GSTIN is set for the test institute: no GSTIN line.
  await expect(sheet).not.toContainText('GSTIN');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: shot(testInfo, 'receipt-en'), fullPage: true });
  const english = await printedPages(page, testInfo, 'receipt-en-print');
  expect(english.pages).toBe(1);
  // Room for the staff member's signature and the institute's stamp, on the printed page (issue 55).
  await expect(sheet.getByTestId('receipt-sign')).toContainText('Signature of the staff member');
  await expect(sheet.getByTestId('receipt-sign')).toContainText('Institute stamp');
  for (const expected of [
    'Fee receipt',
    receipt!,
    'One Thousand Two Hundred Rupees Only',
    `Receipt ${tag}`,
    reg.referenceId,
    'Signature of the staff member',
  ]) {
    expect(english.text[0]).toContain(expected);
  }
  expect(english.text[0]).not.toContain('Check status');

  await page.goto(`/hi/receipt/${reg.referenceId}`);
  await expect(sheet).toContainText('शुल्क रसीद');
  await expect(sheet).toContainText('एक हज़ार दो सौ रुपये मात्र');
  await expect(sheet.getByRole('rowheader', { name: 'जमा करने वाले' })).toBeVisible();
  await expect(sheet.getByRole('rowheader', { name: 'भुगतान जाँचने वाले' })).toBeVisible();
  await expect(sheet.getByTestId('receipt-sign')).toContainText('संस्थान की मुहर');
  await expect(sheet).toContainText(`UPI, UTR नंबर ${'•'.repeat(reg.utr.length - 4)}${reg.utr.slice(-4)}`);
  await page.screenshot({ path: shot(testInfo, 'receipt-hi'), fullPage: true });
  const hindi = await printedPages(page, testInfo, 'receipt-hi-print');
  expect(hindi.pages).toBe(1);
  expect(hindi.text[0]).toContain(receipt!);
});

test('a cancelled receipt keeps its number and says cancelled, why and by whom', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const db = e2eDb();
  const reg = seedRegistration(db, { name: `Cancelled ${tag}` });
  const staff = db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail)).get()!;
  const { receipt } = verifyPaymentByHand(db, 'registration', reg.id, 'Cash at the office', staff.id, 'cash');
  cancelReceipt(db, receiptsOf(db, 'registration', reg.id)[0]!.id, 'Entered on the wrong application', staff.id);
  await page.goto(`/receipt/${reg.referenceId}`);
  const sheet = page.locator('#receipt');
  await expect(sheet).toContainText(receipt!);
  await expect(sheet.locator('[data-cancelled]')).toContainText('CANCELLED.');
  await expect(sheet.locator('[data-cancelled]')).toContainText('Reason: Entered on the wrong application');
  await expect(sheet).toContainText('Cash at the office');
  await page.screenshot({ path: shot(testInfo, 'receipt-cancelled'), fullPage: true });
  expect((await printedPages(page)).pages).toBe(1);
});
