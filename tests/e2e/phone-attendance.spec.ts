// Attendance on a phone without signal (issue 54, decision 074), at 360 px: a
// teacher opens a class of 40, the network is cut, taps the absentees and a
// latecomer, saves (the save waits on the phone, said on screen), the network
// returns, and the save is sent by itself: the server then holds exactly one
// mark per student, from one save, and the page shows its id. The latecomer
// then looks up their own record in Hindi and sees the attendance share.
import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { classSessions, intakes } from '../../db/schema';
import { seedAdmission, seedRegistration } from '../support/seed';
import { e2eDb, signIn } from './admin-support';

test.describe.configure({ timeout: 90_000 });

test('a teacher takes attendance for a batch of 40 with the network cut, and the server keeps one mark per student', async ({
  page,
}) => {
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
  const registrations: ReturnType<typeof seedRegistration>[] = [];
  const students = Array.from({ length: 40 }, (_, i) => {
    const registration = seedRegistration(db, {
      name: `Student ${String(i + 1).padStart(2, '0')}`,
      intakeId: intake.id,
      status: 'APPROVED',
    });
    registrations.push(registration);
    return seedAdmission(db, registration, { status: 'APPROVED' });
  });
  const session = db
    .insert(classSessions)
    .values({ intakeId: intake.id, startsAt: new Date(now - 3_600_000), minutes: 60 })
    .returning()
    .get();

  await signIn(page);
  await page.goto(`/admin/attendance/${session.id}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('attendance-counts')).toContainText('40 present');

  await page.context().setOffline(true);
  const absent = [students[2]!, students[17]!, students[33]!];
  const late = students[5]!;
  for (const student of absent) await page.getByTestId(`mark-${student.referenceId}`).click();
  await page.getByTestId(`mark-${late.referenceId}`).click();
  await page.getByTestId(`mark-${late.referenceId}`).click();
  await expect(page.getByTestId('attendance-counts')).toContainText('36 present');
  await page.getByTestId('save-attendance').click();
  await expect(page.getByText('1 save waiting to be sent')).toBeVisible();
  const marksOf = () =>
    db.all<{ admissionId: number; status: string }>(
      sql`select admission_id as admissionId, status from attendance_marks where session_id = ${session.id}`,
    );
  expect(marksOf()).toHaveLength(0);

  await page.context().setOffline(false);
  await expect(page.getByTestId('sent-save-id').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('1 save waiting to be sent')).toHaveCount(0);
  const saved = await page.getByTestId('sent-save-id').first().textContent();

  const marks = marksOf();
  expect(marks).toHaveLength(40);
  expect(new Set(marks.map((m) => m.admissionId)).size).toBe(40);
  expect(
    marks
      .filter((m) => m.status === 'absent')
      .map((m) => m.admissionId)
      .sort(),
  ).toEqual(absent.map((s) => s.id).sort());
  expect(marks.filter((m) => m.status === 'late').map((m) => m.admissionId)).toEqual([late.id]);
  const saves = db.all<{ id: number }>(sql`select id from batch_saves where kind = 'attendance' and subject_id = ${session.id}`);
  expect(saves).toHaveLength(1);
  expect(saved).toBe(`Save #${saves[0]!.id}`);
  // The page reloaded its sheet from the server: the taps are what the server holds.
  await expect(page.getByTestId(`mark-${late.referenceId}`)).toHaveText('Late');

  // The latecomer's own look-up in Hindi, at the same 360 px: after the second
  // factor, the share of classes attended (late counts as attended), in view.
  const latecomer = registrations[5]!;
  await page.goto('/hi/admission-form');
  await page.getByLabel('पंजीकरण रेफ़रेंस ID').fill(latecomer.referenceId);
  await page.getByRole('button', { name: 'स्थिति देखें' }).click();
  const record = page.getByTestId('study-record');
  await record.getByLabel('मोबाइल नंबर के आख़िरी चार अंक').fill(latecomer.mobile.slice(-4));
  await record.getByRole('button', { name: 'मेरी उपस्थिति और अंक दिखाएँ' }).click();
  const share = record.getByTestId('record-attendance');
  await expect(share).toContainText('1 में से 1 कक्षाओं में उपस्थित (100%)।');
  await expect(share).toContainText('1 बार देर से आए');
  await expect(share).toBeInViewport();
  await expect(record).not.toContainText(students[4]!.name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
