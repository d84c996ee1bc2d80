// The content pages in Hindi at phone width: the page says it is Hindi, shows
// its Hindi words, keeps its links in Hindi, fits 360 px and passes axe; the
// language switch, the remembered choice and the browser's language.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const serious = (violations: { impact?: string | null; id: string; nodes: { target: unknown }[] }[]) =>
  violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);

/** Each Hindi page, a Hindi heading it shows, and one more Hindi text of its own. */
const hindiPages = [
  // The home page's h1 is the institute's name as set (a proper name, as written); this is its next heading.
  { path: '/hi', heading: 'एक स्थानीय संस्थान, जो काम में आने वाले कौशल सिखाता है', text: 'पढ़ाई के क्षेत्र' },
  { path: '/hi/about', heading: 'हमारे बारे में', text: 'हमारे मूल्य' },
  { path: '/hi/academics', heading: 'हमारे कोर्स', text: 'सही कोर्स मिल गया?' },
  { path: '/hi/centres', heading: 'हमारे केंद्र', text: 'मुख्यालय और दो उप-शाखाएँ' },
  { path: '/hi/contact', heading: 'संपर्क करें', text: 'सोमवार से शनिवार, सुबह 9:00 से शाम 5:00 बजे तक' },
  { path: '/hi/gallery', heading: 'हमारी गैलरी', text: 'हमारी यादें और उपलब्धियाँ देखें' },
  { path: '/hi/DCASyllabus', heading: 'ग्रेडिंग प्रणाली', text: 'रोज़गार के अवसर' },
  { path: '/hi/Updating', heading: 'जल्द ही उपलब्ध', text: 'अभी आप क्या कर सकते हैं' },
];

test.describe('Hindi content pages at 360 px', { tag: '@phone-size' }, () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const { path, heading, text } of hindiPages) {
    test(`${path} is Hindi, fits the phone and passes axe`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(serious((await new AxeBuilder({ page }).analyze()).violations)).toEqual([]);
    });
  }

  test('links inside the Hindi pages stay in Hindi', async ({ page }) => {
    await page.goto('/hi');
    await expect(page.getByRole('link', { name: 'अभी आवेदन करें', exact: true }).first()).toHaveAttribute(
      'href',
      '/hi/admissions#apply',
    );
    await expect(page.getByRole('link', { name: 'सभी डिप्लोमा कोर्स' })).toHaveAttribute('href', '/hi/academics#diploma');
    await page.goto('/hi/academics');
    const learnMore = page.getByRole('link', { name: /और जानें/ }).first();
    await expect(learnMore).toHaveAttribute('href', /^\/hi\//);
    await page.goto('/hi/gallery');
    await expect(page.getByRole('link', { name: 'कार्यक्रम', exact: true })).toHaveAttribute('href', '/hi/gallery?category=events');
  });

  test('a link followed inside the Hindi site opens the Hindi page (with JavaScript)', async ({ page }) => {
    // Choosing Hindi remembers it; the browser then asks /__manifest for the routes the link leads to.
    await page.goto('/?lang=hi');
    await expect(page).toHaveURL(/\/hi$/);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'सभी डिप्लोमा कोर्स' }).click();
    await expect(page).toHaveURL(/\/hi\/academics#diploma$/);
    await expect(page.getByRole('heading', { level: 1, name: 'हमारे कोर्स' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'डिप्लोमा कोर्स', exact: true })).toBeVisible();
  });

  test('the course cards and the syllabus page label their parts in Hindi', async ({ page }) => {
    await page.goto('/hi/academics');
    // The grid's count and each card's parts, in Hindi.
    await expect(page.getByText('17 कोर्स', { exact: true })).toBeVisible();
    const card = page.locator('#diploma-courses > li').first();
    await expect(card.getByText('पात्रता:')).toBeVisible();
    await expect(card.getByRole('link', { name: /^और जानें/ })).toBeVisible();
    await page.goto('/hi/DCASyllabus');
    for (const header of ['अंक', 'ग्रेड', 'अर्थ']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeAttached();
    }
    await expect(page.getByText('370 घंटे (लगभग एक साल)')).toBeVisible();
    await expect(page).toHaveTitle(/पाठ्यक्रम/);
  });
});

test.describe('choosing the language', () => {
  test('the switch goes /hi/about → /about and back, and the choice is remembered', async ({ page }) => {
    await page.goto('/hi/about');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

    await page.getByRole('link', { name: 'हिन्दी', exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeVisible();

    // Hindi was chosen: an English address now opens the Hindi page.
    await page.goto('/about');
    await expect(page).toHaveURL(/\/hi\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test.describe('a browser that asks for Hindi', () => {
    // Chromium sends its locale as Accept-Language (an extra header would be replaced).
    test.use({ locale: 'hi' });

    test('lands on /hi from / on a fresh visit', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/hi$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { name: 'एक स्थानीय संस्थान, जो काम में आने वाले कौशल सिखाता है' })).toBeVisible();
    });
  });
});
