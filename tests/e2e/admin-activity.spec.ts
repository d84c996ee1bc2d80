// The activity page in a real browser: a decision with its remark appears with
// who made it, reached from the admin menu.
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { setDecision } from '../../server/services/admissions/status';
import { seedRegistration } from '../support/seed';
import { adminEmail, e2eDb, signIn, uniqueTag } from './admin-support';

test.describe.configure({ timeout: 60_000 });

test('a decision shows on the activity page with its remark and who made it', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const db = e2eDb();
  const registration = seedRegistration(db, { name: `Activity ${tag}` });
  const admin = db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail)).get();
  setDecision(db, 'registration', registration.id, 'REJECTED', admin?.id ?? null, `Blurred screenshot ${tag}`);

  await signIn(page);
  await page.getByRole('link', { name: 'Activity' }).first().click();
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: registration.referenceId });
  await expect(entry).toContainText(`Activity ${tag}`);
  await expect(entry).toContainText('Pending → Rejected');
  await expect(entry).toContainText(`Remark: Blurred screenshot ${tag}`);
  await expect(entry).toContainText(adminEmail);
});
