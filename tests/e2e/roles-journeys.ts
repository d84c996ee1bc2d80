// Who may do what, in a real browser (issue 51, decision 068), shared by the
// tablet (admin-roles.spec.ts) and phone (phone-roles.spec.ts) runs: a
// Counsellor has no Bank statement menu and its URL is refused; a Centre head
// at Belwa sees Belwa's applicants and no Azamnagar record or document.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config';
import type { StaffRole } from '../../domain/staff';
import type { CentreId } from '../../domain/vocabulary';
import { createAdmin } from '../../server/services/staff/auth';
import { seedRegistration, seedUpload, tinyPng } from '../support/seed';
import { e2eDb, uniqueTag } from './admin-support';

async function staffMember(testInfo: TestInfo, role: StaffRole, centres: 'all' | CentreId[]) {
  const email = `${role}-${uniqueTag(testInfo).toLowerCase()}-${testInfo.project.name}@example.in`;
  const password = `${role}-password-long`;
  await createAdmin(e2eDb(), { email, password, name: role, roles: [role], centres });
  return { email, password };
}

async function signInAs(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

/** The admin menu's links as the person sees them (behind the menu button on a narrow screen). */
async function menuLinks(page: Page) {
  const burger = page.getByRole('button', { name: 'Toggle admin menu' });
  const menu = page.getByRole('navigation', { name: /^Admin( menu)?$/ }).filter({ visible: true });
  // A tap on the menu button before the page's script has started opens
  // nothing (a run under load once missed it): tap again until it opens.
  const dashboard = menu.getByRole('link', { name: 'Dashboard' });
  await expect(async () => {
    if ((await burger.isVisible()) && !(await dashboard.isVisible())) await burger.click();
    await expect(dashboard).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return menu.getByRole('link');
}

export async function counsellorHasNoBankStatement(page: Page, testInfo: TestInfo) {
  await signInAs(page, await staffMember(testInfo, 'counsellor', ['belwa']));
  const links = await menuLinks(page);
  await expect(links.filter({ hasText: 'Sessions' })).toBeVisible();
  await expect(links.filter({ hasText: 'Bank statement' })).toHaveCount(0);
  await expect(links.filter({ hasText: 'Settings' })).toHaveCount(0);
  await expect(page.locator('a[href="/admin/statements"]')).toHaveCount(0);

  const response = await page.goto('/admin/statements');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await expect(page.getByText('You do not have permission to do this.')).toBeVisible();
  const procedure = await page.request.get('/trpc/statements.unknownCredits');
  expect(procedure.status()).toBe(403);
}

export async function belwaHeadSeesNoAzamnagar(page: Page, testInfo: TestInfo) {
  const tag = uniqueTag(testInfo);
  const belwa = seedRegistration(e2eDb(), { name: `Belwa ${tag}`, centre: 'belwa' });
  const azam = seedRegistration(e2eDb(), { name: `Azam ${tag}`, centre: 'azamnagar' });
  const azamPhoto = seedUpload(
    e2eDb(),
    e2eDataDir,
    { ownerType: 'registration', ownerId: azam.id, kind: 'photo' },
    { bytes: tinyPng, detectedType: 'image/png', originalName: 'photo.png' },
  );
  await signInAs(page, await staffMember(testInfo, 'centre-head', ['belwa']));

  await page.goto(`/admin/dashboard?tab=registrations&q=${encodeURIComponent(tag)}`);
  await expect(page.getByText(belwa.name).first()).toBeVisible();
  await expect(page.getByText(azam.name)).toHaveCount(0);
  // The same search by the Azamnagar applicant's reference id finds nothing.
  await page.goto(`/admin/dashboard?tab=registrations&q=${azam.referenceId}`);
  await expect(page.getByRole('tab', { name: /^Registrations/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(azam.name)).toHaveCount(0);

  const document = await page.request.get(`/admin/documents/${azamPhoto.id}`);
  expect(document.status()).toBe(404);
  const detail = await page.request.get(
    `/trpc/registrations.detail?input=${encodeURIComponent(JSON.stringify({ id: azam.id }))}`,
  );
  expect(detail.status()).toBe(404);
  expect(await detail.text()).not.toContain(azam.name);
}
