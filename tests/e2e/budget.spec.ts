// What a visitor's phone pays (issue 32, decision 055): a page fetches the
// complete messages only when the visitor heads for another page, and the
// service worker fetches nothing by itself when the browser asks to save data.
import { expect, test, type Page, type Request } from '@playwright/test';

const messagesChunk = /\/assets\/(en|hi)-[A-Za-z0-9_-]+\.js$/;

/** Waits until the service worker controls the page. */
async function controlledBy(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

test.describe('the complete messages', () => {
  // The worker would fetch assets past the page's own requests.
  test.use({ serviceWorkers: 'block' });

  for (const { path, link, next } of [
    { path: '/', link: 'Academics', next: /\/academics$/ },
    { path: '/hi', link: 'कोर्स', next: /\/hi\/academics$/ },
  ]) {
    test(`${path}: fetched when the visitor heads for another page, not after load`, async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (messagesChunk.test(request.url())) asked.push(request.url());
      });
      await page.goto(path);
      await page.waitForFunction(() => '__remixRouter' in window);
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);

      // A link in the menu: hovered or touched, the messages come; followed, the next page shows.
      const toggle = page.locator('[data-menu-toggle]');
      if (await toggle.isVisible()) await toggle.click();
      const menuLink = page.locator('[data-site-nav]').getByRole('link', { name: link, exact: true });
      await menuLink.hover();
      await expect.poll(() => asked.length).toBe(1);
      await menuLink.click();
      await expect(page).toHaveURL(next);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(asked).toHaveLength(1);
    });
  }
});

test('with Save-Data: on, the service worker fetches nothing by itself, and keeps the pages the visitor opens', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
  // Playwright's extra headers do not reach the browser's own fetch of the
  // worker's script; a browser asking to save data sends the header there too.
  await context.route('**/sw.js', (route) => route.continue({ headers: { ...route.request().headers(), 'save-data': 'on' } }));
  const page = await context.newPage();
  const passedThrough = new Set<string>();
  page.on('response', (response) => {
    if (response.fromServiceWorker()) passedThrough.add(response.url());
  });
  const ofWorker: Request[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker() && new URL(request.url()).pathname !== '/sw.js') ofWorker.push(request);
  });
  const sw = context.waitForEvent('response', (response) => new URL(response.url()).pathname === '/sw.js');
  await page.goto('/academics');
  expect(await (await sw).headerValue('vary')).toMatch(/Save-Data/i);
  await controlledBy(page);
  await page.waitForLoadState('networkidle');
  // The worker did not fetch the open page again nor the assets it names:
  // each fetch of the worker's is one the page asked for, passed through.
  // Polled: on two busy cores the page's answer can be reported after the
  // worker's fetch that carried it (a fetch of the worker's own never clears).
  const ownFetches = () => ofWorker.map((request) => request.url()).filter((url) => !passedThrough.has(url));
  await expect.poll(ownFetches).toEqual([]);

  // A page opened through the worker is kept as it came, with no fetch of the worker's own.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect.poll(ownFetches).toEqual([]);
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByText('Offline: this page may be out of date.')).toBeVisible();
  await context.close();
});

test('without Save-Data, the worker keeps the open page and its assets by itself', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const ofWorker: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker() && new URL(request.url()).pathname !== '/sw.js') ofWorker.push(new URL(request.url()).pathname);
  });
  await page.goto('/academics');
  await controlledBy(page);
  // The page loaded before the worker ran: the worker fetches it again to keep it.
  await expect.poll(() => ofWorker).toContain('/academics');
  await context.close();
});

test('when the browser says it saves data (navigator.connection.saveData), the page registers no worker', async ({ page }) => {
  // Chromium's own switch for it (DevTools protocol), as a phone in data saver mode sets it.
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setDataSaverOverride' as 'Emulation.setCPUThrottlingRate', { dataSaverEnabled: true } as never);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/sw.js') scripts.push(request.url());
  });
  await page.goto('/academics');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(
    true,
  );
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
  expect(scripts).toEqual([]);
});

test.describe('code fetched when the visitor needs it', () => {
  // The worker would fetch assets past the page's own requests.
  test.use({ serviceWorkers: 'block' });

  for (const path of ['/admission-form', '/hi/admission-form']) {
    test(`${path}: the answers' code (UPI, applicant table, acknowledgement) comes when the visitor touches the look-up, not with the page`, async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/(AdmissionOutcome|UpiPayment|ApplicantTable|AdmissionAcknowledgement)-[^/]+\.js$/.test(request.url()))
          asked.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await page.waitForFunction(() => '__remixRouter' in window);
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      await page.locator('#referenceId').focus();
      await expect.poll(() => asked.some((url) => url.includes('AdmissionOutcome'))).toBe(true);
    });
  }

  for (const path of ['/certification', '/hi/certification']) {
    test(`${path}: the enquiry form's code comes when the form comes into view, not with the page`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/EnquiryForm-[^/]+\.js$/.test(request.url())) asked.push(request.url());
      });
      await page.goto(path);
      await page.waitForFunction(() => '__remixRouter' in window);
      await page.waitForLoadState('networkidle');
      expect(asked).toEqual([]);
      await page.locator('#ask').scrollIntoViewIfNeeded();
      await expect.poll(() => asked.length).toBe(1);
    });
  }
});
