// The application form's code loads after the page (docs/decisions/022), when
// the visitor comes near the form (decision 055): until it arrives the
// server's form is left as it is, and when it arrives React takes it over
// without a mismatch and without losing what was typed.
import { expect, test } from '@playwright/test';
import { en } from '../../app/locales/en';
import { hi } from '../../app/locales/hi';
import { comeNearTheForm, fileFieldOf, pdf, png } from './journeys-fixtures';

// The offline support's service worker would fetch the chunk past page.route.
test.use({ serviceWorkers: 'block' });

for (const path of ['/admissions', '/hi/admissions']) {
  // On a phone the form starts more than two screens down. A desktop screen
  // can be near it at load, and rightly asks for its code at once: how near
  // depends on what else the page lists (intakes other tests open), so the
  // "not asked for before the visitor comes near" step holds at 360 px only.
  test(`${path}: the form typed in before its code arrived is hydrated in place`, { tag: '@phone-size' }, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // The blocked service worker's registration is this test's own doing.
      if (/blocked by Playwright/.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.context().route(/\/assets\/ApplicationForm-[^/]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });

    await page.goto(path);
    // Loaded and quiet, with no scroll or tap: the form's code not asked for.
    await page.waitForLoadState('networkidle');
    expect(requested).toBe(false);
    // Near the form: its code is asked for, and held back here.
    await comeNearTheForm(page);
    await expect.poll(() => requested).toBe(true);
    // Still the server's form: every part shown, no Proceed button.
    await expect(page.locator('#payment-part')).toBeVisible();
    await expect(page.locator('form button.btn-primary[type="button"]')).toHaveCount(0);
    await page.locator('#name').fill('Asha Kumari');
    await page.locator('#mobile').fill('98123 45210');
    await page.locator('input[name="tenthDoc"]').setInputFiles(pdf);
    await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
    // A program, a course and an adult's date of birth chosen before the code
    // arrived: the server's form lists every program's courses and asks for a
    // guardian.
    const diploma = page.locator('input[name="program"][value="diploma"]');
    await page.locator('#dob').fill('2000-01-15');
    await expect(page.locator('input[name="guardianName"]')).toBeVisible();
    // The form's top at the screen's top, as a visitor starting it sees it (a
    // shift above the screen, the browser's scroll anchoring would hide).
    await page.locator('#apply').evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await diploma.check();
    await page.locator('select[name="courseCode"]').selectOption('DCA');
    await expect(page.locator('select[name="courseCode"] optgroup')).toHaveCount(2);
    const before = await diploma.boundingBox();

    release();
    // Hydrated: the payment part now waits for the Proceed button.
    await expect(page.locator('#payment-part')).toBeHidden();
    await expect(page.locator('form button.btn-primary[type="button"]')).toHaveCount(1);
    await expect(page.locator('#name')).toHaveValue('Asha Kumari');
    await expect(page.locator('#mobile')).toHaveValue('98123 45210');
    // The files chosen before are taken as if chosen now: their pickers,
    // drawn at hydration, name them, the photo shows its preview, and both
    // are sent ahead, as a file chosen after is (without this the form sent
    // them only with the submit, and showed no preview).
    const words = path.startsWith('/hi') ? hi : en;
    await expect(fileFieldOf(page, 'tenthDoc')).toContainText(pdf.name);
    await expect(fileFieldOf(page, 'photoUpload')).toContainText('photo.png');
    await expect(fileFieldOf(page, 'photoUpload').locator('img')).toBeVisible();
    await expect(fileFieldOf(page, 'photoUpload').getByRole('status')).toHaveText(words.uploads.done, { timeout: 15_000 });
    await expect(fileFieldOf(page, 'tenthDoc').getByRole('status')).toHaveText(words.uploads.done, { timeout: 15_000 });
    // The program and age chosen before are the form's: the diploma's courses
    // only, the course chosen still chosen, no guardian for an adult.
    await expect(diploma).toBeChecked();
    await expect(page.locator('select[name="courseCode"] optgroup')).toHaveCount(1);
    await expect(page.locator('select[name="courseCode"]')).toHaveValue('DCA');
    await expect(page.locator('input[name="guardianName"]')).toBeHidden();
    // The draft's note shows in the place kept for it: nothing above the
    // first field moved under a finger tapping it.
    await expect(page.getByTestId('form-draft').getByRole('status')).toBeVisible();
    expect((await diploma.boundingBox())?.y).toBeCloseTo(before!.y, 0);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  // The tap comes at the worst moment: React listens to the page but has not
  // rendered it yet, so the tap makes it hydrate the whole page at once. A
  // render that suspended then (Remix decoding the page's data) left the page
  // never hydrated, with React's "Root did not complete" (decision 064).
  test(`${path}: a tap as the page's scripts start leaves the page working`, { tag: '@phone-size' }, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      // React adds its listeners to the document when it starts hydrating,
      // `auxclick` among them (nothing else here listens to it); the tap
      // comes right after, before React's first render.
      const listen = document.addEventListener.bind(document);
      let tapped = false;
      document.addEventListener = ((...args: Parameters<Document['addEventListener']>) => {
        listen(...args);
        if (args[0] !== 'auxclick' || tapped) return;
        tapped = true;
        queueMicrotask(() => {
          // Remix makes its router in RemixBrowser's render: none yet means React has not rendered.
          document.documentElement.dataset.tappedBeforeRender = String(!('__remixRouter' in window));
          document.querySelector<HTMLInputElement>('input[name="program"][value="diploma"]')?.click();
        });
      }) as Document['addEventListener'];
    });
    await page.goto(path);

    const diploma = page.locator('input[name="program"][value="diploma"]');
    await expect(diploma).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-tapped-before-render', 'true');
    // The form's code comes and takes the form over: a photo is previewed.
    await comeNearTheForm(page);
    await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
    await expect(fileFieldOf(page, 'photoUpload').locator('img')).toBeVisible();
    await expect(diploma).toBeChecked();
    expect(errors).toEqual([]);
  });
}

test('/admissions: the form is in the HTML, and its code is not among the first-load scripts', async ({ request }) => {
  const html = await (await request.get('/admissions')).text();
  expect(html).toContain('name="photoUpload"');
  expect(html).toContain('id="payment-part"');
  expect(html).not.toMatch(/ApplicationForm-[^"]+\.js/);
  expect(html).not.toMatch(/useFormDraft-[^"]+\.js/);
});

for (const path of ['/admission-form', '/hi/admission-form']) {
  test(`${path}: the look-up form is in the HTML, and the payment step's and drafts' code is not among the first-load scripts`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('name="referenceId"');
    expect(html).not.toMatch(/AdmissionPayment-[^"]+\.js/);
    expect(html).not.toMatch(/SavedAdmission-[^"]+\.js/);
    expect(html).not.toMatch(/useFormDraft-[^"]+\.js/);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('/admissions: no place is kept for the draft note that only scripts show', async ({ page }) => {
    await page.goto('/admissions');
    await expect(page.locator('#name')).toBeVisible();
    await expect(page.getByTestId('form-draft')).toHaveCount(1);
    expect(await page.getByTestId('form-draft').boundingBox()).toBeNull();
  });
});
