// The form remembers: what is typed and the files chosen are kept on the
// device (IndexedDB, in the real Chromium), put back after a reload, cleared
// by "Start again" and after a successful submit. The sent idempotency key is
// the one kept with the draft.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { admissions, registrations } from '../../db/schema';
import { e2eDataDir } from '../../playwright.config';
import sharp from 'sharp';
import { seedRegistration } from '../support/seed';
import { adultDob, comeNearTheForm, fileFieldOf, fillApplicantDetails, pdf, png, randomUtr } from './journeys-fixtures';

interface SavedDraft {
  key: string;
  scope: string;
  fields: Record<string, string | boolean>;
  files: Record<string, { name: string; size: number }>;
}

/** The draft the page keeps for `name`, read from the browser's own IndexedDB (null when there is none). */
function savedDraft(page: Page, name: string): Promise<SavedDraft | null> {
  return page.evaluate(async (draftName) => {
    // Opening a database that does not exist would create it empty: look first.
    if (!(await indexedDB.databases()).some((database) => database.name === 'institute-forms')) return null;
    return new Promise<SavedDraft | null>((resolve, reject) => {
      const opening = indexedDB.open('institute-forms');
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const db = opening.result;
        if (!db.objectStoreNames.contains('drafts')) {
          db.close();
          resolve(null);
          return;
        }
        const reading = db.transaction('drafts').objectStore('drafts').get(draftName);
        reading.onerror = () => reject(reading.error);
        reading.onsuccess = () => {
          const draft = reading.result as (Omit<SavedDraft, 'files'> & { files: Record<string, File> }) | undefined;
          db.close();
          if (!draft) return resolve(null);
          const files = Object.fromEntries(
            Object.entries(draft.files).map(([field, file]) => [field, { name: file.name, size: file.size }]),
          );
          resolve({ key: draft.key, scope: draft.scope, fields: draft.fields, files });
        };
      };
    });
  }, name);
}

/** Waits until the saved draft satisfies `check` (saving follows typing by a moment). */
async function draftWhere(
  page: Page,
  name: string,
  check: (draft: SavedDraft | null) => boolean,
  timeout = 10_000,
): Promise<SavedDraft | null> {
  let last: SavedDraft | null = null;
  await expect.poll(async () => check((last = await savedDraft(page, name))), { timeout }).toBe(true);
  return last;
}

const fileNameOf = (page: Page, field: string) =>
  page.locator(`input[name="${field}"]`).evaluate((input: HTMLInputElement) => input.files?.[0]?.name ?? null);

async function fillApplication(page: Page, name: string, utr: string) {
  await fillApplicantDetails(page, {
    name,
    fatherName: 'Ramesh Prasad',
    mobile: '9812345210',
    email: 'draft@example.in',
    address: 'Ward 4, Belwa',
  });
  await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
  await page.locator('input[name="aadhaarUpload"]').setInputFiles({ ...pdf, name: 'aadhaar-masked.pdf' });
  await page.locator('input[name="tenthDoc"]').setInputFiles({ ...pdf, name: 'tenth.pdf' });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('upi.png', 360, 640));
  await page.getByLabel(/UPI transaction ID/).fill(utr);
}

test.describe('the application form remembers', () => {
  test('fields and files come back after a reload; a submit clears the saved form and sends its key', async ({ page }) => {
    // Fill, reload, check and submit: over 30 s on two cores that run other tests too.
    test.setTimeout(60_000);
    const utr = randomUtr();
    await page.goto('/admissions');
    await comeNearTheForm(page);
    await expect(page.getByText('This form is saved on this phone only')).toBeVisible();
    await fillApplication(page, 'Draft Applicant', utr);
    const saved = await draftWhere(
      page,
      'application',
      (draft) => draft?.fields.utr === utr && Object.keys(draft.files).length === 4,
    );
    expect(saved!.files.photoUpload!.name).toBe('photo.png');
    expect(saved!.key).toMatch(/^[0-9a-f-]{32,36}$/);

    await page.reload();
    await comeNearTheForm(page);
    await expect(page.getByText('We filled in what you typed on this phone earlier')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Draft Applicant');
    await expect(page.getByLabel('Diploma', { exact: true })).toBeChecked();
    await expect(page.getByLabel('Course')).toHaveValue('DCA');
    await expect(page.getByLabel('Centre', { exact: true })).toHaveValue('belwa');
    await expect(page.getByLabel('Date of birth')).toHaveValue(adultDob());
    await expect(page.getByLabel('Female')).toBeChecked();
    await expect(page.getByLabel('Address for letters')).toHaveValue('Ward 4, Belwa');
    await expect(page.getByLabel(/I have read the privacy notice/)).toBeChecked();
    // The payment part is open again, with its UTR and screenshot.
    await expect(page.locator('#payment-part')).toBeVisible();
    await expect(page.getByLabel(/UPI transaction ID/)).toHaveValue(utr);
    expect(await fileNameOf(page, 'photoUpload')).toBe('photo.png');
    expect(await fileNameOf(page, 'aadhaarUpload')).toBe('aadhaar-masked.pdf');
    expect(await fileNameOf(page, 'tenthDoc')).toBe('tenth.pdf');
    expect(await fileNameOf(page, 'paymentScreenshot')).toBe('upi.png');
    // The pickers name the files put back, as they name files the visitor chooses.
    await expect(fileFieldOf(page, 'aadhaarUpload')).toContainText('aadhaar-masked.pdf');
    await expect(fileFieldOf(page, 'paymentScreenshot')).toContainText('upi.png');
    await expect(page.getByAltText('Preview: Passport-size photo')).toBeVisible();
    await expect(page.getByAltText('Preview: Payment screenshot')).toBeVisible();
    await expect(page.locator('input[name="idempotencyKey"]')).toHaveValue(saved!.key);
    // The note and its button are readable and reachable like the rest of the form.
    const violations = (await new AxeBuilder({ page }).include('[data-testid="form-draft"]').analyze()).violations;
    expect(
      violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    await page.getByRole('button', { name: 'Submit' }).click();
    const success = page.getByText(/^Form submitted successfully! Your reference Id is (REG-[0-9A-Z]{8})\.$/);
    await expect(success).toBeVisible({ timeout: 15_000 });
    await draftWhere(page, 'application', (draft) => draft === null);
    const referenceId = /REG-[0-9A-Z]{8}/.exec((await success.textContent()) ?? '')![0];
    const db = openDatabase(e2eDataDir);
    const row = db.select().from(registrations).where(eq(registrations.referenceId, referenceId)).get();
    db.$client.close();
    expect(row?.idempotencyKey).toBe(saved!.key);

    // Nothing comes back after the application was sent.
    await page.reload();
    await comeNearTheForm(page);
    await expect(page.getByText('This form is saved on this phone only')).toBeVisible();
    await expect(page.getByText('We filled in what you typed')).toHaveCount(0);
    await expect(page.getByLabel('Full name')).toHaveValue('');
    expect(await fileNameOf(page, 'photoUpload')).toBeNull();
  });

  test('an answer lost on the way: after a reload the resend shows the first reference id, with one record', async ({ page }) => {
    const utr = randomUtr();
    await page.goto('/admissions');
    await comeNearTheForm(page);
    await expect(page.getByText('This form is saved on this phone only')).toBeVisible();
    await fillApplication(page, 'Lost Answer', utr);
    await draftWhere(page, 'application', (draft) => draft?.fields.utr === utr && Object.keys(draft.files).length === 4);
    // The request reaches the server, which stores it; the answer never reaches the phone.
    await page.context().route('**/admissions/submit', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('The connection was lost while sending.')).toBeVisible({ timeout: 15_000 });
    await page.context().unrouteAll();
    const storedRows = () => {
      const db = openDatabase(e2eDataDir);
      try {
        return db.select().from(registrations).where(eq(registrations.utr, utr)).all();
      } finally {
        db.$client.close();
      }
    };
    const [first] = storedRows();
    expect(first?.name).toBe('Lost Answer');

    await page.reload();
    await comeNearTheForm(page);
    await expect(page.getByLabel(/UPI transaction ID/)).toHaveValue(utr);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(`Form submitted successfully! Your reference Id is ${first!.referenceId}.`)).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('This transaction ID has already been used')).toHaveCount(0);
    expect(storedRows()).toHaveLength(1);
    await draftWhere(page, 'application', (draft) => draft === null);
  });

  test('"Start again" empties the form and forgets the saved one', async ({ page }) => {
    await page.goto('/admissions');
    await comeNearTheForm(page);
    await expect(page.getByText('This form is saved on this phone only')).toBeVisible();
    await page.getByLabel('Advance Diploma', { exact: true }).check();
    await page.getByLabel('Full name').fill('Changed Mind');
    await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
    const saved = await draftWhere(
      page,
      'application',
      (draft) => draft?.fields.name === 'Changed Mind' && !!draft.files.photoUpload,
    );
    await expect(page.getByAltText('Preview: Passport-size photo')).toBeVisible();

    await page.getByRole('button', { name: 'Start again' }).click();
    await page.getByRole('button', { name: 'Yes, empty it' }).click();
    await expect(page.getByText('The saved form was cleared.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('');
    await expect(page.getByLabel('Advance Diploma', { exact: true })).not.toBeChecked();
    expect(await fileNameOf(page, 'photoUpload')).toBeNull();
    await expect(fileFieldOf(page, 'photoUpload')).toContainText('No file chosen');
    await expect(page.getByAltText('Preview: Passport-size photo')).toHaveCount(0);
    expect(await savedDraft(page, 'application')).toBeNull();
    // A new application gets a new key.
    await expect(page.locator('input[name="idempotencyKey"]')).not.toHaveValue(saved!.key);

    await page.reload();
    await comeNearTheForm(page);
    await expect(page.getByText('This form is saved on this phone only')).toBeVisible();
    await expect(page.getByText('We filled in what you typed')).toHaveCount(0);
    await expect(page.getByLabel('Full name')).toHaveValue('');
  });
});

test.describe('what the application form keeps', () => {
  test('a large photo is kept as it will be sent: shrunk in the browser', async ({ page }) => {
    // Shrinking 2 MB of noise in the page takes a while on a busy core.
    test.setTimeout(60_000);
    // Noise does not compress: about 2 MB as a PNG of 1200 x 1600.
    const noise = Buffer.from(Array.from({ length: 1200 * 1600 * 3 }, () => Math.floor(Math.random() * 256)));
    const big = await sharp(noise, { raw: { width: 1200, height: 1600, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    await page.goto('/admissions');
    await comeNearTheForm(page);
    await expect(page.getByText('This form is saved on this phone only')).toBeVisible();
    await page.locator('input[name="photoUpload"]').setInputFiles({ name: 'big-photo.png', mimeType: 'image/png', buffer: big });
    const saved = await draftWhere(page, 'application', (draft) => !!draft?.files.photoUpload, 30_000);
    expect(saved!.files.photoUpload!.name).toBe('big-photo.jpg');
    expect(saved!.files.photoUpload!.size).toBeLessThanOrEqual(512 * 1024);
  });

  test('a saved form older than 7 days is forgotten, not restored', async ({ page }) => {
    await page.goto('/admissions');
    await comeNearTheForm(page);
    await expect(page.getByText('This form is saved on this phone only')).toBeVisible();
    await page.getByLabel('Full name').fill('Recent Applicant');
    await draftWhere(page, 'application', (draft) => draft?.fields.name === 'Recent Applicant');
    // Age the saved form by 8 days, in the browser's own database.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const opening = indexedDB.open('institute-forms');
          opening.onsuccess = () => {
            const store = opening.result.transaction('drafts', 'readwrite').objectStore('drafts');
            const reading = store.get('application');
            reading.onsuccess = () => {
              const writing = store.put({ ...reading.result, savedAt: Date.now() - 8 * 24 * 60 * 60 * 1000 }, 'application');
              writing.onsuccess = () => resolve();
              writing.onerror = () => reject(writing.error);
            };
          };
          opening.onerror = () => reject(opening.error);
        }),
    );
    await page.reload();
    await comeNearTheForm(page);
    await expect(page.getByText('This form is saved on this phone only')).toBeVisible();
    await expect(page.getByText('We filled in what you typed')).toHaveCount(0);
    await expect(page.getByLabel('Full name')).toHaveValue('');
    expect(await savedDraft(page, 'application')).toBeNull();
  });
});

test.describe('the admission form remembers', () => {
  async function toPaymentStep(page: Page, referenceId: string) {
    await page.goto('/admission-form');
    await page.getByLabel('Registration Reference ID').fill(referenceId);
    await page.getByRole('button', { name: 'Check Status' }).click();
    await page.getByRole('button', { name: 'Proceed for Admission' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2: Pay your Admission Fee' })).toBeVisible();
  }

  test('the UTR and screenshot come back after a reload; a submit clears them and sends the kept key', async ({ page }) => {
    const db = openDatabase(e2eDataDir);
    const approved = seedRegistration(db, { name: 'Draft Admission', status: 'APPROVED' });
    db.$client.close();
    const utr = randomUtr();

    await toPaymentStep(page, approved.referenceId);
    await expect(page.getByText('This form is saved on this phone only')).toBeVisible();
    await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('paid.png', 360, 640));
    await page.getByLabel(/UPI transaction ID/).fill(utr);
    const saved = await draftWhere(page, 'admission', (draft) => draft?.fields.utr === utr && !!draft.files.paymentScreenshot);
    expect(saved!.scope).toBe(approved.referenceId);

    await page.reload();
    await comeNearTheForm(page);
    const offer = page.getByTestId('saved-admission');
    await expect(offer).toContainText(`This phone has an admission form you started for ${approved.referenceId}.`);
    await offer.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2: Pay your Admission Fee' })).toBeVisible();
    await expect(page.getByText('We filled in what you typed on this phone earlier')).toBeVisible();
    await expect(page.getByLabel(/UPI transaction ID/)).toHaveValue(utr);
    expect(await fileNameOf(page, 'paymentScreenshot')).toBe('paid.png');
    await expect(page.getByAltText('Preview: Payment screenshot')).toBeVisible();
    await expect(page.locator('input[name="idempotencyKey"]')).toHaveValue(saved!.key);

    // The applicant's second factor (decision 067).
    await page.locator('#dob').fill(approved.dob);
    await page.getByRole('button', { name: 'Submit For Admission' }).click();
    await expect(page.getByText('Admission form submitted successfully!')).toBeVisible({ timeout: 15_000 });
    await draftWhere(page, 'admission', (draft) => draft === null);
    const check = openDatabase(e2eDataDir);
    const admission = check.select().from(admissions).where(eq(admissions.utr, utr)).get();
    check.$client.close();
    expect(admission?.idempotencyKey).toBe(saved!.key);

    await page.reload();
    await comeNearTheForm(page);
    await expect(page.getByRole('button', { name: 'Check Status' })).toBeVisible();
    await expect(page.getByTestId('saved-admission')).toHaveCount(0);
  });

  test.describe('before the saving code arrives', () => {
    // Blocked so that the page itself fetches the draft code (a service worker's copy would not pass page.route).
    test.use({ serviceWorkers: 'block' });

    test('a screenshot chosen before the draft code arrived is kept with the draft', async ({ page }) => {
      const db = openDatabase(e2eDataDir);
      const approved = seedRegistration(db, { name: 'Early Chooser', status: 'APPROVED' });
      db.$client.close();
      let release = () => {};
      const arrived = new Promise<void>((resolve) => (release = resolve));
      await page.context().route(/\/assets\/draft-session-[^/]*\.js$/, async (route) => {
        await arrived;
        await route.continue();
      });

      await toPaymentStep(page, approved.referenceId);
      // Its place is kept (DraftNote.tsx), the note not shown until the draft is open.
      await expect(page.getByText('This form is saved on this phone only')).toBeHidden();
      await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('early.png', 360, 640));
      await page.getByLabel(/UPI transaction ID/).fill('432143214321');
      release();

      await expect(page.getByText('This form is saved on this phone only')).toBeVisible();
      const saved = await draftWhere(page, 'admission', (draft) => !!draft?.files.paymentScreenshot);
      expect(saved!.files.paymentScreenshot!.name).toBe('early.png');
      expect(saved!.fields.utr).toBe('432143214321');
    });
  });

  test('"Start again" empties the payment step and forgets the saved one', async ({ page }) => {
    const db = openDatabase(e2eDataDir);
    const approved = seedRegistration(db, { name: 'Restarting Admission', status: 'APPROVED' });
    db.$client.close();

    await toPaymentStep(page, approved.referenceId);
    await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('paid.png', 360, 640));
    await page.getByLabel(/UPI transaction ID/).fill('123412341234');
    await draftWhere(page, 'admission', (draft) => draft?.fields.utr === '123412341234' && !!draft.files.paymentScreenshot);

    await page.getByRole('button', { name: 'Start again' }).click();
    await page.getByRole('button', { name: 'Yes, empty it' }).click();
    await expect(page.getByText('The saved form was cleared.')).toBeVisible();
    await expect(page.getByLabel(/UPI transaction ID/)).toHaveValue('');
    expect(await fileNameOf(page, 'paymentScreenshot')).toBeNull();
    await expect(page.getByText('No image uploaded.')).toBeVisible();
    expect(await savedDraft(page, 'admission')).toBeNull();

    await page.reload();
    await comeNearTheForm(page);
    await expect(page.getByRole('button', { name: 'Check Status' })).toBeVisible();
    await expect(page.getByTestId('saved-admission')).toHaveCount(0);
  });
});
