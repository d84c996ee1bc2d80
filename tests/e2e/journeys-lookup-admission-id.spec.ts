// After the admission, looking the registration up again on /admission-form
// shows the admission's own reference id (ADM-…) (issue 34, item 10): in
// English with JavaScript, in Hindi without.
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../../db/client';
import { e2eDataDir } from '../../playwright.config';
import { seedAdmission, seedRegistration } from '../support/seed';

function admitted() {
  const db = openDatabase(e2eDataDir);
  try {
    const registration = seedRegistration(db, { status: 'APPROVED' });
    const admission = seedAdmission(db, registration);
    return { referenceId: registration.referenceId, admissionId: admission.referenceId };
  } finally {
    db.$client.close();
  }
}

async function lookUp(page: Page, referenceId: string, labels: { field: string; button: string }) {
  await page.getByLabel(labels.field).fill(referenceId);
  await page.getByRole('button', { name: labels.button }).click();
}

test('with JavaScript, in English: the look-up names the admission reference id', async ({ page }) => {
  const { referenceId, admissionId } = admitted();
  await page.goto('/admission-form');
  await lookUp(page, referenceId, { field: 'Registration Reference ID', button: 'Check Status' });
  const received = page.getByTestId('admission-received');
  await expect(received).toContainText('Your admission form has been received (status: PENDING).');
  await expect(received).toContainText(`Your admission reference ID: ${admissionId}`);
  await received.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('lookup-adm-id-en.png') });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('in Hindi: the look-up names the admission reference id', async ({ page }) => {
    const { referenceId, admissionId } = admitted();
    await page.goto('/hi/admission-form');
    await lookUp(page, referenceId, { field: 'पंजीकरण रेफ़रेंस ID', button: 'स्थिति देखें' });
    const received = page.getByTestId('admission-received');
    await expect(received).toContainText('आपका प्रवेश फ़ॉर्म मिल गया है');
    await expect(received).toContainText(`आपकी प्रवेश रेफ़रेंस ID: ${admissionId}`);
    await received.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('lookup-adm-id-hi.png') });
  });
});

// Issue 55, item 7: the applicant was told to keep the ADM id; the look-up
// takes it (typed loosely too) and answers as for the registration's id, in
// view at 360 px.
for (const { language, prefix, labels, received } of [
  {
    language: 'en',
    prefix: '',
    labels: { field: 'Registration Reference ID', button: 'Check Status' },
    received: 'Your admission reference ID:',
  },
  {
    language: 'hi',
    prefix: '/hi',
    labels: { field: 'पंजीकरण रेफ़रेंस ID', button: 'स्थिति देखें' },
    received: 'आपकी प्रवेश रेफ़रेंस ID:',
  },
] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 } });
      test(`the look-up takes the admission's own id, ADM-… (${language})`, async ({ page }) => {
        const { admissionId } = admitted();
        await page.goto(`${prefix}/admission-form`);
        await lookUp(page, ` ${admissionId.toLowerCase()} `, labels);
        const answer = page.getByTestId('admission-received');
        await expect(answer).toContainText(`${received} ${admissionId}`);
        await expect(answer).toBeInViewport();
        // The registration's own answer: its applicant (seedRegistration's name).
        await expect(page.locator('#admission-outcome')).toContainText('Asha Kumari');
        await page.screenshot({ path: test.info().outputPath(`lookup-by-adm-${language}.png`) });
      });
    });
  }
}

// The acknowledgement's "Check status later" link carries the reference id
// (issue 55): the look-up opens with it filled in, and a made-up value is not.
test('the look-up opens with the linked reference id filled in (hi, 360 px)', async ({ page }) => {
  const { referenceId } = admitted();
  await page.goto(`/hi/admission-form?ref=${referenceId}`);
  const field = page.getByLabel('पंजीकरण रेफ़रेंस ID');
  await expect(field).toHaveValue(referenceId);
  await page.getByRole('button', { name: 'स्थिति देखें' }).click();
  await expect(page.getByTestId('admission-received')).toBeInViewport();
  await page.goto('/hi/admission-form?ref=<script>');
  await expect(page.getByLabel('पंजीकरण रेफ़रेंस ID')).toHaveValue('');
});
