import { expect, test, type Page } from '@playwright/test';
import { comeNearTheForm } from './journeys-fixtures';

// Issue 15 part 4: public pages a visitor opened open again without signal,
// with a quiet line; admin pages and documents never come from the copy.

/** Waits until the service worker controls the page, so what loads next passes through it. */
async function controlledBy(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

const storedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

test('a visited page opens offline with the offline line; admin pages and documents do not', async ({ page, context }) => {
  // The first page a visitor opens loads before the worker runs; the worker keeps it when it starts.
  await page.goto('/academics');
  await controlledBy(page);
  await expect(page.getByText('Offline: this page may be out of date.')).toBeHidden();
  await expect.poll(() => storedUrls(page)).toContain('/academics');
  // Pages opened later pass through the worker, which keeps the public ones.
  for (const path of ['/', '/hi/admissions', '/admin/login']) await page.goto(path);

  await context.setOffline(true);
  await page.goto('/academics');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Offline: this page may be out of date.')).toBeVisible();
  const stored = await storedUrls(page);
  expect(stored).toContain('/academics');
  expect(stored.filter((path) => /^\/(admin|api|trpc|media)(\/|$)/.test(path))).toEqual([]);

  // A link followed offline opens the kept page too.
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByText('Offline: this page may be out of date.')).toBeVisible();

  // A form page in Hindi: the line and the word about sending later, in Hindi.
  await page.goto('/hi/admissions');
  await comeNearTheForm(page);
  await expect(page.getByText('ऑफ़लाइन: यह पेज पुराना हो सकता है।')).toBeVisible();
  await expect(page.getByText('आप ऑफ़लाइन हैं। फ़ोन पर नेटवर्क लौटते ही यह फ़ॉर्म भेजने के लिए तैयार होगा।')).toBeVisible();

  // Never kept: the admin sign-in page (visited online above) and a document.
  await expect(page.goto('/admin/login')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await expect(page.goto('/admin/documents/1')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);

  await context.setOffline(false);
  await page.goto('/academics');
  await expect(page.getByText('Offline: this page may be out of date.')).toBeHidden();
});
