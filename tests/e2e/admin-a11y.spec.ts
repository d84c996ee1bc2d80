// axe-core on every admin page, signed out and signed in, at a phone's 360 px
// and an office screen's 1366 px, as public-a11y.spec.ts does for the public
// site: no serious or critical violation (contrast included), one main
// landmark per page. The overlays staff work in (the detail drawer with the
// document viewer over it, an enquiry) are checked open.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { seedEnquiry, seedRegistration, seedUpload, tinyPng } from '../support/seed';
import { e2eDataDir } from '../../playwright.config';
import { e2eDb, signIn, uniqueTag } from './admin-support';

const serious = (violations: { impact?: string | null; id: string; nodes: { target: unknown }[] }[]) =>
  violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);

const widths = [360, 1366] as const;

const adminPages = [
  '/admin/dashboard',
  '/admin/dashboard?tab=registrations',
  '/admin/dashboard?tab=enquiries',
  '/admin/statements',
  '/admin/gallery',
  '/admin/settings',
  '/admin/admins',
  '/admin/activity',
  '/admin/sessions',
];

async function expectClean(page: Page, what: string) {
  // Mantine's drawers and modals fade in: colours measured mid-fade read as
  // low contrast (a CI run caught the enquiry drawer so). Axe looks once
  // every animation and transition on the page has finished.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  expect(serious(results.violations), what).toEqual([]);
}

/** The widths are set here, per check: the desktop project runs these once (admin-tablet would repeat them). */

test('signed out: the login page, at 360 and 1366 px', async ({ page }) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/login');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expectClean(page, `/admin/login at ${width} px`);
  }
});

for (const path of adminPages) {
  test(`signed in: ${path} at 360 and 1366 px`, async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const tag = uniqueTag(testInfo);
    // Rows to show, so the tables, badges and buttons are checked, not empty lists.
    seedRegistration(e2eDb(), { name: `Axe ${tag}` });
    seedEnquiry(e2eDb(), { name: `Axe Enquirer ${tag}` });
    await signIn(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main'), path).toHaveCount(1);
      await expectClean(page, `${path} at ${width} px`);
    }
  });
}

test('the drawer with the viewer over it, and an enquiry, are clean too', async ({ page }, testInfo) => {
  // Four axe runs on two busy cores.
  test.setTimeout(120_000);
  const tag = uniqueTag(testInfo);
  const reg = seedRegistration(e2eDb(), { name: `Viewer ${tag}` });
  seedUpload(
    e2eDb(),
    e2eDataDir,
    { ownerType: 'registration', ownerId: reg.id, kind: 'photo' },
    { bytes: tinyPng, detectedType: 'image/png', originalName: 'me.png' },
  );
  const enquiry = seedEnquiry(e2eDb(), { name: `Axe Drawer ${tag}` });
  await signIn(page);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/admin/dashboard?tab=registrations&q=${reg.referenceId}`);
    await page.waitForLoadState('networkidle');
    await page
      .getByTestId(`row-${reg.referenceId}`)
      .getByRole('button', { name: `Details of ${reg.referenceId}` })
      .click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`Registration ${reg.referenceId}`) });
    await drawer.getByRole('button', { name: `Photo of Viewer ${tag}` }).click();
    await expect(page.getByRole('dialog', { name: `Photo · Viewer ${tag}` })).toBeVisible();
    await expectClean(page, `drawer and viewer at ${width} px`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await page.goto(`/admin/dashboard?tab=enquiries&q=${enquiry.email}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: `Details of the enquiry from Axe Drawer ${tag}` }).click();
    await expect(page.getByRole('dialog', { name: `Enquiry from Axe Drawer ${tag}` })).toBeVisible();
    await expectClean(page, `enquiry drawer at ${width} px`);
  }
});
