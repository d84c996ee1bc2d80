import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '../../db/client';
import { galleryItems } from '../../db/schema';
import { e2eDataDir } from '../../playwright.config';

// Rows straight into the e2e database (images may 404: these tests are about the filter).
const seeded = [
  { title: 'Annual Day 2024 (e2e)', category: 'events' as const, imageName: 'e2e-public-events' },
  { title: 'Typing lab at Belwa (e2e)', category: 'classroom' as const, imageName: 'e2e-public-classroom' },
  { title: 'District quiz winners (e2e)', category: 'achievements' as const, imageName: 'e2e-public-achievements' },
];

test.beforeAll(() => {
  const db = openDatabase(e2eDataDir);
  db.insert(galleryItems)
    .values(seeded.map((row) => ({ ...row, description: `${row.title} description`, width: 1200, height: 900 })))
    .onConflictDoNothing()
    .run();
  db.$client.close();
});

async function checkFilter(page: Page) {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Gallery' })).toBeVisible();
  await expect(page.getByText('Explore our memories and achievements')).toBeVisible();
  const filters = page.getByRole('navigation', { name: 'Gallery categories' });
  await expect(filters.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  for (const row of seeded) await expect(page.getByText(row.title, { exact: true })).toBeVisible();

  await filters.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/gallery\?category=events$/);
  await expect(filters.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  await expect(filters.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Annual Day 2024 (e2e)', { exact: true })).toBeVisible();
  await expect(page.getByText('Typing lab at Belwa (e2e)', { exact: true })).toHaveCount(0);
  const tags = await page.locator('figcaption > span:first-child').allTextContents();
  expect(tags.length).toBeGreaterThan(0);
  // The tag is the category's label in the page's language (shown the same as before: CSS capitalised the value).
  expect(new Set(tags)).toEqual(new Set(['Events']));

  await filters.getByRole('link', { name: 'Classroom' }).click();
  await expect(page).toHaveURL(/\/gallery\?category=classroom$/);
  await expect(page.getByText('Typing lab at Belwa (e2e)', { exact: true })).toBeVisible();
  await expect(page.getByText('Annual Day 2024 (e2e)', { exact: true })).toHaveCount(0);
}

test.describe('gallery with JavaScript', () => {
  test('the category filter works and the active one is marked', async ({ page }) => {
    await checkFilter(page);
  });

  test('images carry width, height and srcset, and the later ones load lazily', async ({ page }) => {
    await page.goto('/gallery');
    const images = page.locator('main figure img');
    expect(await images.count()).toBeGreaterThanOrEqual(3);
    const attrs = await images.evaluateAll((imgs) =>
      imgs.map((img) => ({
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        srcset: img.getAttribute('srcset'),
        loading: img.getAttribute('loading'),
        alt: img.getAttribute('alt'),
      })),
    );
    for (const attr of attrs) {
      expect(Number(attr.width)).toBeGreaterThan(0);
      expect(Number(attr.height)).toBeGreaterThan(0);
      expect(attr.srcset).toMatch(/\.webp \d+w/);
      expect(attr.alt).toBeTruthy();
    }
    expect(attrs.at(-1)?.loading).toBe('lazy');
  });

  test('an unknown category shows everything, and an empty category a friendly message', async ({ page }) => {
    const response = await page.goto('/gallery?category=nonsense');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Gallery categories' }).getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('gallery without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the category filter works as plain links', async ({ page }) => {
    await checkFilter(page);
  });
});
