// Staff on a phone (360 px): open a document in a viewer that fits the
// screen, approve a registration with a remark (the
// dialog says email is off, as no mail server is configured here), check the
// payment against a bank statement uploaded from the phone, see the payment
// badge in the list, and the applicant's look-up shows the remark.
import { expect, test } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config';
import { seedRegistration, seedUpload, tinyPng } from '../support/seed';
import { statementCsv } from '../support/statements';
import { e2eDb, openTab, signIn, uniqueTag } from './admin-support';

// A long journey (dashboard, statement, look-up) on two busy cores.
test.describe.configure({ timeout: 60_000 });

/** Today in India as DD/MM/YYYY, the day the seeded payment was made. */
function indiaToday(): string {
  const [year, month, day] = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

test('approve with a remark and check the payment against a statement, at 360 px', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const reg = seedRegistration(e2eDb(), { name: `Phone ${tag}`, registrationFee: 100 });
  seedUpload(
    e2eDb(),
    e2eDataDir,
    { ownerType: 'registration', ownerId: reg.id, kind: 'photo' },
    {
      bytes: tinyPng,
      detectedType: 'image/png',
      originalName: 'photo.png',
    },
  );

  await signIn(page);
  await openTab(page, 'Registrations');
  await page.getByLabel('Search').fill(reg.referenceId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // At 360 px the records are cards, not a wide table.
  await expect(page.getByRole('list', { name: 'Registrations' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Registrations' })).toHaveCount(0);
  const row = page.getByTestId(`row-${reg.referenceId}`);
  await expect(row).toContainText('PENDING');
  const card = await row.boundingBox();
  expect(card && card.x >= 0 && card.x + card.width <= 360).toBe(true);
  await expect(row.locator('[data-payment]')).toHaveText('Not yet checked');

  // The photo opens in a viewer that fits the phone's screen.
  await row.getByRole('button', { name: `Photo of Phone ${tag}` }).click();
  const viewer = page.getByRole('dialog', { name: `Photo · Phone ${tag}` });
  const photo = viewer.getByRole('img', { name: `Photo of Phone ${tag}` });
  await expect(photo).toBeVisible();
  const shown = await viewer.boundingBox();
  expect(shown && shown.x >= 0 && shown.x + shown.width <= 360).toBe(true);
  const picture = await photo.boundingBox();
  expect(picture && picture.x >= 0 && picture.x + picture.width <= 360).toBe(true);
  await viewer.getByRole('button', { name: 'Close viewer' }).click();
  await expect(viewer).toBeHidden();

  await row.getByRole('button', { name: `Approve Phone ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Approve Phone ${tag}?` });
  await expect(dialog.getByTestId('email-off')).toContainText('Email is off');
  // Not yet checked against a statement: approving asks for a yes and a remark.
  await dialog.getByLabel('Approve although the payment is not verified').check();
  await dialog.getByLabel(/how was the fee paid/).fill('Bring your 10th marksheet on Monday');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(row.locator('.mantine-Badge-root', { hasText: 'APPROVED' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-360.png'), fullPage: true });

  // The bank statement, exported from net banking, uploaded from the phone.
  await page.goto('/admin/statements');
  await page.waitForLoadState('networkidle');
  const csv = statementCsv([
    { date: indiaToday(), description: `UPI/${reg.utr}/PHONE ${tag.toUpperCase()}/okaxis`, credit: '100.00' },
  ]);
  await page.locator('input[type=file]').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByRole('button', { name: 'Check statement' }).click();
  // At 360 px the payments are cards, one by one.
  const matches = page.getByRole('list', { name: 'Payments against the statement, one by one' });
  const match = matches.locator(`[data-ref="${reg.referenceId}"]`);
  await expect(match).toContainText('Verified');
  await expect(match).toContainText('₹100.00 (row 6 of statement.csv): verified');
  await page.getByRole('button', { name: /^Confirm: record \d+ payment changes?\b/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'changed' })).toContainText(/payment states? changed/);

  // Back in the list, the payment badge says so.
  await page.goto(`/admin/dashboard?tab=registrations&q=${reg.referenceId}`);
  await expect(page.getByTestId(`row-${reg.referenceId}`).locator('[data-payment]')).toHaveText('Verified');
  // The record on the first screen: the counts wait in the Filters panel.
  await expect(page.getByTestId(`row-${reg.referenceId}`)).toBeInViewport();
  await expect(page.locator('[aria-label="Counts per payment check"]')).toBeHidden();

  // The applicant's look-up shows the remark.
  await page.goto('/admission-form');
  await page.getByLabel('Registration Reference ID').fill(reg.referenceId);
  await page.getByRole('button', { name: 'Check Status' }).click();
  await expect(page.getByRole('row', { name: /Remark from the institute/ })).toContainText('Bring your 10th marksheet on Monday');
});
