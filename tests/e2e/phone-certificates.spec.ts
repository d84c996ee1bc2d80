// Certificates at 360 px, in English and in Hindi: staff record a result and
// issue the certificate; it prints as one A4 landscape page; its QR code's
// link opens the verify page; a visitor verifies by number and date of birth
// (with and without JavaScript); staff revoke it and the verify page says so.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { seedAdmission, seedRegistration } from '../support/seed';
import { readPdf } from '../support/pdf-text';
import { e2eDb, signIn, uniqueTag } from './admin-support';
import { shotsDir } from '../support/shots';

// One language after the other in one worker: two sign-ins at the same moment
// (each a deliberately slow scrypt) missed the login helper's wait on two busy cores.
test.describe.configure({ mode: 'default', timeout: 90_000 });

const shots = shotsDir('certificates');

/** Today in India, YYYY-MM-DD and as the pages write it (DD/MM/YYYY). */
const isoToday = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const shownToday = isoToday.split('-').reverse().join('/');

const words = {
  en: {
    path: '',
    verifyTitle: 'Verify a certificate',
    number: 'Certificate number',
    dob: 'Date of birth',
    submit: 'Verify',
    valid: 'Valid certificate',
    revoked: 'Revoked certificate',
    revokedOn: `This certificate was revoked on ${shownToday}.`,
    notFound: 'No certificate matches this number and date of birth.',
    course: 'Diploma in Computer Applications',
    heading: 'Certificate of Completion',
  },
  hi: {
    path: '/hi',
    verifyTitle: 'प्रमाणपत्र की जाँच करें',
    number: 'प्रमाणपत्र संख्या',
    dob: 'जन्म तिथि',
    submit: 'जाँचें',
    valid: 'मान्य प्रमाणपत्र',
    revoked: 'रद्द किया गया प्रमाणपत्र',
    revokedOn: `यह प्रमाणपत्र ${shownToday} को रद्द किया गया।`,
    notFound: 'इस संख्या और जन्म तिथि से कोई प्रमाणपत्र नहीं मिला।',
    course: 'कंप्यूटर',
    heading: 'कोर्स पूर्णता प्रमाणपत्र',
  },
} as const;

async function verifyOnCertificationPage(page: Page, language: 'en' | 'hi', number: string, dob: string) {
  const w = words[language];
  await page.goto(`${w.path}/certification#verify`);
  const form = page.locator('#verify');
  await expect(form.getByRole('heading', { name: w.verifyTitle })).toBeVisible();
  await form.getByLabel(w.number).fill(number);
  await form.getByLabel(w.dob).fill(dob);
  await form.getByRole('button', { name: w.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${w.path}/certification/verify$`));
}

for (const language of ['en', 'hi'] as const) {
  test(`issue, print, scan, verify and revoke a certificate at 360 px (${language})`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const w = words[language];
    const tag = uniqueTag(testInfo);
    const name = `Cert ${tag} ${language}`;
    const dob = '2003-04-05';
    const registration = seedRegistration(e2eDb(), {
      name,
      fatherName: `Father ${tag}`,
      dob,
      courseCode: 'DCA',
      status: 'APPROVED',
    });
    const admission = seedAdmission(e2eDb(), registration, {
      status: 'APPROVED',
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });

    // Staff: record the result, then issue.
    await signIn(page);
    await page.goto(`/admin/certificates/${admission.id}`);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Marks (%)').fill('85');
    await page.getByLabel('Completion date').fill(isoToday);
    await page.getByRole('button', { name: 'Record result' }).click();
    await expect(page.getByRole('status')).toContainText('Result recorded: 85%, grade A+.');
    await expect(page.getByTestId('latest-result')).toContainText('85% · grade A+');
    // A permanent number is used only after a confirmation (issue 55, item 8); the name is in Latin letters already.
    await page.getByRole('button', { name: 'Issue certificate…' }).click();
    await expect(page.getByLabel('Name in English letters')).toHaveValue(name);
    await page.getByRole('button', { name: 'Yes, issue the certificate' }).click();
    const issued = page.getByRole('status').filter({ hasText: /^Certificate .+ issued\.$/ });
    await expect(issued).toBeVisible();
    const number = /^Certificate (.+) issued\.$/.exec((await issued.textContent()) ?? '')![1]!;
    const card = page.getByTestId(`certificate-${number}`);
    await expect(card).toContainText('Valid');
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/admin-student-${language}-360.png`, fullPage: true });
    // Nothing on the staff page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const printHref = await card
      .getByRole('link', { name: language === 'en' ? 'Print (English)' : 'Print (Hindi)' })
      .getAttribute('href');
    expect(printHref).toMatch(new RegExp(`^/admin/certificates/print/\\d+/${language}$`));

    // The printable certificate: one A4 landscape page, with the QR code's link.
    await page.goto(printHref!);
    const sheet = page.getByTestId('certificate');
    await expect(sheet.getByRole('heading', { name: w.heading })).toBeVisible();
    await expect(sheet).toContainText(name);
    await expect(sheet).toContainText(`Father ${tag}`);
    await expect(sheet.getByTestId('number')).toHaveText(number);
    await expect(sheet.getByTestId('grade')).toContainText('A+');
    await expect(sheet).toContainText('Test Institute of Computer Training');
    const verifyUrl = (await sheet.getByTestId('verify-url').textContent())!;
    expect(verifyUrl).toMatch(new RegExp(`^${baseURL}${words[language].path}/certification/verify/[0-9A-HJKMNP-TV-Z]{20}$`));
    await expect(sheet.locator('svg path').first()).toBeAttached();
    // On a phone the whole sheet is in view.
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox && sheetBox.x >= 0 && sheetBox.x + sheetBox.width <= 360).toBe(true);
    await page.screenshot({ path: `${shots}/certificate-${language}-360.png` });
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ landscape: true, format: 'A4', preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    const printed = readPdf(pdf);
    expect(printed.pages).toBe(1);
    // A4 landscape: 842 × 595 points.
    const mediaBox = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'));
    expect([Math.round(Number(mediaBox?.[1])), Math.round(Number(mediaBox?.[2]))]).toEqual([842, 595]);
    expect(printed.text[0]).toContain(number);
    // A wide screen shows the sheet at its real size, for the record.
    await page.setViewportSize({ width: 1366, height: 900 });
    await sheet.screenshot({ path: `${shots}/certificate-${language}-1366.png` });
    await page.setViewportSize({ width: 360, height: 740 });

    // The QR code's link opens the verify page, valid.
    await page.goto(verifyUrl);
    await expect(page.getByText(w.valid)).toBeVisible();
    await expect(page.locator('main')).toContainText(name);
    await expect(page.locator('main')).not.toContainText(`Father ${tag}`);
    await expect(page.locator('main')).not.toContainText(registration.mobile);

    // A visitor verifies by number and date of birth; a wrong date gives the not-found answer.
    await page.goto(`${w.path}/certification`);
    await page.waitForLoadState('networkidle');
    expect(
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([]);
    await verifyOnCertificationPage(page, language, number, '2003-04-06');
    await expect(page.getByText(w.notFound)).toBeVisible();
    await verifyOnCertificationPage(page, language, number, dob);
    await expect(page.getByText(w.valid)).toBeVisible();
    await expect(page.locator('main')).toContainText(name);
    await expect(page.locator('main')).toContainText(language === 'en' ? w.course : w.course);
    await expect(page.locator('main')).toContainText(shownToday);
    // No serious or critical accessibility fault on the answer, nor on the form's page.
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id);
    expect(await serious()).toEqual([]);
    // From the top: a full-page shot of a scrolled page draws the sticky header midway.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/verify-valid-${language}-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/verify-valid-${language}-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });

    // Without JavaScript the same form answers the same way.
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, baseURL });
    const plainPage = await plain.newPage();
    await verifyOnCertificationPage(plainPage, language, number.toLowerCase(), dob);
    await expect(plainPage.getByText(w.valid)).toBeVisible();
    await expect(plainPage.locator('main')).toContainText(name);

    // Staff revoke it, and see how often it was checked.
    await page.goto(`/admin/certificates/${admission.id}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId(`certificate-${number}`).getByTestId('verifications')).toContainText('3 times');
    await page.getByLabel('Reason for revoking').fill('Issued before the final examination was marked');
    await page.getByRole('button', { name: 'Revoke certificate' }).click();
    await expect(page.getByRole('status')).toContainText(`Certificate ${number} revoked.`);
    await expect(page.getByTestId(`certificate-${number}`)).toContainText('Revoked');
    // The list of certificates, on a phone and on the office's tablet (the admin menu has one more entry).
    await page.goto('/admin/certificates');
    await expect(page.getByTestId(`certificate-${number}`)).toContainText('Revoked');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 768, height: 1024 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await page.screenshot({ path: `${shots}/admin-certificates-${language}-768.png` });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin/activity');
    await expect(page.getByText(`Certificate ${number} (${name})`).first()).toBeVisible();

    // Verified again: revoked, with the date; the QR code's link says the same.
    await verifyOnCertificationPage(plainPage, language, number, dob);
    await expect(plainPage.getByText(w.revoked)).toBeVisible();
    await expect(plainPage.getByText(w.revokedOn)).toBeVisible();
    await plainPage.screenshot({ path: `${shots}/verify-revoked-${language}-360.png`, fullPage: true });
    // The form itself on /certification, at both widths.
    await plainPage.goto(`${w.path}/certification`);
    await plainPage.locator('#verify').screenshot({ path: `${shots}/verify-form-${language}-360.png` });
    await plainPage.setViewportSize({ width: 1366, height: 900 });
    await plainPage.locator('#verify').screenshot({ path: `${shots}/verify-form-${language}-1366.png` });
    await page.goto(verifyUrl);
    await expect(page.getByText(w.revoked)).toBeVisible();
    await plain.close();
  });
}
