// Stored XSS: script and markup typed into every free-text field of a
// registration, an enquiry and a gallery item show as text to staff (the
// dashboard's tables and detail drawer, the gallery manager) and to visitors
// (the public gallery). No dialog may open and no injected element may exist.
// Rows are written straight into the e2e server's SQLite file. Desktop only.
import { expect, test, type Page } from '@playwright/test';
import { galleryItems } from '../../db/schema';
import { seedEnquiry, seedRegistration } from '../support/seed';
import { e2eDb, openTab, signIn, uniqueTag } from './admin-support';

test.describe.configure({ timeout: 60_000 });

const payloads = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];

/** Records every dialog (alert, confirm, prompt) the page opens; dismisses it so nothing hangs. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** The markup of the payloads never became elements. */
async function expectNoInjectedElements(page: Page) {
  await expect(page.locator('img[src="x"], img[onerror], svg[onload], script:not([src]):not([nonce])')).toHaveCount(0);
}

payloads.forEach((payload, index) => {
  test(`payload ${index + 1} shows as text in the dashboard, the gallery manager and the public gallery: ${payload}`, async ({
    page,
  }, testInfo) => {
    const dialogs = watchDialogs(page);
    const tag = uniqueTag(testInfo);
    const db = e2eDb();
    const registration = seedRegistration(db, {
      name: `${payload} ${tag}`,
      fatherName: `${payload} father`,
      address: `${payload} address`,
      guardianName: `${payload} guardian`,
      courseName: `${payload} course`,
    });
    seedEnquiry(db, { name: `${payload} ${tag}`, query: `${payload} query ${tag}` });
    db.insert(galleryItems)
      .values({
        title: `${payload} ${tag}`,
        description: `${payload} description ${tag}`,
        category: 'events',
        imageName: `xss-${tag.toLowerCase()}`,
        width: 1200,
        height: 900,
      })
      .run();

    await signIn(page);

    // Registrations: the table row, then every field in the detail drawer.
    await openTab(page, 'Registrations');
    await page.getByLabel('Search').fill(registration.referenceId);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByTestId(`row-${registration.referenceId}`);
    await expect(row).toContainText(`${payload} ${tag}`);
    await row.getByRole('button', { name: `Details of ${registration.referenceId}` }).click();
    const drawer = page.getByRole('dialog');
    for (const text of [
      `${payload} ${tag}`,
      `${payload} father`,
      `${payload} address`,
      `${payload} guardian`,
      `${payload} course`,
    ]) {
      // Substring: the course cell reads "DCA · <course name>".
      await expect(drawer.getByText(text).first()).toBeVisible();
    }
    await expectNoInjectedElements(page);
    await page.keyboard.press('Escape');

    // Enquiries: name and question in the table.
    await openTab(page, 'Enquiries');
    await page.getByLabel('Search').fill(tag);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const enquiries = page.getByRole('table', { name: 'Enquiries' });
    await expect(enquiries.getByText(`${payload} ${tag}`, { exact: true })).toBeVisible();
    await expect(enquiries.getByText(`${payload} query ${tag}`, { exact: true })).toBeVisible();
    await expectNoInjectedElements(page);

    // The gallery manager.
    await page.goto('/admin/gallery');
    await expect(page.getByText(`${payload} ${tag}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`${payload} description ${tag}`, { exact: true })).toBeVisible();
    await expectNoInjectedElements(page);

    // The public gallery, as a visitor sees it.
    await page.goto('/gallery?category=events');
    await expect(page.getByText(`${payload} ${tag}`, { exact: true })).toBeVisible();
    await expectNoInjectedElements(page);

    expect(dialogs).toEqual([]);
  });
});
