import { expect, test } from '@playwright/test';

test('the home page renders on the server and shows the admission session', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Admissions open for 2025-26/)).toBeVisible();
});

test('an unknown path answers 404 with the spec text', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
});
