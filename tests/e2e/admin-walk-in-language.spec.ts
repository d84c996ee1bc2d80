// A walk-in has a language (issue 56): staff at the office enter an
// application in cash and choose हिन्दी for the applicant; the page links
// the Hindi receipt, which the applicant reads on a 360 px phone, and the
// message staff send is in Hindi with the Hindi receipt link. Pictures of the
// walk-in form (1366 px) and the receipt (360 and 1366 px) go to
// tests/.tmp/shots/words (or SHOTS_DIR).
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { registrations } from '../../db/schema';
import { shotsDir } from '../support/shots';
import { e2eDb, signIn, uniqueTag } from './admin-support';
import { adultDob, pdf, png } from './journeys-fixtures';

const shots = shotsDir('words');

test('a walk-in entered in Hindi gets its receipt and its message in Hindi', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const name = `Walk In ${uniqueTag(testInfo)}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto('/admin/walk-in');
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="fatherName"]').fill('Ramesh Prasad');
  await page.locator('input[name="dob"]').fill(adultDob());
  await page.locator('select[name="gender"]').selectOption('female');
  await page.locator('input[name="mobile"]').fill(`97${String(Date.now()).slice(-8)}`);
  await page.locator('input[name="email"]').fill('walkin@example.in');
  await page.locator('textarea[name="address"]').fill('Ward 7, Belwa');
  await page.locator('select[name="program"]').selectOption('diploma');
  await page.locator('select[name="courseCode"]').selectOption('DCA');
  await page.locator('select[name="centre"]').selectOption('belwa');
  await page.locator('select[name="courseMode"]').selectOption('Offline');
  await page.locator('select[name="language"]').selectOption('hi');
  await page.locator('select[name="paymentMethod"]').selectOption('cash');
  await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
  await page.locator('input[name="aadhaarUpload"]').setInputFiles({ ...pdf, name: 'aadhaar-masked.pdf' });
  await page.locator('input[name="tenthDoc"]').setInputFiles(pdf);
  await page.locator('input[name="consent"]').check();
  await page.locator('select[name="language"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/walk-in-form-1366.png` });
  await page.getByRole('button', { name: 'Save walk-in application' }).click();

  const saved = page.getByRole('status').filter({ hasText: 'Saved:' });
  await expect(saved).toBeVisible({ timeout: 20_000 });
  const referenceId = /REG-[0-9A-Z]{8}/.exec(await saved.innerText())![0];
  const receiptLink = saved.getByRole('link', { name: 'Print the cash receipt' });
  await expect(receiptLink).toHaveAttribute('href', `/hi/receipt/${referenceId}`);

  const db = e2eDb();
  const row = db.select().from(registrations).where(eq(registrations.referenceId, referenceId)).get()!;
  db.$client.close();
  expect(row.language).toBe('hi');

  // The message staff send is the one the email carries: Hindi, with the Hindi receipt link.
  const notice = await page.request.post('/trpc/registrations.whatsappNotice', {
    data: { id: row.id, siteUrl: 'https://institute.example' },
  });
  expect(notice.status()).toBe(200);
  const { text } = ((await notice.json()) as { result: { data: { text: string } } }).result.data;
  expect(text).toContain(`आवेदन (रेफ़रेंस ID ${referenceId}) की स्थिति: जाँच जारी।`);
  expect(text).toContain(`https://institute.example/hi/receipt/${referenceId}`);

  // The applicant's receipt on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/hi/receipt/${referenceId}`);
  const sheet = page.locator('#receipt');
  await expect(sheet).toContainText('शुल्क रसीद');
  await expect(sheet).toContainText('कार्यालय में नकद');
  await expect(sheet.getByRole('rowheader', { name: 'जमा करने वाले' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${shots}/walk-in-receipt-hi-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${shots}/walk-in-receipt-hi-1366.png`, fullPage: true });
});
