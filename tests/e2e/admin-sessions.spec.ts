// The Sessions page in a real browser: an admin sees where they are signed
// in (this browser, another browser, an API token) and ends the others.
// A dedicated admin, so ending sessions never touches other tests' sign-ins.
import { expect, test, type Page } from '@playwright/test';
import { createAdmin } from '../../server/services/staff/auth';
import { e2eDb, uniqueTag } from './admin-support';

test.describe.configure({ timeout: 60_000 });

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

test('an admin lists their sessions and ends the others', async ({ page, browser, request }, testInfo) => {
  const email = `sessions-${uniqueTag(testInfo).toLowerCase()}@example.in`;
  const password = 'sessions-password-long';
  await createAdmin(e2eDb(), { email, password });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    await signInAs(otherPage, email, password);
    const login = await request.post('/api/auth/login', { data: { email, password } });
    const { token } = (await login.json()) as { token: string };

    await signInAs(page, email, password);
    await page.getByRole('link', { name: 'Sessions' }).first().click();
    await expect(page.getByRole('heading', { name: 'Your sessions' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Your sessions' });
    await expect(table.getByRole('row')).toHaveCount(4); // header + 3 sessions
    await expect(table).toContainText('API token');
    await expect(table.getByText('this one')).toHaveCount(1);

    await page.getByRole('button', { name: 'End all other sessions' }).click();
    await expect(page.getByRole('status')).toContainText('2 other sessions ended.');
    await expect(table.getByRole('row')).toHaveCount(2);

    await otherPage.goto('/admin/dashboard');
    await expect(otherPage).toHaveURL(/\/admin\/login$/);
    const refused = await request.get('/api/enquiry/forms', { headers: { 'x-auth-token': token } });
    expect(refused.status()).toBe(401);

    // Ending this one signs this browser out.
    await table.getByRole('button', { name: 'Sign out here' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  } finally {
    await other.close();
  }
});
