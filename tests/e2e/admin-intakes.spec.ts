// Staff add and change an intake on /admin/intakes (decision 049): a course,
// a centre, a mode, the start, the window and the seats; the list shows the
// seats taken and the state.
import { expect, test } from '@playwright/test';
import { signIn } from './admin-support';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

test('add an intake and change its seats', async ({ page }, testInfo) => {
  // One course per project, so the two tablet and desktop runs do not meet.
  const course = testInfo.project.name === 'admin-tablet' ? 'DBLM' : 'DSFM';
  await signIn(page);
  await page.goto('/admin/intakes');
  await expect(page.getByRole('heading', { name: 'Intakes', level: 1 })).toBeVisible();

  // A window that closes before it opens is refused with the reason.
  await page.getByLabel('Course').selectOption(course);
  await page.getByLabel('Centre').selectOption('gandhinagar');
  await page.getByLabel('Mode').selectOption('Online');
  await page.getByLabel('Classes start').fill(`${day(30)}T10:00`);
  await page.getByLabel('Applications open (first day)').fill(day(5));
  await page.getByLabel('Applications close (last day)').fill(day(1));
  await page.getByLabel('Seats').fill('5');
  await page.getByRole('button', { name: 'Add intake' }).click();
  await expect(page.getByText('Applications must open before they close.')).toBeVisible();

  await page.getByLabel('Applications open (first day)').fill(day(-1));
  await page.getByLabel('Applications close (last day)').fill(day(20));
  await page.getByRole('button', { name: 'Add intake' }).click();
  await expect(page.getByRole('status')).toContainText(/Intake #\d+ saved\./);
  const row = page.getByRole('row', { name: new RegExp(`^${course} Gandhinagar`) }).last();
  await expect(row).toContainText('0 of 5');
  await expect(row).toContainText('open');

  await row.getByRole('link', { name: /Change intake/ }).click();
  await expect(page.getByRole('heading', { name: /Change intake #\d+/ })).toBeVisible();
  await expect(page.getByLabel('Seats')).toHaveValue('5');
  await page.getByLabel('Seats').fill('0');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toContainText(/Intake #\d+ saved\./);
  await expect(page.getByRole('row', { name: new RegExp(`^${course} Gandhinagar`) }).last()).toContainText('full');
});
