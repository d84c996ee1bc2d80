// Money in two hands in a real browser (issue 51, decision 069), at phone
// width (360 px) and tablet width (768 px): Asha asks to cancel a receipt from
// the applicant's drawer and sees her request's number in view; she cannot
// confirm it herself; Ravi, signed in elsewhere, confirms it on the Bank
// statement page and sees the outcome in view; the receipt then shows both names.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { createAdmin } from '../../server/services/staff/auth';
import { issueReceipt, receiptLabel } from '../../server/services/money/receipts';
import { seedRegistration, seedVerifiedPayment } from '../support/seed';
import { e2eDb, uniqueTag } from './admin-support';

async function accountant(testInfo: TestInfo, name: string, width: number) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${width}-${testInfo.retry}@example.in`;
  const password = `${name}-password-long`.replace(/\s+/g, '-');
  await createAdmin(e2eDb(), { email, password, name, roles: ['accountant'], centres: 'all' });
  return { email, password };
}

async function signInAs(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

async function openReceipts(page: Page, referenceId: string) {
  await page.goto(`/admin/dashboard?tab=registrations&q=${referenceId}`);
  await page.waitForLoadState('networkidle');
  await page
    .getByTestId(`row-${referenceId}`)
    .getByRole('button', { name: `Details of ${referenceId}` })
    .click();
  return page.getByRole('dialog', { name: new RegExp(`Registration ${referenceId}`) });
}

async function secondPerson(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 1024 } });
  return { context, page: await context.newPage() };
}

for (const width of [360, 768]) {
  test(`a receipt's cancellation asked by one person and confirmed by another, at ${width} px`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 360 ? 740 : 1024 });
    const tag = uniqueTag(testInfo);
    const asha = await accountant(testInfo, `Asha ${tag}`, width);
    const ravi = await accountant(testInfo, `Ravi ${tag}`, width);
    const db = e2eDb();
    const reg = seedRegistration(db, { name: `Two Hands ${tag}`, status: 'APPROVED' });
    seedVerifiedPayment(db, 'registration', reg.id);
    const receipt = issueReceipt(db, { recordType: 'registration', recordId: reg.id, source: 'hand', userId: 1 })!;
    const label = receiptLabel(receipt.financialYear, receipt.number);

    await signInAs(page, asha);
    let drawer = await openReceipts(page, reg.referenceId);
    await drawer.getByRole('button', { name: 'Cancel receipt', exact: true }).click();
    await drawer.getByLabel(/Why is it cancelled/).fill('Entered twice by mistake');
    await drawer.getByRole('button', { name: `Cancel receipt ${label}` }).click();
    const asked = drawer.getByTestId('receipt-outcome');
    await expect(asked).toContainText(`Receipt ${label} cancellation asked for by Asha ${tag}`);
    await expect(asked).toBeInViewport();
    const requestId = Number(/Request #(\d+)/.exec((await asked.textContent()) ?? '')?.[1]);
    expect(requestId).toBeGreaterThan(0);
    // Waiting, and not hers to confirm: she may only withdraw it.
    const waiting = drawer.getByRole('list', { name: 'Money changes waiting for a second person' });
    await expect(waiting).toContainText(`Request #${requestId}`);
    await expect(waiting.getByRole('button', { name: `Confirm #${requestId}` })).toHaveCount(0);
    await expect(waiting.getByRole('button', { name: `Withdraw #${requestId}` })).toBeVisible();

    const second = await secondPerson(browser, width);
    try {
      await signInAs(second.page, ravi);
      await second.page.goto('/admin/statements');
      await second.page.waitForLoadState('networkidle');
      const item = second.page.locator(`[data-request="${requestId}"]`);
      await expect(item).toContainText(`Receipt ${label} cancellation`);
      await expect(item).toContainText(`Asked for by Asha ${tag}`);
      await item.getByRole('button', { name: `Confirm #${requestId}` }).click();
      const outcome = second.page.getByTestId('money-request-outcome');
      await expect(outcome).toContainText(`Request #${requestId}: Receipt ${label} cancellation confirmed by Ravi ${tag}: done.`);
      await expect(outcome).toBeInViewport();
      await expect(item).toHaveCount(0);
    } finally {
      await second.context.close();
    }

    drawer = await openReceipts(page, reg.referenceId);
    const receipts = drawer.getByRole('list', { name: 'Receipts' });
    await expect(receipts).toContainText('Cancelled');
    await expect(receipts).toContainText(`Cancelled by Asha ${tag}, confirmed by Ravi ${tag}`);
  });
}
