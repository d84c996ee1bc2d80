// Who may work on a batch (issue 54, decision 074): an Owner or a Centre head
// on every intake of their centres; anyone else (Faculty) only on the intakes
// they are assigned to teach, within their centres. Anything else answers like
// an unknown id (404), so nobody learns that it exists.
import { and, eq, isNull } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { assessments, classSessions, intakeFaculty, intakes } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import { inCentres, type StaffRights } from '../../../domain/staff';

export interface Worker extends StaffRights {
  userId: number;
}

export type IntakeRow = typeof intakes.$inferSelect;

/** Roles that work on every intake of their centres, assigned or not. */
const headRoles = ['owner', 'centre-head'] as const;

export const headsAllIntakes = (who: Pick<Worker, 'roles'>) =>
  who.roles.some((role) => (headRoles as readonly string[]).includes(role));

export function mayWorkOn(db: Handle, who: Worker, intake: Pick<IntakeRow, 'id' | 'centre'>): boolean {
  if (!inCentres(who.centres, intake.centre)) return false;
  if (headsAllIntakes(who)) return true;
  return !!db
    .select({ id: intakeFaculty.id })
    .from(intakeFaculty)
    .where(and(eq(intakeFaculty.intakeId, intake.id), eq(intakeFaculty.userId, who.userId), isNull(intakeFaculty.endedAt)))
    .get();
}

const unknownIntake = () => new AppError('NOT_FOUND', 'No intake with this id.');

/** The intake, if `who` may work on it; else 404. */
export function intakeForWork(db: Handle, who: Worker, intakeId: number): IntakeRow {
  const intake = db.select().from(intakes).where(eq(intakes.id, intakeId)).get();
  if (!intake || !mayWorkOn(db, who, intake)) throw unknownIntake();
  return intake;
}

export type SessionRow = typeof classSessions.$inferSelect;

/** A class session and its intake, if `who` may work on it; else 404. */
export function sessionForWork(db: Handle, who: Worker, sessionId: number): { session: SessionRow; intake: IntakeRow } {
  const session = db.select().from(classSessions).where(eq(classSessions.id, sessionId)).get();
  const intake = session ? db.select().from(intakes).where(eq(intakes.id, session.intakeId)).get() : undefined;
  if (!session || !intake || !mayWorkOn(db, who, intake)) throw new AppError('NOT_FOUND', 'No class session with this id.');
  return { session, intake };
}

export type AssessmentRow = typeof assessments.$inferSelect;

/** An assessment and its intake, if `who` may work on it; else 404. */
export function assessmentForWork(
  db: Handle,
  who: Worker,
  assessmentId: number,
): { assessment: AssessmentRow; intake: IntakeRow } {
  const assessment = db.select().from(assessments).where(eq(assessments.id, assessmentId)).get();
  const intake = assessment ? db.select().from(intakes).where(eq(intakes.id, assessment.intakeId)).get() : undefined;
  if (!assessment || !intake || !mayWorkOn(db, who, intake)) throw new AppError('NOT_FOUND', 'No assessment with this id.');
  return { assessment, intake };
}
