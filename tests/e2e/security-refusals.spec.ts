// A guard's refusal of a form post made with JavaScript (Remix single fetch)
// reaches the visitor as a clear message in the form, not the generic error
// page. The e2e server's limits are high, so the refusal here is the
// cross-site check's: the page's `.data` post is sent with the headers of a
// page behind a proxy that forwards its host while TRUST_PROXY is unset (we
// refuse; Remix would run the action), and the answer goes back to the
// page's own Remix to decode and show. The rate-limit (429) and
// disk (507) refusals take the same path; their answers are decoded in
// tests/integration/hardening-http.test.ts. Desktop only.
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { enquiries } from '../../db/schema';
import { e2eDb } from './admin-support';

test('a refused enquiry sent with JavaScript shows why in the form, keeps the page and stores nothing', async ({ page }) => {
  const email = `refused.${Date.now()}@example.in`;
  const dataRequests: string[] = [];
  await page.context().route('**/enquiry.data*', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    dataRequests.push(request.url());
    // A browser will not let a page change Origin, so Playwright sends this one
    // request itself with the proxy's headers and hands the server's real
    // answer back to the page's Remix.
    const response = await route.fetch({
      headers: { ...request.headers(), origin: 'https://institute.example', 'x-forwarded-host': 'institute.example' },
    });
    await route.fulfill({ response });
  });

  await page.goto('/enquiry');
  // Hydrated: the submit goes through Remix's fetch, not a native form post.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Name').fill('Ravi Kumar');
  await page.getByLabel('Mobile').fill('9876543210');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Subject').selectOption('course-details');
  await page.getByLabel('Your question').fill('When does the next DCA batch start?');
  await page.getByRole('button', { name: 'Send Enquiry' }).click();

  await expect(page.getByRole('alert')).toContainText('This form was sent from another website, so it was refused.');
  expect(dataRequests).toHaveLength(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(e2eDb().select().from(enquiries).where(eq(enquiries.email, email)).all()).toEqual([]);
});
