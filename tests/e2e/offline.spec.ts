import { expect, test, type Page } from '@playwright/test';
import { comeNearTheForm } from './journeys-fixtures';
import { signalProxy } from '../support/signal-proxy';
import { shotsDir } from '../support/shots';

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

// Issue 34 item 3 and issue 37: a menu tap when the phone's network carries
// nothing, while the browser still says it is online (the proxy cuts the
// connections; Playwright's setOffline would tell the page). Visited pages
// open from the copy; a page never opened shows the site's own offline page
// in the page's language. Each in the first screen at 360 × 740.
const menuWalks = [
  {
    language: 'en',
    visit: ['/', '/about', '/academics', '/centres'],
    taps: [
      { label: 'Academics', path: '/academics', heading: /Academics|Courses/ },
      { label: 'Centres', path: '/centres', heading: /Centres/ },
      { label: 'About', path: '/about', heading: /About/ },
    ],
    unvisited: { label: 'Gallery', path: '/gallery' },
    offlineTitle: 'You are offline',
    savedPages: 'Pages saved on this phone',
    pageNote: 'Offline: this page may be out of date.',
  },
  {
    language: 'hi',
    visit: ['/hi', '/hi/about', '/hi/academics', '/hi/centres'],
    taps: [
      { label: 'कोर्स', path: '/hi/academics', heading: /./ },
      { label: 'केंद्र', path: '/hi/centres', heading: /./ },
      { label: 'हमारे बारे में', path: '/hi/about', heading: /./ },
    ],
    unvisited: { label: 'गैलरी', path: '/hi/gallery' },
    offlineTitle: 'आप ऑफ़लाइन हैं',
    savedPages: 'इस फ़ोन पर सेव किए गए पेज',
    pageNote: 'ऑफ़लाइन: यह पेज पुराना हो सकता है।',
  },
] as const;

/** The /assets files the kept copies of `paths` name that the worker has not stored. */
const assetsMissingFromCopies = (page: Page, paths: readonly string[]) =>
  page.evaluate(async (paths) => {
    const missing: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const path of paths) {
        const copy = await cache.match(new URL(path, location.origin).href);
        if (!copy) {
          missing.push(path);
          continue;
        }
        for (const asset of new Set((await copy.text()).match(/\/assets\/[A-Za-z0-9._-]+\.(?:js|css)/g) ?? [])) {
          if (!(await cache.match(new URL(asset, location.origin).href))) missing.push(asset);
        }
      }
    }
    return missing;
  }, paths);

async function tapMenu(page: Page, label: string) {
  const toggle = page.locator('[data-menu-toggle]');
  if (await toggle.isVisible()) await toggle.click();
  await page.locator('[data-site-nav]').getByRole('link', { name: label, exact: true }).click();
}

for (const walk of menuWalks) {
  test(`menu taps with no signal (${walk.language}): visited pages open from the copy, an unvisited one says so`, async ({
    page,
    baseURL,
  }, testInfo) => {
    // Twelve whole pages through the worker, three of them twice: on two busy
    // cores (the CI's stress run) that is more than the default 30 s, and a
    // page load through the worker more than the phone project's 5 s wait.
    test.slow();
    const pageLoad = { timeout: 10_000 };
    const proxy = await signalProxy(new URL(baseURL!));
    try {
      const at = (path: string) => `${proxy.url}${path}`;
      await page.goto(at(walk.visit[0]));
      await controlledBy(page);
      await expect.poll(() => storedUrls(page)).toContain(walk.visit[0]);
      // The worker stores a page before it hands it over: its first bytes are enough.
      for (const path of walk.visit.slice(1)) await page.goto(at(path), { waitUntil: 'commit' });
      // The worker keeps each kept page's scripts and styles after the page (a
      // route's module it could not load offline would make Remix reload the
      // page it is on instead of following the tap).
      await expect.poll(() => assetsMissingFromCopies(page, walk.visit)).toEqual([]);
      // Back on the first page, hydrated, so that the first tap is Remix's own
      // navigation, whose data request fails (a page with a loader). A page
      // without one (About) would simply render: nothing to fetch.
      await page.goto(at(walk.visit[0]));
      await expect(page.locator('[data-menu-toggle][data-hydrated]')).toHaveCount(1);

      proxy.cut();
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      for (const [index, tap] of walk.taps.entries()) {
        await tapMenu(page, tap.label);
        await expect(page).toHaveURL(at(tap.path), pageLoad);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(tap.heading, pageLoad);
        await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
        await expect(page.getByText(walk.pageNote)).toBeInViewport();
        await expect(page.getByText(/500|Something went wrong|कुछ गड़बड़/)).toHaveCount(0);
        if (testInfo.project.name === 'phone') {
          await page.screenshot({ path: `${shotsDir('applicant')}/offline-${walk.language}-visited-${index + 1}.png` });
        }
      }

      await tapMenu(page, walk.unvisited.label);
      await expect(page).toHaveURL(at(walk.unvisited.path), pageLoad);
      await expect(page.getByRole('heading', { level: 1, name: walk.offlineTitle })).toBeInViewport(pageLoad);
      await expect(page.locator('html')).toHaveAttribute('lang', walk.language);
      // It lists the menu's pages this phone kept, each a link that opens from the copy.
      await expect(page.getByRole('heading', { name: walk.savedPages })).toBeVisible();
      const saved = page.getByRole('listitem').getByRole('link');
      await expect(saved).toHaveCount(walk.visit.length);
      if (testInfo.project.name === 'phone') {
        await page.screenshot({ path: `${shotsDir('applicant')}/offline-${walk.language}-unvisited.png` });
      }
      await page.getByRole('link', { name: walk.taps[1].label, exact: true }).click();
      await expect(page).toHaveURL(at(walk.taps[1].path), pageLoad);
      await expect(page.getByText(walk.pageNote)).toBeInViewport();

      // Signal back: the page never opened opens.
      proxy.restore();
      await page.goto(at(walk.unvisited.path));
      await expect(page.getByRole('heading', { level: 1, name: walk.offlineTitle })).toHaveCount(0);
      await expect(page.getByText(walk.pageNote)).toBeHidden();
    } finally {
      await proxy.close();
    }
  });
}
