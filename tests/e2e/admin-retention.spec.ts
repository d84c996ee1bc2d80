// What staff see of the retention rule and the session label: a record whose
// documents were purged says so in the drawer, approving it asks first, and
// the dashboard warns while the admission session label is behind the calendar.
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { registrations } from '../../db/schema';
import { getSettings } from '../../server/services/site/settings';
import { sessionBehind } from '../../app/utils/session-label';
import { seedRegistration, seedVerifiedPayment } from '../support/seed';
import { e2eDb, openTab, signIn, uniqueTag } from './admin-support';

test.describe.configure({ timeout: 60_000 });

test('a record with purged documents says so, and approving it asks for confirmation', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const reg = seedRegistration(e2eDb(), { name: `Purged ${tag}` });
  seedVerifiedPayment(e2eDb(), 'registration', reg.id);
  // 20:00 UTC on 1 May is 01:30 on 2 May in India: the notice gives India's day.
  e2eDb()
    .update(registrations)
    .set({ documentsPurgedAt: new Date('2026-05-01T20:00:00Z') })
    .where(eq(registrations.id, reg.id))
    .run();

  await signIn(page);
  await openTab(page, 'Registrations');
  await page.getByLabel('Search').fill(reg.referenceId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId(`row-${reg.referenceId}`);
  await expect(row).toContainText(`Purged ${tag}`);
  await row.getByRole('button', { name: `Details of ${reg.referenceId}` }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('Documents removed on 02 May 2026 under the retention rule');

  const approve = drawer.getByRole('button', { name: `Approve Purged ${tag}` });
  await approve.click();
  const confirm = page.getByRole('dialog', { name: 'Approve without documents?' });
  await expect(confirm).toContainText('Documents removed on 02 May 2026 under the retention rule');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(e2eDb().select().from(registrations).where(eq(registrations.id, reg.id)).get()?.status).toBe('PENDING');

  await approve.click();
  await page.getByRole('dialog', { name: 'Approve without documents?' }).getByRole('button', { name: 'Approve anyway' }).click();
  await expect(approve).toBeDisabled();
  // The button is disabled while the decision is on its way, too: wait for the row.
  await expect
    .poll(() => e2eDb().select().from(registrations).where(eq(registrations.id, reg.id)).get()?.status)
    .toBe('APPROVED');
});

test('the dashboard warns while the admission session label is behind the calendar', async ({ page }) => {
  const label = getSettings(e2eDb()).admissionSession;
  const current = sessionBehind(label, new Date());
  await signIn(page);
  const warning = page.getByRole('alert').filter({ hasText: 'The admission session is out of date' });
  if (current === null) {
    // Only when the calendar has not moved past the stored label (not the case for 2025-26 after March 2026).
    await expect(warning).toHaveCount(0);
  } else {
    await expect(warning).toContainText(`The site shows the admission session ${label}, but ${current} has begun.`);
    await expect(warning.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
  }
});
