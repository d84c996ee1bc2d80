// Fee plans (issue 53, decision 073): staff save a plan as a new version; the
// newest for a course (or program), mode and batch is in force. Saving one
// opens the accounts of admitted students it now applies to.
import { desc } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { feePlans, intakes } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import type { FeePlanInput } from '../../../domain/money/fee-plan';
import { catalogueCourse } from '../content/offered';
import { eq } from 'drizzle-orm';
import { openMissingAccounts } from './accounts';

export function savePlan(db: Handle, input: FeePlanInput, userId: number) {
  const plan = db.transaction((tx) => {
    if (input.courseCode && catalogueCourse(tx, input.courseCode)?.program !== input.program) {
      throw new AppError('BAD_REQUEST', 'This course is not of this program.', {
        fieldErrors: { courseCode: ['This course is not of this program.'] },
      });
    }
    if (input.intakeId && !tx.select({ id: intakes.id }).from(intakes).where(eq(intakes.id, input.intakeId)).get()) {
      throw new AppError('BAD_REQUEST', 'No batch with this id.', { fieldErrors: { intakeId: ['No batch with this id.'] } });
    }
    const fixed = input.lines.reduce((sum, line) => sum + (line.amountPaise ?? 0), 0);
    if (fixed > input.totalRupees * 100) {
      throw new AppError('BAD_REQUEST', 'The instalments’ amounts are more than the course fee.', {
        fieldErrors: { lines: ['The instalments’ amounts are more than the course fee.'] },
      });
    }
    return tx
      .insert(feePlans)
      .values({
        program: input.program,
        courseCode: input.courseCode ?? null,
        courseMode: input.courseMode,
        intakeId: input.intakeId ?? null,
        totalPaise: input.totalRupees * 100,
        lines: input.lines,
        userId,
      })
      .returning()
      .get();
  });
  return { plan, opened: openMissingAccounts(db) };
}

/** Every plan saved, newest first (older versions stay for the accounts opened from them). */
export const listPlans = (db: Handle) => db.select().from(feePlans).orderBy(desc(feePlans.id)).all();
