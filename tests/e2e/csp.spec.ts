import { expect, test } from '@playwright/test';

// The Content-Security-Policy must not block any of our own scripts: the
// page hydrates and the browser reports no violation.
test('pages hydrate under the CSP with no violation reported', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const url of ['/', '/no-such-page']) {
    await page.goto(url);
    // Remix sets its router on window once the client has hydrated.
    await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  }
});

test('an injected inline script without the nonce does not run', async ({ page }) => {
  await page.goto('/');
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
