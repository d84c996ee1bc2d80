// Fee plans (issue 53, decision 073): staff save a plan as a new version; the
// newest for a course (or program), mode and batch is in force. Saving one
// opens the accounts of admitted students it now applies to.
import { and, desc, isNull } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { feePlans, intakes } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import type { FeePlanInput } from '../../../domain/money/fee-plan';
import { catalogueCourse } from '../content/offered';
import type { CourseMode, Program } from '../../../domain/vocabulary';
import { eq } from 'drizzle-orm';
import { bumpContentVersion } from '../site/content-version';
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
  // The admissions page's fee table is drawn from the plans: its cached copies renew.
  bumpContentVersion();
  return { plan, opened: openMissingAccounts(db) };
}

/** Every plan saved, newest first (older versions stay for the accounts opened from them). */
export const listPlans = (db: Handle) => db.select().from(feePlans).orderBy(desc(feePlans.id)).all();

/** The admissions page's fee table cells a plan sets: a program's course fee in a mode, in rupees. */
export type PlanFees = Partial<Record<CourseMode, Partial<Record<Program, number>>>>;

/**
 * The course fees of the newest plan for every course of a program in each
 * mode (not a course's or a batch's own plan): what the admissions page's fee
 * table shows. No such plan, no cell: the page keeps the spec's figure there.
 */
export function planFees(db: Handle): PlanFees {
  const fees: PlanFees = {};
  for (const plan of db
    .select({ program: feePlans.program, courseMode: feePlans.courseMode, totalPaise: feePlans.totalPaise })
    .from(feePlans)
    .where(and(isNull(feePlans.courseCode), isNull(feePlans.intakeId)))
    .orderBy(desc(feePlans.id))
    .all()) {
    const mode = (fees[plan.courseMode] ??= {});
    mode[plan.program] ??= plan.totalPaise / 100;
  }
  return fees;
}
