import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './journeys-fixtures';

const recordViolations = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

// The Content-Security-Policy must not block any of our own scripts: the
// page hydrates and the browser reports no violation.
test('pages hydrate under the CSP with no violation reported', async ({ page }) => {
  await recordViolations(page);
  for (const url of ['/', '/no-such-page']) {
    await page.goto(url);
    await hydrated(page);
    // Also what loads after the page (the complete messages, which build zod
    // schemas): a violation there came or not by timing before this wait.
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  }
});

// A page from the page cache carries no nonce: its policy lists the hashes
// of its inline scripts (decision 010).
test('a page served from the page cache hydrates under its hash-based CSP with no violation', async ({ page }) => {
  await recordViolations(page);
  await page.goto('/about');
  const response = await page.goto('/about');
  expect(response?.headers()['x-page-cache']).toBe('hit');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  await hydrated(page);
  expect(await violations(page)).toEqual([]);
});

for (const [name, url] of [
  ['a page rendered for this response (nonce)', '/no-such-page'],
  ['a cached page (hashes)', '/'],
] as const) {
  test(`an injected inline script does not run on ${name}`, async ({ page }) => {
    await page.goto(url);
    await page.goto(url);
    const ran = await page.evaluate(async () => {
      const w = window as unknown as { injectedRan?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return w.injectedRan === true;
    });
    expect(ran).toBe(false);
  });
}
