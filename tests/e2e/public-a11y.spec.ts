import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ownedPages } from './public-support';

const serious = (violations: { impact?: string | null; id: string; nodes: { target: unknown }[] }[]) =>
  violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);

test.describe('axe-core', () => {
  for (const { path } of [...ownedPages, { path: '/no-such-page' }]) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      expect(serious(results.violations)).toEqual([]);
    });
  }

  test('the open Enroll Now dialog and the open phone menu have none either', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
    await page.goto('/DCASyllabus');
    await page.getByRole('button', { name: 'Enroll Now' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
  });
});

// Screen readers jump to the main landmark; axe ranks its absence only
// "moderate", so the checks above do not see it.
// One test per language: the 17 pages of both in one test took 33 s of its
// 30 s on two busy cores. The landmark is in the server's HTML, so the page
// is read once its document has arrived.
const landmarkPaths = [
  ...ownedPages.map(({ path }) => path),
  '/admissions',
  '/enquiry',
  '/certification',
  '/admission-form',
  '/privacy',
  '/no-such-page',
];
for (const [language, paths] of [
  ['English', landmarkPaths],
  ['Hindi', landmarkPaths.map((path) => (path === '/' ? '/hi' : `/hi${path}`))],
] as const) {
  test(`every public page, the forms too, has one main landmark, in ${language}`, async ({ page }) => {
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('main'), path).toHaveCount(1);
    }
  });
}
