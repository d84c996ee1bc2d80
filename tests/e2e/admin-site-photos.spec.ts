// Staff give a centre its photo and a course its image on a phone (issue 52
// item 7, decision 084): the upload is re-encoded on the server, the editor
// says so with the image's id, a publish shows it on /centres and the
// syllabus page in both languages, in the phone's size. In the admin-site
// project (after all others): what it publishes changes public pages.
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import sharp from 'sharp';
import { shotsDir } from '../support/shots';
import { signIn } from './admin-support';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const shot = (name: string) => path.join(shotsDir('site-photos'), name);

/** A whole-page picture from the top, so the sticky header is not drawn over the middle. */
async function fullShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot(name), fullPage: true });
}

/** A photo-like picture: a sky, a building with windows, and grain as a camera gives. */
async function photo(name: string) {
  const windows = Array.from(
    { length: 24 },
    (_, i) => `<rect x="${260 + (i % 8) * 230}" y="${700 + Math.floor(i / 8) * 220}" width="120" height="140" fill="#cfe3f2"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6aa7d8"/><stop offset="1" stop-color="#f3e2c0"/></linearGradient></defs>
    <rect width="2400" height="1600" fill="url(#sky)"/><rect x="200" y="600" width="1900" height="900" fill="#b5651d"/>${windows}
    <rect y="1450" width="2400" height="150" fill="#5b7f3a"/></svg>`;
  const grain = await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } },
  })
    .png()
    .toBuffer();
  const buffer = await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Uploads a photo in the open editor and waits for the server's answer in view. */
async function uploadPhoto(page: Page, label: RegExp, file: Awaited<ReturnType<typeof photo>>) {
  await page.getByLabel(label).first().setInputFiles(file);
  await page.getByRole('button', { name: 'Upload' }).click();
  const said = page.getByText(/Photo uploaded as [0-9a-f]{24}-2400x1600\. Publish to show it on the site\./);
  await expect(said).toBeVisible({ timeout: 20_000 });
  return /[0-9a-f]{24}/.exec((await said.textContent()) ?? '')![0];
}

test('a centre photo is set at 360 px and shows on /centres and /hi/centres', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/admin/content?kind=centre&key=azamnagar');
  await expect(page.getByText('No photo: the page shows none.')).toBeVisible();
  // A PDF is refused in words, in view.
  await page
    .getByLabel('Photo of the centre')
    .setInputFiles({ name: 'a.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose a JPEG, PNG or WebP image.' })).toBeVisible();

  const name = await uploadPhoto(page, /^Photo of the centre/, await photo('azamnagar.jpg'));
  await page.getByLabel('Photo description for screen readers (English)').fill('The Azamnagar centre and its garden');
  await page.getByLabel(/^Photo description for screen readers \(Hindi\)/).fill('आज़मनगर केंद्र और उसका बगीचा');
  await fullShot(page, 'centre-editor-360.png');
  await page.setViewportSize({ width: 1366, height: 900 });
  await fullShot(page, 'centre-editor-1366.png');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published version \d+\.$/)).toBeVisible();

  for (const [url, alt] of [
    ['/centres', 'The Azamnagar centre and its garden'],
    ['/hi/centres', 'आज़मनगर केंद्र और उसका बगीचा'],
  ] as const) {
    await page.goto(url);
    const image = page.getByRole('img', { name: alt });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('srcset', new RegExp(`/media/content/${name}-480\\.webp 480w`));
    // The phone took a phone size, not the 2400 px original.
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`${name}-480.webp`);
    await fullShot(page, `centres${url.startsWith('/hi') ? '-hi' : ''}-360.png`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await fullShot(page, `centres${url.startsWith('/hi') ? '-hi' : ''}-1366.png`);
    await page.setViewportSize({ width: 360, height: 740 });
  }
});

test('a course image shows in the syllabus overview; a 360 px phone downloads one phone size', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/admin/content?kind=course&key=DCA');
  const name = await uploadPhoto(page, /^Course image/, await photo('dca.jpg'));
  await page.getByLabel('Photo description for screen readers (English)').fill('Students at work in the DCA computer lab');
  await fullShot(page, 'course-editor-image-360.png');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published version \d+\.$/)).toBeVisible();

  for (const url of ['/DCASyllabus', '/hi/DCASyllabus']) {
    await page.goto(url);
    // No Hindi description: the English one stands in, marked as English.
    const image = page.getByRole('img', { name: 'Students at work in the DCA computer lab' });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    expect(await image.getAttribute('lang')).toBe(url.startsWith('/hi') ? 'en' : null);
    const suffix = url.startsWith('/hi') ? '-hi' : '';
    await fullShot(page, `syllabus${suffix}-360.png`);
    await page.setViewportSize({ width: 1366, height: 900 });
    await image.scrollIntoViewIfNeeded();
    await fullShot(page, `syllabus${suffix}-1366.png`);
    await page.setViewportSize({ width: 360, height: 740 });
  }

  // What a 360 px phone downloads of the image, at 1 and at 2 device pixels a CSS pixel.
  for (const deviceScaleFactor of [1, 2]) {
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, deviceScaleFactor });
    const visitor = await phone.newPage();
    const fetched: { url: string; bytes: number }[] = [];
    visitor.on('response', async (response) => {
      if (response.url().includes('/media/content/'))
        fetched.push({ url: response.url(), bytes: (await response.body()).length });
    });
    await visitor.goto('/DCASyllabus');
    await visitor.getByRole('img', { name: 'Students at work in the DCA computer lab' }).scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.length).toBe(1);
    expect(fetched[0]!.url).toContain(name);
    console.log(`360 px phone, DPR ${deviceScaleFactor}: ${fetched[0]!.url.split('/').pop()} ${fetched[0]!.bytes} bytes`);
    await phone.close();
  }
});
