// Going live, at phone size: staff set the institute's identity, UPI id and
// logo in the admin area; then the header, footer, contact page, payment
// step (QR code, UPI link, Save QR image, copy buttons) and the
// acknowledgement show the new values. Runs in the admin-site project (after
// every other project: it changes what every page shows) and puts the
// settings back at the end.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signIn, uniqueTag } from './admin-support';
import { adultDob, pdf, png, randomUtr, comeNearTheForm } from './journeys-fixtures';

test.use({
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2.75,
  isMobile: true,
  hasTouch: true,
  permissions: ['clipboard-read', 'clipboard-write'],
});
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const keys = [
  'instituteName',
  'instituteShortName',
  'contactPhone',
  'contactEmail',
  'contactAddress',
  'upiId',
  'upiPayeeName',
] as const;
const labels: Record<(typeof keys)[number], string> = {
  instituteName: 'Institute name',
  instituteShortName: 'Short name (header)',
  contactPhone: 'Contact phone',
  contactEmail: 'Contact email',
  contactAddress: 'Head office address',
  upiId: 'UPI id',
  upiPayeeName: 'UPI payee name',
};

async function fillSettings(page: Page, values: Record<(typeof keys)[number], string>) {
  await page.goto('/admin/settings');
  for (const key of keys)
    await page.getByRole('textbox', { name: new RegExp(`^${labels[key].replace(/[()]/g, '\\$&')}`) }).fill(values[key]);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
}

test('staff set the identity, UPI id and logo; every place an applicant looks shows them', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag(testInfo).toLowerCase();
  const next = {
    instituteName: `Shanti Vocational Centre ${tag}`,
    instituteShortName: `Shanti ${tag}`,
    contactPhone: '+91 91234 56789',
    contactEmail: `office@${tag}.example`,
    contactAddress: `Ward 7, Near the Post Office, ${tag}`,
    upiId: `shanti.${tag}@okhdfc`,
    upiPayeeName: `Shanti Centre ${tag}`,
  };

  await page.goto('/admissions');
  await comeNearTheForm(page);
  const qr = page.locator('[role="img"][aria-label^="UPI QR code"]');
  const qrBefore = await qr.innerHTML();

  await signIn(page);
  await page.goto('/admin/settings');
  const original = Object.fromEntries(
    await Promise.all(
      keys.map(async (key) => [
        key,
        await page.getByRole('textbox', { name: new RegExp(`^${labels[key].replace(/[()]/g, '\\$&')}`) }).inputValue(),
      ]),
    ),
  ) as Record<(typeof keys)[number], string>;

  try {
    await fillSettings(page, next);
    // The logo, uploaded on the same screen.
    const logo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    await page.getByLabel('Logo image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved. Public pages show it now.' })).toBeVisible();

    // Header and footer.
    await page.goto('/');
    const header = page.locator('header[data-site-header]');
    await expect(header).toContainText(next.instituteShortName);
    const headerLogo = header.locator('img[src^="/media/brand/"]');
    await expect(headerLogo).toHaveCount(1);
    expect((await request.get((await headerLogo.getAttribute('src'))!)).headers()['content-type']).toBe('image/png');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', (await headerLogo.getAttribute('src'))!);
    const footer = page.locator('footer');
    await expect(footer.getByRole('heading', { name: next.instituteName })).toBeVisible();
    // The page's own text and title name it too.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.instituteName);
    await expect(page).toHaveTitle(next.instituteName);
    await expect(footer).toContainText(next.contactAddress);
    await expect(footer.getByRole('link', { name: next.contactPhone })).toHaveAttribute('href', 'tel:+919123456789');
    await expect(footer.getByRole('link', { name: next.contactEmail })).toHaveAttribute('href', `mailto:${next.contactEmail}`);

    // Contact page.
    await page.goto('/contact');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: next.contactPhone })).toBeVisible();
    await expect(main.getByRole('link', { name: next.contactEmail })).toBeVisible();
    await expect(main).toContainText(next.contactAddress);

    // The application form, up to the payment step.
    await page.goto('/admissions');
    await comeNearTheForm(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).waitFor();
    await page.getByLabel('Diploma', { exact: true }).check();
    await page.getByLabel('Course').selectOption('DCA');
    await page.getByLabel('Centre', { exact: true }).selectOption('belwa');
    await page.getByLabel('Offline').check();
    await page.getByLabel('Full name').fill('Rekha Kumari');
    await page.getByLabel("Father's name").fill('Suresh Prasad');
    await page.getByLabel('Date of birth').fill(adultDob());
    await page.getByLabel('Female').check();
    await page.getByLabel('Mobile number').fill('98765 01234');
    await page.getByLabel('Email').fill('rekha@example.in');
    await page.getByLabel('Address for letters').fill('Ward 3, Belwa');
    await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
    await page.locator('input[name="aadhaarUpload"]').setInputFiles({ ...pdf, name: 'aadhaar-masked.pdf' });
    await page.locator('input[name="tenthDoc"]').setInputFiles(pdf);
    await page.getByLabel(/I have read the privacy notice/).check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    // The payment step: a new QR code for the new payee, the UPI link, Save QR image and copy buttons.
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('aria-label', `UPI QR code for ₹100 to ${next.upiPayeeName}`);
    expect(await qr.innerHTML()).not.toBe(qrBefore);
    const payLink = page.getByRole('link', { name: 'Pay with a UPI app' });
    const href = (await payLink.getAttribute('href'))!;
    expect(href).toMatch(/^upi:\/\/pay\?/);
    const params = new URLSearchParams(href.slice('upi://pay?'.length));
    expect(params.get('pa')).toBe(next.upiId);
    expect(params.get('pn')).toBe(next.upiPayeeName);
    expect(params.get('am')).toBe('100.00');
    await expect(page.locator('[data-copy-value="upi-id"]')).toHaveText(next.upiId);
    const save = page.getByRole('link', { name: 'Save QR image' });
    const savedPng = await request.get((await save.getAttribute('href'))!);
    expect(savedPng.headers()['content-type']).toBe('image/png');
    await page.getByRole('button', { name: 'Copy UPI ID' }).click();
    await expect(page.getByRole('button', { name: 'UPI ID copied' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(next.upiId);
    await page.getByRole('button', { name: 'Copy amount' }).click();
    await expect(page.getByRole('button', { name: 'amount copied' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('100');

    // Paid: the acknowledgement carries the new name, address, contacts and logo.
    await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('upi.png', 360, 640));
    await page.getByLabel(/UPI transaction ID/).fill(randomUtr());
    await page.getByRole('button', { name: 'Submit' }).click();
    const acknowledgement = page.locator('#acknowledgement');
    await expect(acknowledgement).toContainText(next.instituteName, { timeout: 15_000 });
    await expect(acknowledgement).toContainText(next.contactAddress);
    await expect(acknowledgement).toContainText(`${next.contactPhone} · ${next.contactEmail}`);
    await expect(acknowledgement.locator('img[src^="/media/brand/"]')).toHaveCount(1);
  } finally {
    await fillSettings(page, original);
    await page.goto('/admin/settings');
    const remove = page.getByRole('button', { name: 'Remove logo' });
    if (await remove.isVisible()) await remove.click();
    await expect(page.getByRole('button', { name: 'Remove logo' })).toHaveCount(0);
  }
  await page.goto('/');
  await expect(page.locator('header[data-site-header]')).toContainText(original.instituteShortName);
});
