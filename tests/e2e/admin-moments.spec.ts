// Issue 55's staff moments at an office tablet's 768 px (admin-tablet):
// the Intakes table shows its State column whole, and the application window
// ends on its last day ("19 Dec 2026"), not on the instant after it ("20 Dec
// 2026, 12:00 am", which read as one day more).
import { expect, test } from '@playwright/test';
import { intakes } from '../../db/schema';
import { getSettings } from '../../server/services/site/settings';
import { shotsDir } from '../support/shots';
import { e2eDb, signIn } from './admin-support';

const shots = shotsDir('moments');

test('the Intakes table at 768 px: the State column in view, the window ends on its last day', async ({ page }) => {
  const db = e2eDb();
  // Applications 1 to 19 Dec 2026 (India): stored as the midnight that starts 20 Dec.
  const intake = db
    .insert(intakes)
    .values({
      courseCode: 'ADHN',
      centre: 'azamnagar',
      courseMode: 'Offline',
      session: getSettings(db).admissionSession,
      startsAt: new Date('2027-01-11T04:30:00.000Z'),
      opensAt: new Date('2026-11-30T18:30:00.000Z'),
      closesAt: new Date('2026-12-19T18:30:00.000Z'),
      seats: 20,
    })
    .returning()
    .get();
  await signIn(page);
  await page.goto('/admin/intakes');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Change intake ${intake.id}` }) });
  await row.scrollIntoViewIfNeeded();
  await expect(row).toContainText('01 Dec 2026 – 19 Dec 2026');
  await expect(row).not.toContainText('20 Dec');
  await expect(row).not.toContainText('12:00 am');
  // The State column: its heading and this row's state, whole on the screen
  // (other tests' intakes may stand between them, so each is scrolled to).
  const heading = page.getByRole('columnheader', { name: 'State' });
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeInViewport({ ratio: 1 });
  await row.scrollIntoViewIfNeeded();
  const state = row.locator('.mantine-Badge-root').first();
  await expect(state).toBeInViewport({ ratio: 1 });
  // Its word whole, not cut to "UP…".
  expect(await state.locator('.mantine-Badge-label').evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  const table = page.getByRole('table', { name: 'Intakes' });
  expect(await table.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await page.screenshot({ path: `${shots}/intakes-768.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${shots}/intakes-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `${shots}/intakes-1366.png`, fullPage: true });

  // The form of this intake says the same last day.
  await row.getByRole('link', { name: `Change intake ${intake.id}` }).click();
  await expect(page.getByLabel('Applications close (last day)')).toHaveValue('2026-12-19');
});
