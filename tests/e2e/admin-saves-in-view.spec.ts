// Issue 55, item 3: a staff save answers in view. A walk-in's success, with
// the new record's reference id, is on screen and focused after the save, and
// the form is not shown again emptied (a blank form invited a second cash
// entry and a second receipt): "Enter another walk-in" opens a fresh one on
// purpose. "Settings saved" is in view beside the button. At 360 px (a phone
// at the desk) and 1366 px (the office computer), with JavaScript and without.
import { expect, test, type Page } from '@playwright/test';
import { shotsDir } from '../support/shots';
import { signIn, uniqueTag } from './admin-support';
import { adultDob, pdf, png } from './journeys-fixtures';

const shots = shotsDir('moments');

async function fillWalkIn(page: Page, name: string) {
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="fatherName"]').fill('Ramesh Prasad');
  await page.locator('input[name="dob"]').fill(adultDob());
  await page.locator('select[name="gender"]').selectOption('female');
  await page.locator('input[name="mobile"]').fill(`96${String(Date.now()).slice(-8)}`);
  await page.locator('textarea[name="address"]').fill('Ward 7, Belwa');
  await page.locator('select[name="program"]').selectOption('diploma');
  await page.locator('select[name="courseCode"]').selectOption('DCA');
  await page.locator('select[name="centre"]').selectOption('belwa');
  await page.locator('select[name="courseMode"]').selectOption('Offline');
  await page.locator('select[name="language"]').selectOption('en');
  await page.locator('select[name="paymentMethod"]').selectOption('cash');
  await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
  await page.locator('input[name="aadhaarUpload"]').setInputFiles({ ...pdf, name: 'aadhaar-masked.pdf' });
  await page.locator('input[name="tenthDoc"]').setInputFiles(pdf);
  await page.locator('input[name="consent"]').check();
}

for (const width of [360, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 768 } });

    test('a walk-in save shows its reference id in view, and no emptied form', async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      const name = `Walk In ${uniqueTag(testInfo)}`;
      await signIn(page);
      await page.goto('/admin/walk-in');
      await fillWalkIn(page, name);
      await page.getByRole('button', { name: 'Save walk-in application' }).click();

      const saved = page.getByRole('status').filter({ hasText: 'Saved:' });
      await expect(saved).toBeVisible({ timeout: 20_000 });
      await expect(saved).toContainText(/REG-[0-9A-Z]{8}/);
      await expect(saved).toContainText(name);
      await expect(saved).toBeInViewport();
      await expect(saved).toBeFocused();
      await expect(saved.getByRole('link', { name: 'Print the cash receipt' })).toBeInViewport();
      // The form that was sent is not on screen again, blank.
      await expect(page.locator('input[name="name"]')).toHaveCount(0);
      await page.screenshot({ path: `${shots}/walk-in-saved-${width}.png` });

      await saved.getByRole('link', { name: 'Enter another walk-in' }).click();
      await expect(page.locator('input[name="name"]')).toHaveValue('');
      await expect(page.getByRole('status').filter({ hasText: 'Saved:' })).toHaveCount(0);
    });

    test('"Settings saved" is in view beside the button', async ({ page }) => {
      await signIn(page);
      await page.goto('/admin/settings');
      const button = page.getByRole('button', { name: 'Save settings' });
      await button.click();
      const saved = page.getByRole('status').filter({ hasText: 'Settings saved' });
      await expect(saved).toBeInViewport();
      await expect(button).toBeInViewport();
      await page.screenshot({ path: `${shots}/settings-saved-${width}.png` });
    });
  });
}

test.describe('without JavaScript, at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
  test('the walk-in save opens at its answer', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    // Signed in with scripts (the sign-in needs none, but signIn waits for the dashboard's counts).
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill('e2e-admin@example.in');
    await page.getByLabel('Password').fill('e2e-password-long');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/dashboard/);
    await page.goto('/admin/walk-in');
    await fillWalkIn(page, `Walk In ${uniqueTag(testInfo)}`);
    await page.getByRole('button', { name: 'Save walk-in application' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Saved:' });
    await expect(saved).toContainText(/REG-[0-9A-Z]{8}/, { timeout: 20_000 });
    await expect(saved).toBeInViewport();
    await expect(page.locator('input[name="name"]')).toHaveCount(0);
  });
});
