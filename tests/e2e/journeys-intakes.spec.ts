// The admissions page names the next batches (decision 049) on a phone, in
// English and Hindi: seats left of an open batch, a full one, and one that
// opens later. Seats follow approvals: approving one more changes the count
// the next visitor reads.
import { expect, test, type Page } from '@playwright/test';
import { en } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';
import { openDatabase } from '../../db/client';
import { intakes } from '../../db/schema';
import { e2eDataDir } from '../../playwright.config';
import { getSettings } from '../../server/services/site/settings';
import { setDecision } from '../../server/services/admissions/status';
import { seedRegistration } from '../support/seed';
import { adultDob, comeNearTheForm, pdf, png, randomUtr } from './journeys-fixtures';
import { indiaDay } from '../../domain/dates';
import { shotsDir } from '../support/shots';

const day = 86_400_000;
const shots = shotsDir('batch');

/** A batch of `courseCode` this session, its window `opensIn`…`closesIn` days from now. */
function addIntake(
  courseCode: string,
  centre: 'belwa' | 'gandhinagar' | 'azamnagar',
  courseMode: 'Offline' | 'Online',
  window: { opensIn: number; closesIn: number; seats?: number },
) {
  const db = openDatabase(e2eDataDir);
  try {
    const now = Date.now();
    return db
      .insert(intakes)
      .values({
        courseCode,
        centre,
        courseMode,
        session: getSettings(db).admissionSession,
        startsAt: new Date(now + 40 * day),
        opensAt: new Date(now + window.opensIn * day),
        closesAt: new Date(now + window.closesIn * day),
        seats: window.seats ?? 20,
      })
      .returning()
      .get();
  } finally {
    db.$client.close();
  }
}

async function shootCoursePart(page: Page, name: string) {
  await page
    .locator('#apply fieldset')
    .first()
    .screenshot({ path: `${shots}/${name}.png` });
}

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
    await expect(page.getByTestId(`intake-${later.id}`)).toContainText(
      words.intakes.opens.split('{{')[0]!.trim() || words.intakes.opens.split('}}')[1]!.trim(),
    );
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

// The application form offers only the batches that take applications (issue 30).
for (const language of ['en', 'hi'] as const) {
  const words = language === 'en' ? en : hi;
  const prefix = language === 'en' ? '' : '/hi';
  const fill = (template: string, values: Record<string, string | number>) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

  test(
    `with JavaScript the form offers only the chosen course's open batches (${language})`,
    { tag: '@phone-size' },
    async ({ page }) => {
      // Courses no other journey applies to.
      const courseCode = language === 'en' ? 'DCLM' : 'DCM';
      const open = addIntake(courseCode, 'belwa', 'Online', { opensIn: -1, closesIn: 30, seats: 12 });
      const closed = addIntake(courseCode, 'gandhinagar', 'Offline', { opensIn: -20, closesIn: -3 });
      const later = addIntake(courseCode, 'gandhinagar', 'Online', { opensIn: 10, closesIn: 30 });
      const closedHere = addIntake(courseCode, 'azamnagar', 'Offline', { opensIn: -20, closesIn: -3 });

      await page.goto(`${prefix}/admissions`);
      await comeNearTheForm(page);
      // The form is the script's once it offers "Proceed to Payment".
      await expect(page.getByRole('button', { name: words.application.proceed })).toBeVisible();
      await page.locator('input[name="program"][value="diploma"]').check();
      await page.locator('select[name="courseCode"]').selectOption(courseCode);

      const batches = page.locator('#course-batches');
      await expect(batches).toContainText(words.application.courseBatches);
      await expect(page.getByTestId(`batch-${open.id}`)).toContainText(fill(words.intakes.seatsLeft, { count: 12 }));
      await expect(page.getByTestId(`batch-${open.id}`)).toContainText(
        words.intakes.starts.split('{{')[0]!.trim() || words.intakes.starts.split('}}')[1]!.trim(),
      );
      for (const gone of [closed, later, closedHere]) await expect(page.getByTestId(`batch-${gone.id}`)).toHaveCount(0);
      // Gandhinagar has no batch taking applications: not offered. Azamnagar still takes Online (no batch: all session).
      await expect(page.locator('select[name="centre"] option[value="gandhinagar"]')).toBeDisabled();
      await expect(page.locator('select[name="centre"] option[value="gandhinagar"]')).toContainText(
        words.application.notOpenHere,
      );
      await page.locator('select[name="centre"]').selectOption('azamnagar');
      await expect(page.locator('input[name="courseMode"][value="Offline"]')).toBeDisabled();
      await expect(page.locator('input[name="courseMode"][value="Online"]')).toBeEnabled();
      await page.locator('select[name="centre"]').selectOption('belwa');
      await page.locator('input[name="courseMode"][value="Online"]').check();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      await shootCoursePart(page, `form-js-${language}`);

      // A course with no batch: every centre and mode, as before.
      await page.locator('select[name="courseCode"]').selectOption('DCA');
      await expect(page.locator('#course-batches')).toHaveCount(0);
      await expect(page.locator('select[name="centre"] option[value="gandhinagar"]')).toBeEnabled();
      await expect(page.locator('input[name="courseMode"][value="Offline"]')).toBeEnabled();
    },
  );

  test.describe(`without JavaScript at 360 × 740 (${language})`, { tag: '@phone-size' }, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

    test(`the form lists which batches are open, and a refused batch keeps what was typed and says so in view (${language})`, async ({
      page,
    }) => {
      const courseCode = language === 'en' ? 'DMPRM' : 'DABM';
      const open = addIntake(courseCode, 'belwa', 'Offline', { opensIn: -1, closesIn: 30, seats: 12 });
      const later = addIntake(courseCode, 'gandhinagar', 'Offline', { opensIn: 10, closesIn: 30 });
      const full = addIntake(courseCode, 'azamnagar', 'Online', { opensIn: -1, closesIn: 30, seats: 1 });
      const db = openDatabase(e2eDataDir);
      const taker = seedRegistration(db, { centre: 'azamnagar', intakeId: full.id, courseCode });
      setDecision(db, 'registration', taker.id, 'APPROVED', null);
      db.$client.close();

      await page.goto(`${prefix}/admissions`);
      const batches = page.locator('#course-batches');
      await expect(batches).toContainText(words.application.batchesIntro);
      await expect(page.getByTestId(`batch-${open.id}`)).toContainText(fill(words.intakes.seatsLeft, { count: 12 }));
      await expect(page.getByTestId(`batch-${later.id}`)).toContainText(
        fill(words.intakes.opens, { date: indiaDay(later.opensAt, language, 'short') }),
      );
      await expect(page.getByTestId(`batch-${full.id}`)).toContainText(words.intakes.full);
      await page.getByTestId(`batch-${later.id}`).scrollIntoViewIfNeeded();
      await page
        .locator('#apply fieldset')
        .first()
        .screenshot({ path: `${shots}/form-nojs-${language}.png` });

      // Everything filled, the payment too, for the batch that opens later.
      const utr = randomUtr();
      await page.locator('input[name="program"][value="diploma"]').check();
      await page.locator('select[name="courseCode"]').selectOption(courseCode);
      await page.locator('select[name="centre"]').selectOption('gandhinagar');
      await page.locator('input[name="courseMode"][value="Offline"]').check();
      await page.locator('input[name="name"]').fill('Meena Kumari');
      await page.locator('input[name="fatherName"]').fill('Suresh Prasad');
      await page.locator('input[name="dob"]').fill(adultDob());
      await page.locator('input[name="gender"][value="female"]').check();
      await page.locator('input[name="mobile"]').fill('9812377001');
      await page.locator('input[name="email"]').fill('meena@example.in');
      await page.locator('textarea[name="address"]').fill('Ward 7, Gandhinagar');
      await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
      await page.locator('input[name="aadhaarUpload"]').setInputFiles({ ...pdf, name: 'aadhaar-masked.pdf' });
      await page.locator('input[name="tenthDoc"]').setInputFiles(pdf);
      await page.locator('input[name="consent"]').check();
      await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('upi.png', 360, 640));
      await page.locator('input[name="utr"]').fill(utr);
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: words.application.submit, exact: true }).click();
      expect((await answer).status()).toBe(409);

      // The refusal, in the page's language with its day in it, in the first screen.
      const summary = page.locator('#application-errors');
      const refusal = fill(words.problems.intake.notYetOpen, {
        // English as the server writes it ("2 Dec 2026"); Hindi as the acknowledgement writes days ("2 दिसंबर 2026").
        date: language === 'en' ? indiaDay(later.opensAt, 'en', 'short') : indiaDay(later.opensAt, 'hi'),
      });
      await expect(summary).toContainText(refusal);
      if (language === 'hi') await expect(summary).not.toContainText(indiaDay(later.opensAt, 'en', 'short'));
      await expect(summary).toBeInViewport();
      const box = (await summary.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + Math.min(box.height, 80)).toBeLessThanOrEqual(740);
      // What was typed is kept; the payment screenshot was not, and the page says so.
      await expect(summary).toContainText(words.application.keptValues);
      await expect(summary).toContainText(words.application.paymentProofNotKept);
      await expect(page.locator('input[name="name"]')).toHaveValue('Meena Kumari');
      await expect(page.locator('input[name="utr"]')).toHaveValue(utr);
      await expect(page.locator('select[name="courseCode"]')).toHaveValue(courseCode);
      await expect(page.locator('select[name="centre"]')).toHaveValue('gandhinagar');
      await expect(page.locator('#intakeId-error')).toHaveText(refusal);
      await page.screenshot({ path: `${shots}/refusal-nojs-${language}.png` });
    });
  });
}
