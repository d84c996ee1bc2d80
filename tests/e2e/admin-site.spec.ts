// Admin changes that every visitor sees: the public gallery and the site
// settings. The admin-site project runs this file after all other projects.
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn, uniqueTag } from './admin-support';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test('gallery upload shows on the public gallery, and delete removes it', async ({ page, request }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const title = `Annual function ${tag}`;
  await signIn(page);
  await page.getByRole('link', { name: 'Gallery', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Gallery Management' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();

  // Nothing filled in: the spec's message, and nothing is sent.
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields and select a file.');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields and select a file.');

  const photo = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#2a6f3f' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Category').selectOption('events');
  await page.getByLabel('Description').fill('Students performing on the annual day');
  await page.getByLabel('Image').setInputFiles({ name: 'annual.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Upload' }).click();
  const card = page.locator('[data-testid^="gallery-item-"]', { hasText: title });
  await expect(card).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const image = card.getByRole('img', { name: title });
  const src = (await image.getAttribute('src'))!;
  const srcSet = (await image.getAttribute('srcset'))!;
  expect(src).toMatch(/^\/media\/gallery\/[0-9a-f]+\.jpg$/);
  expect(srcSet).toContain('-1400.webp 1400w');
  const jpeg = await request.get(src);
  expect(jpeg.status()).toBe(200);
  expect(jpeg.headers()['content-type']).toBe('image/jpeg');
  const webp = await request.get(srcSet.split(', ')[0]!.split(' ')[0]!);
  expect(webp.headers()['content-type']).toBe('image/webp');

  // The public list (what /gallery and GET /api/gallery/images read) has it.
  const list = await request.get('/trpc/gallery.list');
  expect(await list.text()).toContain(title);
  const publicPage = await page.goto('/gallery');
  if (publicPage?.status() === 200) await expect(page.getByText(title)).toBeVisible();

  await page.goto('/admin/gallery');
  await page
    .locator('[data-testid^="gallery-item-"]', { hasText: title })
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete this image?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.locator('[data-testid^="gallery-item-"]', { hasText: title })).toHaveCount(0);
  expect((await request.get(src)).status()).toBe(404);
  expect(await (await request.get('/trpc/gallery.list')).text()).not.toContain(title);
});

test('a settings change shows on the public home page', async ({ page }) => {
  await signIn(page);
  // The navigation's link (the dashboard may also warn, with a link, that the session label is behind).
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await page.waitForURL('**/admin/settings');
  const session = page.getByRole('textbox', { name: /^Admission session/ });
  const original = await session.inputValue();

  await session.fill('26/27');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Use the form 2025-26.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');

  try {
    await page.getByLabel('Admission session').fill('2031-32');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toContainText('Settings saved');
    await page.goto('/');
    await expect(page.getByText(/Admissions open for 2031-32/).first()).toBeVisible();
  } finally {
    await page.goto('/admin/settings');
    await page.getByLabel('Admission session').fill(original);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toContainText('Settings saved');
  }
  await page.goto('/');
  await expect(page.getByText(new RegExp(`Admissions open for ${original}`)).first()).toBeVisible();
});
