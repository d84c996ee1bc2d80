import { expect, test } from '@playwright/test';

// Decision 032: a public page is painted before any of its JavaScript is
// fetched, and hydrates after. The browser's own timings say which came first.
for (const url of ['/', '/gallery', '/hi/admissions']) {
  test(`${url} paints before its scripts are fetched, then hydrates`, async ({ page }) => {
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timings.firstPaint).not.toBeNull();
    expect(timings.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timings.scripts)).toBeGreaterThan(timings.firstPaint!);
    // The server's HTML holds Remix's preload links; the browser made its own after the paint.
    const html = await (await page.request.get(url)).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link data-modulepreload="" href="/assets/');
  });
}

test("the admin area keeps Remix's preloads: its controls need the scripts", async ({ request }) => {
  const html = await (await request.get('/admin/login')).text();
  expect(html).toContain('<link rel="modulepreload" href="/assets/');
  expect(html).not.toContain('data-modulepreload');
});
