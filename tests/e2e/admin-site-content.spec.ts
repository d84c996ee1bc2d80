// Staff edit the site on a phone (issue 52, at 360 px): a new course with a
// Hindi name is published and shows on /academics and in the application form
// in both languages, someone applies for it; archived it leaves the form while
// the applicant's record still names it, a restored version brings it back; a
// notice of today shows on the home page and goes once its last day has
// passed, one that ended yesterday does not show. In the admin-site project,
// which runs after all others: what it publishes changes every public page
// (the course count on /academics, the home page's notices).
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import path from 'node:path';
import { shotsDir } from '../support/shots';
import { openDashboard, signIn } from './admin-support';
import { comeNearTheForm, fillApplicantDetails, pdf, png, randomUtr } from './journeys-fixtures';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const indiaDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const shot = (name: string) => path.join(shotsDir('site-content'), name);
const letters = () => Array.from(randomBytes(6), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[b % 26]).join('');

test('a course is added with a Hindi name, applied for, archived, and a version restored', async ({ page }) => {
  // A whole application on two busy cores, beside the editor's steps.
  test.setTimeout(120_000);
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
  await page.screenshot({ path: shot('course-editor-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: shot('course-editor-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published version 1.')).toBeVisible();

  await page.goto('/academics');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.goto('/hi/academics');
  await expect(page.getByRole('heading', { name: hindiName })).toBeVisible();
  // The Hindi summary is missing: the English one stands in, marked as English.
  await expect(page.locator('p[lang="en"]', { hasText: 'Accounts and GST returns in Tally Prime.' })).toBeVisible();

  // The application form offers it, in Hindi by its Hindi name, and takes an application for it.
  await page.goto('/hi/admissions');
  await comeNearTheForm(page);
  await expect(page.locator(`#courseCode option[value="${code}"]`)).toHaveText(`${hindiName} (${code})`);
  await page.getByLabel('डिप्लोमा', { exact: true }).check();
  await page.locator('#courseCode').selectOption(code);
  await page.locator('#courseCode').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('application-new-course-hi-360.png') });
  await page.goto('/admissions');
  await comeNearTheForm(page);
  await fillApplicantDetails(page, {
    name: `Applicant ${code}`,
    fatherName: 'Ramesh Prasad',
    mobile: '+91 98123 45210',
    email: 'asha@example.in',
    address: 'Ward 4, Belwa',
  });
  await page.getByLabel('Course').selectOption(code);
  await page.getByLabel('Course').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('application-new-course-360.png') });
  await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
  await page.locator('input[name="aadhaarUpload"]').setInputFiles({ ...pdf, name: 'aadhaar-masked.pdf' });
  await page.locator('input[name="tenthDoc"]').setInputFiles(pdf);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('upi.png', 360, 640));
  await page.getByLabel(/UPI transaction ID/).fill(randomUtr());
  await page.getByRole('button', { name: 'Submit' }).click();
  const success = page.getByText(/Your reference Id is REG-[0-9A-Z]{8}\./);
  await expect(success).toBeVisible({ timeout: 15_000 });
  const referenceId = /REG-[0-9A-Z]{8}/.exec((await success.textContent()) ?? '')![0];
  await expect(page.locator('table').filter({ hasText: 'Registration fee' })).toContainText(name);

  await page.goto(`/admin/content?kind=course&key=${code}`);
  await page.getByLabel(/^Archived/).check();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published version 2.')).toBeVisible();
  await page.goto('/academics');
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
  await page.goto('/admissions');
  await expect(page.locator(`#courseCode option[value="${code}"]`)).toHaveCount(0);
  // The applicant's record still names it.
  await openDashboard(page, `tab=registrations&q=${referenceId}`);
  await page
    .getByTestId(`row-${referenceId}`)
    .getByRole('button', { name: `Details of ${referenceId}` })
    .click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`Registration ${referenceId}`) });
  await expect(drawer).toContainText(name);
  await page.screenshot({ path: shot('archived-course-record-360.png') });
  await page.keyboard.press('Escape');

  await page.goto(`/admin/content?kind=course&key=${code}`);
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Restored as version 3.')).toBeVisible();
  await page.goto('/academics');
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('a notice of today shows on the home page and goes once its last day has passed; one that has ended does not show', async ({
  page,
}) => {
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

  // Its last day passes (staff bring it to yesterday): it is gone from the home page and /notices.
  await page.goto('/admin/content?kind=notice');
  await page.getByRole('link', { name: `Admissions close on 30 June ${tag}` }).click();
  await page.getByLabel('First day').fill(indiaDay(-3));
  await page.getByLabel('Last day').fill(indiaDay(-1));
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published version 2.')).toBeVisible();
  await page.goto('/');
  await expect(page.getByText(`Admissions close on 30 June ${tag}`)).toHaveCount(0);
  await page.goto('/notices');
  await expect(page.getByText(`Admissions close on 30 June ${tag}`)).toHaveCount(0);
});

test('a list of the about page is edited on a phone: an item reworded, one removed, one added; both languages show it', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/content?kind=text&key=about-values');
  await expect(page.getByText('Not yet written by the institute')).toBeVisible();
  await page.getByLabel('Title (English)').nth(1).fill('Plain dealing');
  await page
    .getByLabel(/^Title \(Hindi\)/)
    .nth(1)
    .fill('सीधा व्यवहार');
  await page.getByRole('button', { name: 'Remove item 6' }).click();
  await page.getByRole('button', { name: 'Add an item' }).click();
  await page.getByLabel('Title (English)').nth(5).fill('Patience');
  await page.getByLabel('Text (English)').nth(5).fill('We explain again until it is clear.');
  // The preview follows the form: the new item, no removed one.
  const preview = page.getByTestId('phone-preview').first();
  await expect(preview).toContainText('Plain dealing');
  await expect(preview).toContainText('Patience');
  await expect(preview).not.toContainText('Growth');
  await page.screenshot({ path: shot('list-editor-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published version 2.')).toBeVisible();
  await expect(page.getByText('Not yet written by the institute')).toHaveCount(0);

  await page.goto('/about');
  const values = page.locator('section[aria-labelledby="values"] li');
  await expect(values).toHaveCount(6);
  await expect(values.nth(1).getByRole('heading')).toHaveText('Plain dealing');
  await expect(values.nth(5).getByRole('heading')).toHaveText('Patience');
  await page.goto('/hi/about');
  await expect(values.nth(1).getByRole('heading')).toHaveText('सीधा व्यवहार');
  // No Hindi written for the new item: the English stands in, marked as English.
  await expect(values.nth(5).locator('p[lang="en"]')).toHaveText('We explain again until it is clear.');
});
