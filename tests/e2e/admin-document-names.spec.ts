// Staff see each document by its row's name in the document table (decision
// 087): the dashboard's row and the record's detail list every document of an
// advance diploma application with its staff name, and the viewer says it,
// at the office computer's width (1366 px) and on a phone (360 px).
import { expect, test, type Locator } from '@playwright/test';
import { documentRows, type DocumentKind } from '../../domain/schemas/documents';
import { e2eDataDir } from '../../playwright.config';
import { seedRegistration, seedUpload, tinyPdf, tinyPng } from '../support/seed';
import { shotsDir } from '../support/shots';
import { e2eDb, openDashboard, signIn, uniqueTag } from './admin-support';

const shots = shotsDir('document-names');

async function namesIn(owner: string, scope: Locator) {
  for (const row of documentRows)
    await expect(scope.getByRole('button', { name: `${row.staffName} of ${owner}`, exact: true })).toBeVisible();
}

test('every document is listed and viewed by its staff name @desktop-size', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const owner = `Papers ${tag}`;
  const reg = seedRegistration(e2eDb(), { name: owner, program: 'advance-diploma', courseCode: 'ADCA' });
  for (const row of documentRows) {
    const picture = row.rule === 'photo' || row.rule === 'image';
    seedUpload(
      e2eDb(),
      e2eDataDir,
      { ownerType: 'registration', ownerId: reg.id, kind: row.kind as DocumentKind },
      picture
        ? { bytes: tinyPng, detectedType: 'image/png', originalName: `${row.field}.png` }
        : { bytes: tinyPdf, detectedType: 'application/pdf', originalName: `${row.field}.pdf` },
    );
  }

  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    if (width === 1366) await signIn(page);
    await openDashboard(page, `tab=registrations&q=${reg.referenceId}`);
    const row = page.getByTestId(`row-${reg.referenceId}`);
    await namesIn(owner, row);
    await page.screenshot({ path: `${shots}/list-${width}.png`, fullPage: true });

    await row.getByRole('button', { name: `Details of ${reg.referenceId}` }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`Registration ${reg.referenceId}`) });
    await namesIn(owner, drawer);
    const payment = documentRows.find((document) => document.kind === 'payment')!;
    const opener = drawer.getByRole('button', { name: `${payment.staffName} of ${owner}` });
    await opener.scrollIntoViewIfNeeded();
    // Whole names, none cut: each button is as wide as its text.
    for (const button of await drawer.getByRole('button', { name: new RegExp(` of ${owner}$`) }).all())
      expect(
        await button.evaluate((element) => {
          const label = element.querySelector('.mantine-Button-label')!;
          return label.scrollWidth <= label.clientWidth;
        }),
      ).toBe(true);
    await page.screenshot({ path: `${shots}/detail-${width}.png` });

    await opener.click();
    const viewer = page.getByRole('dialog', { name: `${payment.staffName} · ${owner}` });
    await expect(viewer.getByRole('img', { name: `${payment.staffName} of ${owner}` })).toBeVisible();
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    await page.screenshot({ path: `${shots}/viewer-${width}.png` });
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
    await expect(viewer).toBeHidden();
  }
});
