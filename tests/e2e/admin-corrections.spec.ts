// Staff ask for a correction from the dashboard (decision 048): tick the
// Aadhaar card and the address, write what is wrong; the row then reads
// PENDING with "Correction requested", rejecting waits for the deadline, and
// the drawer lists what was asked.
import { expect, test } from '@playwright/test';
import { seedRegistration } from '../support/seed';
import { e2eDb, openTab, signIn, uniqueTag } from './admin-support';

test('ask for a correction instead of rejecting', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo);
  const reg = seedRegistration(e2eDb(), { name: `Correct ${tag}` });
  await page.context().route(/mail\.status/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await signIn(page);
  await openTab(page, 'Registrations');
  await page.getByLabel('Search').fill(reg.referenceId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  const row = page.getByTestId(`row-${reg.referenceId}`);

  await row.getByRole('button', { name: `Ask Correct ${tag} for a correction` }).click();
  const modal = page.getByRole('dialog', { name: `Ask Correct ${tag} for a correction` });
  // Its button does not move once it can be pressed: the email note above it
  // is in place first, however late the mail status arrives (held here).
  const ask = modal.getByRole('button', { name: 'Ask for correction' });
  // Where a press would land: enabled, and still after the dialog's opening animation.
  await ask.click({ trial: true });
  const pressable = await ask.boundingBox();
  await expect(modal.getByTestId('email-off')).toBeVisible();
  expect(await ask.boundingBox()).toEqual(pressable);
  // Nothing ticked: said, not sent.
  await modal.getByRole('button', { name: 'Ask for correction' }).click();
  await expect(modal).toContainText('Tick at least one document or field to correct.');
  await modal.getByText('Aadhaar card', { exact: true }).click();
  await modal.getByText('Address', { exact: true }).click();
  await expect(modal.getByRole('checkbox', { name: 'Aadhaar card' })).toBeChecked();
  await modal.getByLabel(/What is wrong/).fill('The Aadhaar photo is blurred; add the PIN code to the address.');
  await modal.getByRole('button', { name: 'Ask for correction' }).click();
  await expect(modal).toBeHidden();

  await expect(row).toContainText('PENDING');
  await expect(row).toContainText('Correction requested');
  await expect(row).toContainText(/until \d{2} \w{3} \d{4}/);
  await expect(row.getByRole('button', { name: `Ask Correct ${tag} for a correction` })).toBeDisabled();

  // Rejecting waits for the applicant's deadline.
  await row.getByRole('button', { name: `Reject Correct ${tag}` }).click();
  const reject = page.getByRole('dialog', { name: `Reject Correct ${tag}?` });
  await reject.getByLabel(/Reason/).fill('No answer');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(/A correction is open until .*: the registration can be rejected after that\./)).toBeVisible();
  await reject.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: `Details of ${reg.referenceId}` }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`Registration ${reg.referenceId}`) });
  const asked = drawer.getByRole('list', { name: 'Corrections' });
  await expect(asked).toContainText('Aadhaar card, Address');
  await expect(asked).toContainText('The Aadhaar photo is blurred; add the PIN code to the address.');
  await expect(asked).toContainText('Awaiting the applicant');
  await expect(drawer.getByRole('list', { name: 'Status history' })).toContainText(
    'PENDING → CORRECTION_REQUESTED by e2e-admin@example.in',
  );
});
