// Issue 55's "And:" moments on the applicant's side, at 360 px in English and
// Hindi: "Start again" asks before it empties the form; "Apply now" and
// Enroll Now → No land at the form itself with the course chosen (with and
// without JavaScript); /academics is a grid to scan. Pictures at 360 and
// 1366 px go to tests/.tmp/shots/moments (or SHOTS_DIR).
import { expect, test, type Page } from '@playwright/test';
import { en } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';
import { shotsDir } from '../support/shots';
import { comeNearTheForm } from './journeys-fixtures';

const shots = shotsDir('moments');

/** The page at 360 px (as it is), then at 1366 px scrolled to the same element. */
async function shoot(page: Page, name: string, at?: string) {
  const size = page.viewportSize()!;
  await page.screenshot({ path: `${shots}/${name}-360.png` });
  await page.setViewportSize({ width: 1366, height: 768 });
  if (at) await page.locator(at).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/${name}-1366.png` });
  await page.setViewportSize(size);
}

/** The header's "Apply now" lands at the form's heading and first field, in view. */
async function headerApplyNowOpensTheForm(page: Page, language: 'en' | 'hi') {
  const words = language === 'en' ? en : hi;
  const prefix = language === 'en' ? '' : '/hi';
  await page.goto(`${prefix}/`);
  await page
    .locator('header[data-site-header]')
    .getByRole('link', { name: new RegExp(words.header.applyNow) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/admissions#apply$`));
  await expect(page.locator('#apply h2')).toBeInViewport();
  await expect(page.locator('#apply h2')).toHaveText(words.admissionsPage.applyNow);
  await expect(page.locator('select[name="courseCode"]')).toBeInViewport();
}

for (const language of ['en', 'hi'] as const) {
  const words = language === 'en' ? en : hi;
  const prefix = language === 'en' ? '' : '/hi';

  test.describe(`at 360 × 740 (${language})`, { tag: '@phone-size' }, () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test(`"Start again" asks first and says uploads go too; "No" keeps the form (${language})`, async ({ page }) => {
      await page.goto(`${prefix}/admissions`);
      await comeNearTheForm(page);
      const again = page.getByRole('button', { name: words.formDraft.startAgain });
      await expect(again).toBeEnabled();
      const name = page.locator('input[name="name"]');
      await name.fill('Asha Kumari');
      await page.locator('select[name="courseCode"]').selectOption('DCA');
      await again.scrollIntoViewIfNeeded();
      await again.click();

      const question = page.getByTestId('start-again-question');
      await expect(question).toBeInViewport();
      await expect(question).toContainText(words.formDraft.startAgainQuestion);
      const keep = question.getByRole('button', { name: words.formDraft.startAgainNo });
      await expect(keep).toBeFocused();
      await shoot(page, `start-again-question-${language}`, '[data-testid="start-again-question"]');
      await keep.click();
      await expect(question).toHaveCount(0);
      await expect(name).toHaveValue('Asha Kumari');
      await expect(page.locator('select[name="courseCode"]')).toHaveValue('DCA');
      await expect(again).toBeFocused();

      await again.click();
      await page.getByRole('button', { name: words.formDraft.startAgainYes }).click();
      await expect(page.getByText(words.formDraft.cleared)).toBeInViewport();
      await expect(name).toHaveValue('');
    });

    test(`the header's "Apply now" opens the form itself (${language})`, ({ page }) =>
      headerApplyNowOpensTheForm(page, language));

    test(`Enroll Now → No opens the form with the page's course chosen; neither answer is highlighted (${language})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/DCASyllabus`);
      await page.getByRole('button', { name: words.enrollDialog.enrollNow }).first().click();
      const dialog = page.getByRole('dialog', { name: words.enrollDialog.title });
      const yes = dialog.getByRole('link', { name: words.enrollDialog.yes, exact: true });
      const no = dialog.getByRole('link', { name: words.enrollDialog.no, exact: true });
      await expect(yes).toBeInViewport();
      // The same look for both: neither is offered as the expected answer.
      expect(await yes.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe(
        await no.evaluate((link) => getComputedStyle(link).backgroundColor),
      );
      await expect(yes).not.toHaveClass(/btn-primary/);
      await shoot(page, `enroll-now-${language}`);
      await no.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/admissions\\?course=DCA#apply$`));
      const course = page.locator('select[name="courseCode"]');
      await expect(course).toBeInViewport();
      await expect(course).toHaveValue('DCA');
      await expect(page.locator('input[name="program"][value="diploma"]')).toBeChecked();
      await shoot(page, `apply-with-course-${language}`, '#apply');
    });

    test(`/academics: the diplomas are a grid to scan, not a sideways rail (${language})`, async ({ page }) => {
      await page.goto(`${prefix}/academics`);
      const list = page.locator('#diploma-courses');
      const cards = list.locator('[data-course-card]');
      await expect(cards).toHaveCount(17);
      await expect(page.getByText(words.courseCard.hint.replace('{{number}}', '17'), { exact: true }).first()).toBeVisible();
      await list.scrollIntoViewIfNeeded();
      await page.evaluate(() => document.getElementById('diploma-courses')!.scrollIntoView({ block: 'start' }));
      // Two cards at once on a phone's screen, one under the other, none cut at the side.
      await expect(cards.nth(0)).toBeInViewport();
      await expect(cards.nth(1)).toBeInViewport();
      const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
      expect(second.y).toBeGreaterThan(first.y);
      expect(second.x).toBe(first.x);
      expect(first.x + first.width).toBeLessThanOrEqual(360);
      expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await shoot(page, `academics-${language}`, '#diploma-courses');
    });
  });

  test.describe(`without JavaScript at 360 × 740 (${language})`, { tag: '@phone-size' }, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

    test(`Enroll Now is a link to the form with the course chosen (${language})`, async ({ page }) => {
      await page.goto(`${prefix}/DCASyllabus`);
      await page.getByRole('link', { name: words.enrollDialog.enrollNow }).first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/admissions\\?course=DCA#apply$`));
      const course = page.locator('select[name="courseCode"]');
      await expect(course).toBeInViewport();
      await expect(course).toHaveValue('DCA');
    });

    test(`the header's "Apply now" opens the form itself (${language})`, ({ page }) =>
      headerApplyNowOpensTheForm(page, language));
  });
}
