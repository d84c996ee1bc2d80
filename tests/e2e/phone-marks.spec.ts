// Marks and the conflict rule on a phone (issue 54, decision 074), at 360 px.
// 1. A teacher enters a test's marks (one box per student, empty for absent),
//    a mark over the maximum is refused on the page, the save goes through
//    the phone's queue and its save id is in view; the server holds one mark
//    per student and the sheet shows the grades from the course's table.
// 2. A teacher's save made without signal meets a later save of the same
//    class by someone else (another phone, online): when the signal returns
//    the server refuses it, the phone shows who saved and when, and the other
//    person's marks stay; nothing is overwritten unseen.
import { expect, test, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { assessments, classSessions, intakes } from '../../db/schema';
import { seedAdmission, seedRegistration } from '../support/seed';
import { e2eDb, signIn } from './admin-support';

test.describe.configure({ timeout: 90_000 });

function batchOf(names: string[]) {
  const db = e2eDb();
  const now = Date.now();
  const intake = db
    .insert(intakes)
    .values({
      courseCode: 'DCA',
      centre: 'gandhinagar',
      courseMode: 'Offline',
      session: '2026-27',
      startsAt: new Date(now - 30 * 86_400_000),
      opensAt: new Date(now - 60 * 86_400_000),
      closesAt: new Date(now - 31 * 86_400_000),
      seats: 60,
    })
    .returning()
    .get();
  const students = names.map((name) =>
    seedAdmission(db, seedRegistration(db, { name, intakeId: intake.id, status: 'APPROVED' }), { status: 'APPROVED' }),
  );
  return { db, intake, students };
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('a teacher enters a test’s marks on a phone: a mark over the maximum refused, then one save with its id in view', async ({
  page,
}) => {
  const { db, intake, students } = batchOf(['Marks Anil', 'Marks Bela', 'Marks Chhaya', 'Marks Dinesh']);
  const assessment = db
    .insert(assessments)
    .values({ intakeId: intake.id, title: 'Unit test 1', heldOn: '2026-11-20', maxMarks: 50 })
    .returning()
    .get();
  await signIn(page);
  await page.goto(`/admin/marks/${assessment.id}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Unit test 1');
  const box = (i: number) => page.getByLabel(`Marks of ${students[i]!.name}`);
  await box(0).fill('46');
  await box(1).fill('51');
  await expect(page.getByText('Marks are whole numbers from 0 to 50.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save marks' })).toBeDisabled();
  await box(1).fill('30');
  await box(2).fill('12');
  // Dinesh was absent: his box stays empty.
  await page.getByRole('button', { name: 'Save marks' }).click();

  const sent = page.getByTestId('sent-save-id').first();
  await expect(sent).toBeVisible({ timeout: 20_000 });
  await expect(sent).toBeInViewport();
  const saves = db.all<{ id: number }>(sql`select id from batch_saves where kind = 'marks' and subject_id = ${assessment.id}`);
  expect(saves).toHaveLength(1);
  await expect(sent).toHaveText(`Save #${saves[0]!.id}`);
  const marks = db.all<{ admissionId: number; marks: number | null }>(
    sql`select admission_id as admissionId, marks from assessment_marks where assessment_id = ${assessment.id} order by admission_id`,
  );
  expect(marks).toEqual([
    { admissionId: students[0]!.id, marks: 46 },
    { admissionId: students[1]!.id, marks: 30 },
    { admissionId: students[2]!.id, marks: 12 },
    { admissionId: students[3]!.id, marks: null },
  ]);
  // The sheet reloaded from the server: the boxes hold what it keeps, with the course's grades (92% is O).
  await expect(box(0)).toHaveValue('46');
  await expect(page.getByText('O', { exact: true }).first()).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
});

test('a save kept on a phone without signal meets a later save by someone else: refused, shown with who and when, never overwriting', async ({
  page,
  browser,
}) => {
  const { db, intake, students } = batchOf(['Clash Asha', 'Clash Bhola', 'Clash Chandan']);
  const session = db
    .insert(classSessions)
    .values({ intakeId: intake.id, startsAt: new Date(Date.now() - 7_200_000), minutes: 60 })
    .returning()
    .get();

  await signIn(page);
  await page.goto(`/admin/attendance/${session.id}`);
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
  await page.getByTestId(`mark-${students[0]!.referenceId}`).click();
  await page.getByTestId('save-attendance').click();
  await expect(page.getByText('1 save waiting to be sent')).toBeVisible();

  // Meanwhile another member of staff, online on another phone, marks Bhola absent and saves.
  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const otherPage = await other.newPage();
    await signIn(otherPage);
    await otherPage.goto(`/admin/attendance/${session.id}`);
    await otherPage.waitForLoadState('networkidle');
    await otherPage.getByTestId(`mark-${students[1]!.referenceId}`).click();
    await otherPage.getByTestId('save-attendance').click();
    await expect(otherPage.getByTestId('sent-save-id').first()).toBeVisible({ timeout: 20_000 });
  } finally {
    await other.close();
  }
  const theirs = db.all<{ id: number }>(sql`select id from batch_saves where kind = 'attendance' and subject_id = ${session.id}`);
  expect(theirs).toHaveLength(1);

  await page.context().setOffline(false);
  const refused = page.getByTestId('refused-save');
  await expect(refused).toBeVisible({ timeout: 20_000 });
  await expect(refused).toContainText(`saved this class's attendance`);
  await expect(refused).toContainText(`(save #${theirs[0]!.id})`);
  await expect(refused).toBeInViewport();
  await expect(page.getByText('1 save waiting to be sent')).toHaveCount(0);
  // The server kept the other person's save only: Bhola absent, Asha present.
  const absent = db.all<{ admissionId: number }>(
    sql`select admission_id as admissionId from attendance_marks where session_id = ${session.id} and status = 'absent'`,
  );
  expect(absent).toEqual([{ admissionId: students[1]!.id }]);
  expect(db.all(sql`select id from batch_saves where kind = 'attendance' and subject_id = ${session.id}`)).toHaveLength(1);

  // The teacher discards this phone's version and sees the class as the server has it.
  await refused.getByRole('button', { name: /Discard this phone/ }).click();
  await expect(refused).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId(`mark-${students[1]!.referenceId}`)).toHaveText('Absent');
  await expect(page.getByTestId(`mark-${students[0]!.referenceId}`)).toHaveText('Present');
  expect(await scrollsSideways(page)).toBe(false);
});
