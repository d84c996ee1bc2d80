// The admissions page names the next batches (decision 049) on a phone, in
// English and Hindi: seats left of an open batch, a full one, and one that
// opens later. Seats follow approvals: approving one more changes the count
// the next visitor reads.
import { expect, test } from '@playwright/test';
import { en } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';
import { openDatabase } from '../../db/client';
import { intakes } from '../../db/schema';
import { e2eDataDir } from '../../playwright.config';
import { getSettings } from '../../server/services/settings';
import { setDecision } from '../../server/services/status';
import { seedRegistration } from '../support/seed';

const day = 86_400_000;

for (const language of ['en', 'hi'] as const) {
  const words = language === 'en' ? en : hi;
  const prefix = language === 'en' ? '' : '/hi';
  const fill = (template: string, values: Record<string, string | number>) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

  // Phone only (the page as applicants see it): each run adds its own batches
  // to the shared test database, and two projects' batches of one course
  // crowd each other off the page's short list.
  test(`the admissions page shows seats left and a full batch (${language})`, { tag: '@phone-size' }, async ({ page }) => {
    const db = openDatabase(e2eDataDir);
    const session = getSettings(db).admissionSession;
    const now = Date.now();
    // Courses and centres no other journey applies to, so their seats do not change under other tests.
    const add = (courseCode: string, seats: number, opensIn: number) =>
      db
        .insert(intakes)
        .values({
          courseCode,
          centre: 'azamnagar',
          courseMode: language === 'en' ? 'Online' : 'Offline',
          session,
          startsAt: new Date(now + 40 * day),
          opensAt: new Date(now + opensIn * day),
          closesAt: new Date(now + 30 * day),
          seats,
        })
        .returning()
        .get();
    const open = add(language === 'en' ? 'DHRM' : 'DLM', 12, -1);
    const full = add(language === 'en' ? 'DFM' : 'DSCM', 1, -1);
    const later = add(language === 'en' ? 'DPM' : 'DIE', 20, 10);
    const taker = seedRegistration(db, { centre: 'azamnagar', intakeId: full.id });
    setDecision(db, 'registration', taker.id, 'APPROVED', null);

    await page.goto(`${prefix}/admissions`);
    await expect(page.getByRole('heading', { name: words.intakes.title })).toBeVisible();
    await expect(page.getByTestId(`intake-${open.id}`)).toContainText(fill(words.intakes.seatsLeft, { count: 12 }));
    await expect(page.getByTestId(`intake-${full.id}`)).toContainText(words.intakes.full);
    await expect(page.getByTestId(`intake-${later.id}`)).toContainText(words.intakes.opens.split('{{')[0]!.trim() || words.intakes.opens.split('}}')[1]!.trim());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    // One approval later the next visitor reads one seat fewer.
    const approved = seedRegistration(db, { centre: 'azamnagar', intakeId: open.id });
    setDecision(db, 'registration', approved.id, 'APPROVED', null);
    await page.reload();
    await expect(page.getByTestId(`intake-${open.id}`)).toContainText(fill(words.intakes.seatsLeft, { count: 11 }));

    // The course's syllabus page (a cached page) names the batch too, and follows the seats.
    await page.goto(`${prefix}/${open.courseCode}Syllabus`);
    await expect(page.getByTestId(`syllabus-intake-${open.id}`)).toContainText(fill(words.intakes.seatsLeft, { count: 11 }));
    const another = seedRegistration(db, { centre: 'azamnagar', intakeId: open.id });
    setDecision(db, 'registration', another.id, 'APPROVED', null);
    await page.reload();
    await expect(page.getByTestId(`syllabus-intake-${open.id}`)).toContainText(fill(words.intakes.seatsLeft, { count: 10 }));
    db.$client.close();
  });
}
