// Issue 55, item 8 (part): a certificate's number is permanent, so "Issue
// certificate…" asks first, in view, and nothing is issued until staff say
// yes; a name written in Devanagari needs its Latin letters, which the
// English certificate prints (the Hindi one keeps the name as written).
// At 360 px (a phone at the desk) and 1366 px, with JavaScript and without.
import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { certificates } from '../../db/schema';
import { recordResult } from '../../server/services/certificates';
import { seedAdmission, seedRegistration } from '../support/seed';
import { shotsDir } from '../support/shots';
import { e2eDb, signIn, uniqueTag } from './admin-support';

const shots = shotsDir('moments');

for (const width of [360, 1366]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`at ${width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ viewport: { width, height: width === 360 ? 740 : 768 } });

      test('issuing asks first, and takes the name in Latin letters for the English certificate', async ({
        browser,
      }, testInfo) => {
        test.setTimeout(60_000);
        const tag = uniqueTag(testInfo);
        const registration = seedRegistration(e2eDb(), { name: 'आशा कुमारी', fatherName: `Father ${tag}`, status: 'APPROVED' });
        const admission = seedAdmission(e2eDb(), registration, {
          status: 'APPROVED',
          createdAt: new Date(Date.now() - 40 * 86_400_000),
        });
        recordResult(
          e2eDb(),
          { admissionId: admission.id, marks: 77, completionDate: new Date().toISOString().slice(0, 10) },
          null,
        );
        const issuedRows = () => e2eDb().select().from(certificates).where(eq(certificates.admissionId, admission.id)).all();

        // Signed in with scripts; the page itself is then used as the test says.
        const signedIn = await browser.newContext({ viewport: { width, height: 768 } });
        const signer = await signedIn.newPage();
        await signIn(signer);
        const state = await signedIn.storageState();
        await signedIn.close();
        const context = await browser.newContext({
          javaScriptEnabled,
          storageState: state,
          viewport: { width, height: width === 360 ? 740 : 768 },
        });
        const page = await context.newPage();
        try {
          await page.goto(`/admin/certificates/${admission.id}`);
          await page.getByRole('button', { name: 'Issue certificate…' }).click();
          const confirm = page.getByRole('form', { name: 'Issue the certificate?' });
          await expect(confirm).toBeInViewport({ ratio: 0.6 });
          await expect(confirm).toContainText('permanent certificate number');
          await expect(confirm).toContainText('77%');
          expect(issuedRows()).toHaveLength(0);
          await confirm.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${shots}/certificate-confirm-${width}-${javaScriptEnabled ? 'js' : 'plain'}.png` });

          // Devanagari only: the Latin letters are asked for, and nothing is issued without them.
          const latin = page.getByLabel('Name in English letters');
          await expect(latin).toHaveValue('');
          await page.getByLabel('Name in English letters').fill('Asha Kumari');
          await page.getByRole('button', { name: 'Yes, issue the certificate' }).click();
          const issued = page.getByRole('status').filter({ hasText: /^Certificate .+ issued\.$/ });
          await expect(issued).toBeVisible();
          const [row] = issuedRows();
          expect(row).toMatchObject({ name: 'आशा कुमारी', nameLatin: 'Asha Kumari' });

          await page.goto(`/admin/certificates/print/${row!.id}/en`);
          await expect(page.getByTestId('certificate')).toContainText('Asha Kumari');
          await expect(page.getByTestId('certificate')).not.toContainText('आशा कुमारी');
          await page.goto(`/admin/certificates/print/${row!.id}/hi`);
          await expect(page.getByTestId('certificate')).toContainText('आशा कुमारी');
        } finally {
          await context.close();
        }
      });
    });
  }
}
