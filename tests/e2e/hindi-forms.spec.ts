// The applicant's forms in Hindi on a 360 px phone: the application with its
// documents, the enquiry, the status look-up and the admission, the messages
// of an empty form (the browser's pre-check and, without JavaScript, the
// server's), the acknowledgement, with axe on each page. Forms post to their
// own /hi URL; the server's English messages reach the page in Hindi.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { hi } from '../../app/locales/hi';
import { openDatabase } from '../../db/client';
import { registrations } from '../../db/schema';
import { e2eDataDir } from '../../playwright.config';
import { readPdf } from '../support/pdf-text';
import { seedRegistration } from '../support/seed';
import { adultDob, comeNearTheForm, fileFieldOf, hydrated, pdf, png, randomUtr } from './journeys-fixtures';

const problems = hi.problems;

async function expectAccessibleAndNarrow(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target) }));
  expect(serious).toEqual([]);
  await expectNarrow(page);
}

/** Nothing wider than the 360 px phone: no sideways scrolling. */
async function expectNarrow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function fillApplication(page: Page, name: string) {
  await page.getByLabel('डिप्लोमा', { exact: true }).check();
  await page.getByLabel('कोर्स', { exact: true }).selectOption('DCA');
  await page.getByLabel('केंद्र', { exact: true }).selectOption('belwa');
  await page.getByLabel('ऑफ़लाइन (कक्षा में)').check();
  await page.getByLabel('पूरा नाम').fill(name);
  await page.getByLabel('पिता का नाम').fill('रमेश प्रसाद');
  await page.getByLabel('जन्म तिथि').fill(adultDob());
  await page.getByLabel('महिला').check();
  await page.getByLabel('मोबाइल नंबर').fill('98123 45210');
  await page.getByLabel('ईमेल').fill('asha@example.in');
  await page.getByLabel('पत्र भेजने का पता').fill('वार्ड 4, बेलवा');
  await page.locator('input[name="photoUpload"]').setInputFiles(await png('photo.png'));
  await page.locator('input[name="aadhaarUpload"]').setInputFiles({ ...pdf, name: 'aadhaar-masked.pdf' });
  await page.locator('input[name="tenthDoc"]').setInputFiles(pdf);
  await page.getByLabel(/पढ़ ली है और सहमति देता/).check();
}

test.use({ viewport: { width: 360, height: 740 } });

test.describe('the forms in Hindi at 360 px', { tag: '@phone-size' }, () => {
  // Each test runs axe several times on two busy cores.
  test.describe.configure({ timeout: 90_000 });

  test('an empty application is answered with every message in Hindi', async ({ page }) => {
    await page.goto('/hi/admissions');
    await comeNearTheForm(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^प्रवेश \S+$/);
    await expect(page.getByRole('heading', { name: 'कोर्स शुल्क' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'ऑफ़लाइन (कक्षा में)' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '₹8,000' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'अभी आवेदन करें', level: 2 })).toBeVisible();
    await expectAccessibleAndNarrow(page);

    // Empty: the browser's pre-check answers with the schema's messages, shown in Hindi.
    const proceed = page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' });
    await proceed.click();
    await expect(page.getByText(problems.general.invalidForm)).toBeVisible();
    for (const message of [
      problems.registration.program,
      problems.registration.centre,
      problems.registration.name,
      problems.registration.fatherName,
      problems.registration.address,
      problems.documents.aadhaarUpload,
      problems.registration.consent,
    ]) {
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    }
    await expect(page.locator('#photoUpload-error')).toHaveText(problems.registration.photo);
    await expect(page.getByText('Name is required.')).toHaveCount(0);
    await expectAccessibleAndNarrow(page);

    // The file pickers speak Hindi, not the browser's language.
    const photoField = fileFieldOf(page, 'photoUpload');
    await expect(photoField).toContainText('फ़ाइल चुनें');
    await expect(photoField).toContainText('कोई फ़ाइल नहीं चुनी गई');

    // A file that is not a picture, as the photo: refused, and no name is shown as chosen.
    await page.locator('input[name="photoUpload"]').setInputFiles(pdf);
    await expect(page.getByText('यह फ़ाइल फ़ोटो नहीं है')).toBeVisible();
    await expect(photoField).toContainText('कोई फ़ाइल नहीं चुनी गई');
  });

  test('the application goes in with its documents and the acknowledgement is in Hindi', async ({ page }) => {
    await page.goto('/hi/admissions');
    await comeNearTheForm(page);
    const proceed = page.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' });
    await fillApplication(page, 'आशा कुमारी');
    await expect(page.getByAltText('झलक: पासपोर्ट साइज़ फ़ोटो')).toBeVisible();
    await expect(fileFieldOf(page, 'photoUpload')).toContainText('photo.png');
    await expect(fileFieldOf(page, 'aadhaarUpload')).toContainText('aadhaar-masked.pdf');
    await expect(fileFieldOf(page, 'twelfthDoc')).toContainText('कोई फ़ाइल नहीं चुनी गई');
    await proceed.click();
    await expect(page.locator('#payment-part')).toBeVisible();
    await expect(page.getByRole('img', { name: /₹100 के भुगतान का UPI QR कोड/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'UPI ऐप से भुगतान करें' })).toHaveAttribute('href', /^upi:\/\/pay\?pa=/);
    await expect(page.getByText('कोई फ़ोटो अपलोड नहीं हुई।')).toBeVisible();
    await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('upi.png', 360, 640));
    await page.getByLabel(/UTR नंबर/).fill(randomUtr());
    await expectAccessibleAndNarrow(page);
    await page.getByRole('button', { name: 'जमा करें', exact: true }).click();

    await expect(page.getByText(/^फ़ॉर्म सफलतापूर्वक जमा हो गया! आपकी रेफ़रेंस ID REG-[0-9A-Z]{8} है।$/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { name: 'आपके आवेदन की पावती' })).toBeVisible();
    const ack = page.locator('#acknowledgement table');
    await expect(ack).toContainText('आशा कुमारी');
    // The course by its Hindi name, the program in Devanagari, the time as people say it.
    await expect(ack).toContainText('कंप्यूटर एप्लीकेशन में डिप्लोमा (DCA), डिप्लोमा');
    await expect(ack).not.toContainText('Diploma');
    await expect(ack).toContainText(/(सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे/);
    await expect(ack).not.toContainText(/\b(am|pm|IST)\b/);
    await expect(ack).toContainText('बेलवा (उप-शाखा)');
    await expect(ack).toContainText('ऑफ़लाइन (कक्षा में)');
    await expect(ack).toContainText('₹100');
    await expect(ack).toContainText('जाँच जारी');
    await expect(ack).toContainText(/\d{1,2} नवंबर|\d{1,2} [\u0900-\u097F]+ \d{4}/);
    await expect(page.getByRole('button', { name: 'रेफ़रेंस ID कॉपी करें' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'PDF सेव करें / प्रिंट करें' })).toBeVisible();
    // The link keeps the reference id (issue 55): the look-up opens with it filled in.
    const later = page.getByRole('link', { name: 'स्थिति बाद में देखें' });
    const laterHref = (await later.getAttribute('href'))!;
    expect(laterHref).toMatch(/^\/hi\/admission-form\?ref=REG-[0-9A-Z]{8}$/);
    expect(pathOf(page)).toBe('/hi/admissions');
    await expectAccessibleAndNarrow(page);

    // The Hindi acknowledgement, longer than the English one, still prints on one A4 page.
    const referenceId = (await page.locator('#reference-id').textContent())!;
    const printed = readPdf(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
    expect(printed.pages).toBe(1);
    expect(printed.text[0]).toContain(referenceId);
  });

  test('an enquiry: the messages of an empty form, then the thanks, in Hindi', async ({ page }) => {
    await page.goto('/hi/enquiry');
    await expect(page.getByRole('heading', { name: 'पूछताछ', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'पूछताछ भेजें' }).click();
    // Every required field's message; email is optional while the institute sends none (decision 075).
    const required = Object.entries(problems.enquiry).filter(([key, text]) => key !== 'email' && text.endsWith('ज़रूरी है।'));
    for (const [, message] of required) {
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    }
    await expectAccessibleAndNarrow(page);

    await page.getByLabel('नाम', { exact: true }).fill('रवि कुमार');
    await page.getByLabel('मोबाइल', { exact: true }).fill('9876543210');
    await page.getByLabel('ईमेल').fill('ravi@example.in');
    await page.getByLabel('विषय').selectOption({ label: 'कोर्स की जानकारी' });
    await page.getByLabel('आपका प्रश्न').fill(`DCA का अगला बैच कब शुरू होगा? ${Math.random()}`);
    await page.getByRole('button', { name: 'पूछताछ भेजें' }).click();
    await expect(page.getByText(problems.enquiry.success)).toBeVisible();
    await expect(page.getByLabel('नाम', { exact: true })).toHaveValue('');
    expect(pathOf(page)).toBe('/hi/enquiry');
    await expectAccessibleAndNarrow(page);
  });

  test.describe('on a slow line', () => {
    // The service worker would fetch the chunks itself, out of the route's reach.
    test.use({ serviceWorkers: 'block' });
    test('the browser never shows an empty enquiry’s messages in English first', async ({ page }) => {
      // The words a Hindi form's messages are said in (the English problems they
      // are looked up in, the complete Hindi messages) arrive 3 s late.
      await page.context().route(/\/assets\/(problems\.en|hi)-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue();
      });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { englishSeen: string[] }).englishSeen = seen;
        new MutationObserver(() => {
          const text = document.body?.innerText ?? '';
          for (const english of ['Name is required.', 'subject is required.', 'Failed to submit enquiry']) {
            if (text.includes(english) && !seen.includes(english)) seen.push(english);
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto('/hi/enquiry');
      await hydrated(page);
      await page.getByRole('button', { name: 'पूछताछ भेजें' }).click();
      await expect(page.getByText(problems.enquiry.name, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(problems.enquiry.subject, { exact: true }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { englishSeen: string[] }).englishSeen)).toEqual([]);
    });
  });

  test('the certification page and its enquiry in Hindi', async ({ page }) => {
    await page.goto('/hi/certification');
    await expect(page.getByRole('heading', { name: 'प्रमाणपत्र कैसे मिलता है' })).toBeVisible();
    await expect(page.getByText('अंतिम परीक्षा।')).toBeVisible();
    await expectAccessibleAndNarrow(page);
    await page.getByLabel('नाम', { exact: true }).fill('मीना');
    await page.getByLabel('मोबाइल', { exact: true }).fill('9876500000');
    await page.getByLabel('ईमेल').fill('meena@example.in');
    await page.getByLabel('आपका प्रश्न').fill(`क्या मेरे प्रमाणपत्र का सत्यापन हो सकता है? ${Math.random()}`);
    await page.getByRole('button', { name: 'पूछताछ भेजें' }).click();
    await expect(page.getByText(problems.enquiry.success)).toBeVisible();
  });

  test('a look-up of a registration, then the admission with its payment proof, in Hindi', async ({ page }) => {
    const db = openDatabase(e2eDataDir);
    const registration = seedRegistration(db, { name: 'सुनील यादव', centre: 'azamnagar' });
    db.$client.close();

    await page.goto('/hi/admission-form');
    await expect(page.getByRole('heading', { name: 'डिप्लोमा और एडवांस डिप्लोमा के लिए प्रवेश फ़ॉर्म' })).toBeVisible();
    await expect(page.getByText('फ़ॉर्म सं. 02')).toBeVisible();
    const check = page.getByRole('button', { name: 'स्थिति देखें' });
    await check.click();
    await expect(page.getByText(problems.admission.referenceRequired)).toBeVisible();
    await page.getByLabel('पंजीकरण रेफ़रेंस ID').fill('REG-ZZZZZZZZ');
    await check.click();
    await expect(page.getByText(problems.admission.lookupFailed)).toBeVisible();
    await expect(page.getByText('कृपया अपनी पावती पर लिखी रेफ़रेंस ID जाँचें')).toBeVisible();

    // Still pending: the look-up says so, in Hindi, and offers no way forward.
    await page.getByLabel('पंजीकरण रेफ़रेंस ID').fill(registration.referenceId);
    await check.click();
    await expect(page.getByRole('cell', { name: 'जाँच जारी' })).toBeVisible();
    await expect(page.getByText('आपके आवेदन की जाँच चल रही है।')).toBeVisible();
    await expect(page.getByRole('button', { name: 'प्रवेश के लिए आगे बढ़ें' })).toHaveCount(0);
    await expectAccessibleAndNarrow(page);

    // Staff approve (as the English admission journey does, in the database).
    const approving = openDatabase(e2eDataDir);
    approving
      .update(registrations)
      .set({ status: 'APPROVED' })
      .where(eq(registrations.referenceId, registration.referenceId))
      .run();
    approving.$client.close();

    await check.click();
    await expect(page.getByRole('cell', { name: 'स्वीकृत' })).toBeVisible();
    await page.getByRole('button', { name: 'प्रवेश के लिए आगे बढ़ें' }).click();
    await expect(page.getByRole('heading', { name: 'चरण 2: अपना प्रवेश शुल्क जमा करें' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'आज़मनगर (उप-शाखा)' })).toBeVisible();
    // The birth date is a second factor (decision 067): not shown, asked; the course by its Hindi name.
    await expect(page.getByRole('cell', { name: '6 मई 2004', exact: true })).toHaveCount(0);
    await expect(page.getByText(hi.admissionForm.factorTitle)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'कंप्यूटर एप्लीकेशन में डिप्लोमा (DCA), डिप्लोमा' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('2004-05-06');
    await expect(page.getByText(/प्रवेश शुल्क \(₹[\d,]+\)/)).toBeVisible();
    await expect(page.getByRole('img', { name: /के भुगतान का UPI QR कोड/ })).toBeVisible();

    await page.getByRole('button', { name: 'प्रवेश के लिए जमा करें' }).click();
    await expect(page.getByText(problems.documents.paymentScreenshot, { exact: true })).toBeVisible();
    await expect(page.getByText(problems.payment.transactionIdRequired, { exact: true })).toBeVisible();
    await expect(fileFieldOf(page, 'paymentScreenshot')).toContainText('कोई फ़ाइल नहीं चुनी गई');
    await expectAccessibleAndNarrow(page);

    // A UTR already used (the registration's own): the server's refusal, in Hindi.
    await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('paid.png', 360, 640));
    await expect(page.getByAltText('झलक: भुगतान का स्क्रीनशॉट')).toBeVisible();
    await expect(fileFieldOf(page, 'paymentScreenshot')).toContainText('paid.png');
    await page.getByLabel(/UTR नंबर/).fill(registration.utr);
    await page.locator('#dob').fill('2004-05-06');
    await page.getByRole('button', { name: 'प्रवेश के लिए जमा करें' }).click();
    await expect(page.getByText(problems.admission.failure)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(problems.refusals.utrUsed).first()).toBeVisible();
    await expect(page.getByText(/already been used/)).toHaveCount(0);

    await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('paid.png', 360, 640));
    await page.getByLabel(/UTR नंबर/).fill(randomUtr());
    await page.getByRole('button', { name: 'प्रवेश के लिए जमा करें' }).click();
    await expect(page.getByText(problems.admission.success)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/आपकी प्रवेश रेफ़रेंस ID: ADM-[0-9A-Z]{8}।/)).toBeVisible();
    expect(pathOf(page)).toBe('/hi/admission-form');
    await expectAccessibleAndNarrow(page);
  });

  test('the Enroll Now dialog asks in Hindi and leads to the Hindi pages', async ({ page }) => {
    await page.goto('/hi/DCASyllabus');
    await page.getByRole('button', { name: 'अभी प्रवेश लें' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'क्या आपने पंजीकरण कर लिया है?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'हाँ' })).toHaveAttribute('href', '/hi/admission-form');
    await expect(dialog.getByRole('link', { name: 'नहीं' })).toHaveAttribute('href', '/hi/admissions?course=DCA#apply');
    // Inside the syllabus hero, whose plain buttons are white on dark, the dialog's buttons stay readable.
    await expect(dialog.getByRole('link', { name: 'नहीं' })).not.toHaveCSS('color', 'rgb(255, 255, 255)');
    await expectAccessibleAndNarrow(page);
  });

  test.describe('without JavaScript', () => {
    // axe runs as a script in the page, so these pages are checked with it above, with JavaScript.
    test.use({ javaScriptEnabled: false });

    test("the server's field errors come back in Hindi to the Hindi page, and the application then goes in", async ({ page }) => {
      await page.goto('/hi/admissions');
      await comeNearTheForm(page);
      await page.getByRole('button', { name: 'जमा करें', exact: true }).click();

      expect(pathOf(page)).toBe('/hi/admissions');
      const summary = page.locator('#application-errors');
      await expect(summary).toContainText(hi.application.failure);
      await expect(summary.getByRole('link', { name: problems.registration.name, exact: true })).toHaveAttribute(
        'href',
        '#name-error',
      );
      await expect(page.locator('#name-error')).toHaveText(problems.registration.name);
      await expect(page.locator('#program-error')).toHaveText(problems.registration.program);
      await expect(page.locator('#aadhaarUpload-error')).toHaveText(problems.documents.aadhaarUpload);
      await expect(page.locator('#consent-error')).toHaveText(problems.registration.consent);
      await expect(page.locator('#utr-error')).toHaveText(problems.payment.transactionIdRequired);
      await expect(summary).not.toContainText('is required');
      await expectNarrow(page);

      await fillApplication(page, 'रवि कुमार');
      await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('upi.png', 360, 640));
      await page.getByLabel(/UTR नंबर/).fill(randomUtr());
      await page.getByRole('button', { name: 'जमा करें', exact: true }).click();
      await expect(page.getByText(/^फ़ॉर्म सफलतापूर्वक जमा हो गया! आपकी रेफ़रेंस ID REG-[0-9A-Z]{8} है।$/)).toBeVisible();
      await expect(page.locator('#acknowledgement table')).toContainText('रवि कुमार');
      await expect(page.getByText(hi.acknowledgement.printHint)).toBeVisible();
      await expectNarrow(page);
    });

    test("the admission form: the server's messages come in Hindi at each step, and the admission goes in", async ({ page }) => {
      const db = openDatabase(e2eDataDir);
      const approved = seedRegistration(db, { name: 'बिना स्क्रिप्ट', status: 'APPROVED' });
      db.$client.close();

      await page.goto('/hi/admission-form');
      const check = page.getByRole('button', { name: 'स्थिति देखें' });
      await check.click();
      await expect(page.locator('#referenceId-error')).toHaveText(problems.admission.referenceRequired);
      await expect(page.getByLabel('पंजीकरण रेफ़रेंस ID')).toHaveAttribute('aria-describedby', 'referenceId-hint referenceId-error');
      await page.getByLabel('पंजीकरण रेफ़रेंस ID').fill('REG-ZZZZZZZZ');
      await check.click();
      await expect(page.locator('.alert-error')).toContainText(problems.admission.lookupFailed);
      await expect(page.locator('.alert-error')).toContainText(hi.admissionForm.checkReference);

      await page.getByLabel('पंजीकरण रेफ़रेंस ID').fill(approved.referenceId);
      await check.click();
      await expect(page.getByRole('row', { name: new RegExp(hi.admissionForm.mobile) })).toBeVisible();
      await page.getByRole('button', { name: hi.admissionForm.proceed }).click();
      await expect(page.getByRole('heading', { name: hi.admissionForm.step2 })).toBeVisible();
      await expect(page.getByRole('cell', { name: approved.referenceId })).toBeVisible();

      const submit = page.getByRole('button', { name: hi.admissionForm.submit });
      await submit.click();
      await expect(page.locator('.alert-error')).toContainText(problems.admission.failure);
      await expect(page.getByText(problems.admission.screenshotRequired)).toBeVisible();
      await expect(page.getByText(problems.payment.transactionIdRequired)).toBeVisible();
      await expect(page.locator('#main')).not.toContainText('is required');

      await page.locator('input[name="paymentScreenshot"]').setInputFiles(await png('paid.png', 360, 640));
      await page.getByLabel(/UTR नंबर/).fill(randomUtr());
      await page.locator('#dob').fill(approved.dob);
      await submit.click();
      await expect(page.getByText(problems.admission.success)).toBeVisible();
      expect(pathOf(page)).toBe('/hi/admission-form');
      await expectNarrow(page);
    });
  });
});
