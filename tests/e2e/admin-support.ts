// Shared by the admin specs: sign-in and seeding rows straight into the e2e
// server's SQLite file (one connection per worker).
import { randomBytes } from 'node:crypto';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { openDatabase, type DB } from '../../db/client';
import { e2eDataDir } from '../../playwright.config';
import { hydrated } from './journeys-fixtures';

export const adminEmail = 'e2e-admin@example.in';
export const adminPassword = 'e2e-password-long';

let db: DB | null = null;
export function e2eDb(): DB {
  db ??= openDatabase(e2eDataDir);
  return db;
}

/** A tag unique to this test run, project and test, for names and searches. */
export function uniqueTag(testInfo: TestInfo): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const random = Array.from(randomBytes(6), (b) => letters[b % 26]).join('');
  return `${testInfo.project.name === 'admin-tablet' ? 'Tab' : 'Desk'}${random[0]!.toUpperCase()}${random.slice(1)}`;
}

/** Signs in through the real login form. */
export async function signIn(page: Page) {
  await page.goto('/admin/login');
  // Let the scripts load and hydrate first, so the click is not a half-native submit.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByRole('tab', { name: /^Admissions \(\d+\)$/ })).toBeVisible();
}

/**
 * Opens the dashboard at a query and waits until it is hydrated. Its first
 * view (rows and counts) comes with the HTML, so what is on screen says
 * nothing of that; a Search clicked before hydration is the browser's own GET
 * form, which reloads the page rather than asking /trpc.
 */
export async function openDashboard(page: Page, query: string) {
  await page.goto(`/admin/dashboard?${query}`);
  await hydrated(page);
}

/** Switches the dashboard tab and waits until its panel is on screen. */
export async function openTab(page: Page, name: 'Registrations' | 'Admissions' | 'Enquiries') {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(name === 'Admissions' ? /\/admin\/dashboard/ : new RegExp(`tab=${name.toLowerCase()}`));
}

/** After a decision: its confirmation is in view with the record's reference id; closed to go on. */
export async function closeDecisionDone(page: Page, referenceId: string) {
  const done = page.getByTestId('decision-done');
  await expect(done).toBeInViewport();
  await expect(done).toContainText(referenceId);
  await page.getByRole('dialog').filter({ has: done }).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(done).toBeHidden();
}
