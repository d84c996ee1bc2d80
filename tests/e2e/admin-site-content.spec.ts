// Staff edit the site on a phone (issue 52, at 360 px): a new course with a
// Hindi name is published and shows on /academics in both languages, archived
// it leaves, a restored version brings it back; a notice of today shows on the
// home page, one that ended yesterday does not. In the admin-site project,
// which runs after all others: what it publishes changes every public page
// (the course count on /academics, the home page's notices).
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn } from './admin-support';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const indiaDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const letters = () => Array.from(randomBytes(6), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[b % 26]).join('');

test('a course is added with a Hindi name, archived, and a version restored', async ({ page }) => {
  const code = `TP${letters()}`;
  const name = `Tally Prime with GST ${code}`;
  const hindiName = `जीएसटी के साथ टैली प्राइम ${code}`;
  await signIn(page);
  await page.goto('/admin/content?kind=course&key=new');
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Course id').fill(`${code}/Q0100`);
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel(/^Name \(Hindi\)/).fill(hindiName);
  await page.getByLabel('Card summary (English)').fill('Accounts and GST returns in Tally Prime.');
  await expect(page.getByTestId('phone-preview').first()).toContainText(name);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published version 1.')).toBeVisible();

  await page.goto('/academics');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.goto('/hi/academics');
  await expect(page.getByRole('heading', { name: hindiName })).toBeVisible();
  // The Hindi summary is missing: the English one stands in, marked as English.
  await expect(page.locator('p[lang="en"]', { hasText: 'Accounts and GST returns in Tally Prime.' })).toBeVisible();

  await page.goto(`/admin/content?kind=course&key=${code}`);
  await page.getByLabel(/^Archived/).check();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published version 2.')).toBeVisible();
  await page.goto('/academics');
  await expect(page.getByRole('heading', { name })).toHaveCount(0);

  await page.goto(`/admin/content?kind=course&key=${code}`);
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Restored as version 3.')).toBeVisible();
  await page.goto('/academics');
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('a notice of today shows on the home page; one that has ended does not', async ({ page }) => {
  const tag = letters();
  await signIn(page);
  for (const [title, first, last] of [
    [`Admissions close on 30 June ${tag}`, indiaDay(-1), indiaDay(10)],
    [`An ended notice ${tag}`, indiaDay(-10), indiaDay(-1)],
  ] as const) {
    await page.goto('/admin/content?kind=notice&key=new');
    await page.getByLabel('Title (English)').fill(title);
    await page.getByLabel('Text (English)').fill('Apply **before** the date.');
    await page.getByLabel('First day').fill(first);
    await page.getByLabel('Last day').fill(last);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published version 1.')).toBeVisible();
  }
  await page.goto('/');
  await expect(page.getByTestId('notice-strip')).toContainText(`Admissions close on 30 June ${tag}`);
  await expect(page.getByTestId('notice-strip')).not.toContainText(`An ended notice ${tag}`);
  await page.getByRole('link', { name: `Admissions close on 30 June ${tag}` }).click();
  await expect(page).toHaveURL(/\/notices#notice-/);
  await expect(page.locator('strong', { hasText: 'before' }).first()).toBeVisible();
});
