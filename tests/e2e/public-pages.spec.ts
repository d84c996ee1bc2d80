import { expect, test, type Page } from '@playwright/test';
import { advanceDiplomaCourses, courseBySyllabusPath, diplomaCourses } from '../../domain/catalogue/courses';
import { testInstitute } from '../support/institute-values';
import { allSyllabusRoutes, ownedPages } from './public-support';

test.describe('public pages', () => {
  for (const { path, heading } of ownedPages) {
    test(`${path} answers 200 with its heading, title, canonical and Open Graph tags`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^http://[^/]+${path}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
      // Titles end with the short name set in settings; the home page's is the full name.
      await expect(page).toHaveTitle(
        path === '/' ? testInstitute.instituteName! : new RegExp(` \\| ${testInstitute.instituteShortName}$`),
      );
    });
  }

  test('every page has its own title', async ({ page }) => {
    const titles = new Set<string>();
    for (const { path } of ownedPages) {
      await page.goto(path);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(ownedPages.length);
  });

  test('the footer shows the centres, the contact block from settings and office hours', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    for (const place of ['Gandhinagar', 'Belwa', 'Azamnagar']) await expect(footer.getByText(place).first()).toBeVisible();
    await expect(footer.getByText('Monday to Saturday, 9:00 AM to 5:00 PM')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'office@test-institute.example' })).toHaveAttribute(
      'href',
      'mailto:office@test-institute.example',
    );
    await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy notice' })).toBeVisible();
  });

  test('the home page links to applying and enquiring', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Admissions open for 2025-26')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Apply Now' }).first()).toHaveAttribute(
      'href',
      '/admissions#apply',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Enquire Now' }).first()).toHaveAttribute('href', '/enquiry');
  });
});

test.describe('syllabus pages', () => {
  for (const path of allSyllabusRoutes) {
    test(`${path} answers 200 with its course`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const course = courseBySyllabusPath(path);
      if (course) {
        await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
        await expect(page.getByText(course.courseId, { exact: true })).toBeVisible();
        await expect(page.locator('ol li')).toHaveCount(6);
        await expect(page.getByRole('table')).toBeVisible();
        await expect(page.getByRole('img', { name: `Classroom study for ${course.name}` })).toBeVisible();
      } else {
        await expect(page.getByRole('heading', { level: 1, name: 'Updating Soon' })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Enroll Now' }).first()).toBeVisible();
    });
  }

  test('lower-case syllabus paths redirect permanently to the real path', async ({ request }) => {
    for (const [from, to] of [
      ['/dcasyllabus', '/DCASyllabus'],
      ['/PGDCASYLLABUS', '/PGDCASyllabus'],
      ['/updating', '/Updating'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location']).toBe(to);
    }
  });
});

test.describe('academics', () => {
  test('shows 17 diploma and 11 advance diploma cards whose Learn More links resolve', async ({ page, request }) => {
    await page.goto('/academics');
    const diplomas = page.locator('#diploma-courses [data-course-card]');
    const advance = page.locator('#advance-diploma-courses [data-course-card]');
    await expect(diplomas).toHaveCount(17);
    await expect(advance).toHaveCount(11);
    expect(diplomaCourses).toHaveLength(17);
    expect(advanceDiplomaCourses).toHaveLength(11);
    const hrefs = await page.locator('[data-course-card] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toHaveLength(28);
    for (const href of new Set(hrefs)) {
      const response = await request.get(href!, { maxRedirects: 0 });
      expect(response.status(), href!).toBe(200);
    }
    await expect(page.locator('#diploma-courses a[href="/DCASyllabus"]')).toHaveCount(1);
    // Digital Marketing and Social Media has no syllabus page yet.
    const ddmsm = diplomas.filter({ hasText: 'Digital Marketing and Social Media' });
    await expect(ddmsm.getByRole('link')).toHaveAttribute('href', '/Updating');
    await expect(page.getByRole('main').getByRole('link', { name: 'Apply Now' }).first()).toHaveAttribute(
      'href',
      '/admissions#apply',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/contact');
  });

  test('the courses are a grid: every card within the screen, none sideways', async ({ page }) => {
    await page.goto('/academics');
    const width = page.viewportSize()!.width;
    await expect(page.locator('#diploma-courses [data-course-card]')).toHaveCount(17);
    for (const box of await page
      .locator('[data-course-card]')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(width);
    }
    expect(await page.locator('#diploma-courses').evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    await expect(page.getByRole('button', { name: /Scroll .* (left|right)/ })).toHaveCount(0);
  });
});

test.describe('Enroll Now dialog', () => {
  const open = async (page: Page) => {
    await page.goto('/DCASyllabus');
    const trigger = page.getByRole('button', { name: 'Enroll Now' }).first();
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Are you already registered?' });
    await expect(dialog).toBeVisible();
    return { trigger, dialog };
  };

  test('Escape closes it and focus returns to the button', async ({ page }) => {
    const { trigger, dialog } = await open(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('the × button closes it', async ({ page }) => {
    const { trigger, dialog } = await open(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a click on the overlay closes it', async ({ page }) => {
    const { dialog } = await open(page);
    await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
  });

  test('keeps focus inside while open', async ({ page }) => {
    const { dialog } = await open(page);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const outside = await page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(active && active !== document.body && !active.closest('dialog'));
      });
      expect(outside).toBe(false);
    }
    await expect(dialog).toBeVisible();
  });

  test('Yes goes to /admission-form', async ({ page }) => {
    const { dialog } = await open(page);
    await dialog.getByRole('link', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/admission-form$/);
  });

  test('No goes to the application form with the course chosen', async ({ page }) => {
    const { dialog } = await open(page);
    await dialog.getByRole('link', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/admissions\?course=DCA#apply$/);
    await expect(page.getByLabel('Course', { exact: true })).toHaveValue('DCA');
  });

  test('/Updating has the same dialog', async ({ page }) => {
    await page.goto('/Updating');
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Are you already registered?' })).toBeVisible();
  });
});

test.describe('Enroll Now dialog without the complete messages', () => {
  // The service worker would fetch the messages past page.route.
  test.use({ serviceWorkers: 'block' });

  test('opened while the complete messages cannot be fetched, it shows all its words at once', async ({ page }) => {
    // The page carries the dialog's words (EnrollDialog.tsx reads them with
    // the page); the language's complete messages are refused here, as on a
    // connection that has just gone.
    const asked: string[] = [];
    await page.context().route(/\/assets\/en-[^/]+\.js$/, async (route) => {
      asked.push(route.request().url());
      await route.abort('internetdisconnected');
    });
    await page.goto('/DCASyllabus');
    // Hydrated (Remix sets its router on window), so the button opens the dialog.
    await page.waitForFunction(() => '__remixRouter' in window);
    await page.getByRole('button', { name: 'Enroll Now' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Are you already registered?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('If you have a registration reference ID')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Yes' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'No' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(asked).toEqual([]);
  });
});

test.describe('at 360 px', { tag: '@phone-size' }, () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the phone menu opens and closes', async ({ page }) => {
    await page.goto('/');
    // The toggle is the scripts' (decision 032: the page paints before they load).
    await page.waitForFunction(() => '__remixRouter' in window);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Gallery' })).toBeHidden();
    await toggle.click();
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the phone menu opens before the scripts have run, and stays open once they have', async ({ page }) => {
    // The page's scripts are held back until the menu has been used.
    let releaseScripts!: () => void;
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.context().route('**/assets/*.js', async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    const gallery = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' });
    await expect(gallery).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(gallery).toBeVisible();
    expect(await page.evaluate(() => '__remixRouter' in window)).toBe(false);

    releaseScripts();
    await expect(toggle).toHaveAttribute('data-hydrated', '');
    await expect(gallery).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(gallery).toBeHidden();
    await toggle.click();
    await expect(gallery).toBeVisible();
  });

  for (const { path } of ownedPages) {
    test(`nothing scrolls sideways on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});

test.describe('without JavaScript', { tag: '@phone-size' }, () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('the menu is folded behind a link that opens it, and the menu button is not shown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    // Folded: the page's own first heading is in the first screen, not below nine links.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(heading.y + heading.height).toBeLessThanOrEqual(740);
    await page.getByRole('link', { name: 'Menu' }).click();
    expect(new URL(page.url()).hash).toBe('#site-nav');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Academics' })).toBeVisible();
  });

  test('Enroll Now still leads to the application form, with the course', async ({ page }) => {
    await page.goto('/DCASyllabus');
    await expect(page.getByRole('link', { name: 'Enroll Now' }).first()).toHaveAttribute('href', '/admissions?course=DCA#apply');
  });
});

test.describe('not found, sitemap and robots', () => {
  test('unknown paths answer 404 inside the normal layout', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a wrong syllabus-like path is a 404, not a redirect', async ({ request }) => {
    const response = await request.get('/XYZSyllabus', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });

  test('/sitemap.xml lists every public page', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const body = await response.text();
    for (const path of [
      '/',
      '/about',
      '/academics',
      '/admissions',
      '/centres',
      '/certification',
      '/gallery',
      '/enquiry',
      '/contact',
      '/admission-form',
      ...allSyllabusRoutes,
    ]) {
      expect(body, path).toMatch(new RegExp(`<loc>http://[^<]+${path.replace(/\//g, '\\/')}</loc>`));
    }
    expect(body).not.toContain('/admin');
  });

  test('/robots.txt keeps /admin out', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/^Disallow: \/admin$/m);
    expect(body).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
  });
});
