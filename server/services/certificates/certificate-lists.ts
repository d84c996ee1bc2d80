// What staff read of results and certificates: the list (with each
// certificate's verification counts and whether it is being probed,
// decision 067), one student's results and certificates beside their study
// record (issue 54), and what the printed certificate says.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { admissions, certificates, courseResults, registrations, users } from '../../../db/schema';
import { catalogueCourse } from '../content/offered';
import { AppError } from '../../../domain/problem';
import type { CentreScope } from '../../../domain/staff';
import { clearFactorFailures } from '../admissions/factor-guard';
import { ruleOf } from '../intakes/eligibility';
import { admissionOf, indiaDate, recordOfStudent } from './certificates';

const verificationCount = (matched: boolean) =>
  // Written out: inside a subquery Drizzle names a column without its table, which would bind to the inner one.
  sql<number>`(select count(*) from certificate_verifications v where v.certificate_id = certificates.id and v.matched = ${matched ? 1 : 0})`;

/** Failed verifications within `probeWindowMs` that flag a certificate as being probed (decision 067). */
export const probeThreshold = 5;
export const probeWindowMs = 7 * 24 * 60 * 60 * 1000;

const recentFailures = () =>
  sql<number>`(select count(*) from certificate_verifications v where v.certificate_id = certificates.id and v.matched = 0 and v.created_at > ${Date.now() - probeWindowMs})`;

/** What a certificate states, as staff's list and the print both read it. */
const certificateFacts = {
  courseCode: certificates.courseCode,
  centre: certificates.centre,
  marks: certificates.marks,
  grade: certificates.grade,
  completionDate: certificates.completionDate,
  courseStartsOn: certificates.courseStartsOn,
  courseEndsOn: certificates.courseEndsOn,
  issuedAt: certificates.issuedAt,
  revokedAt: certificates.revokedAt,
};

/** Built per query: the probe window and the lock are measured from now. */
const certificateColumns = () => ({
  id: certificates.id,
  number: certificates.number,
  admissionId: certificates.admissionId,
  name: certificates.name,
  ...certificateFacts,
  // What it was issued on (issue 54): staff's screens only, never the printed page.
  attendancePercent: certificates.attendancePercent,
  internalPercent: certificates.internalPercent,
  eligibilityOverride: certificates.eligibilityOverride,
  revokeReason: certificates.revokeReason,
  /** How many times the verify page showed this certificate. */
  verifications: verificationCount(true),
  /** How many times its number was tried with a wrong date of birth. */
  failedVerifications: verificationCount(false),
  /** Wrong dates of birth in the last 7 days: `probeThreshold` or more flags it in staff's list. */
  recentFailedVerifications: recentFailures(),
  /** Until when the verify form refuses its number (wrong dates of birth, factor-guard.ts); null: open. */
  verifyLockedUntil: sql<
    number | null
  >`(select f.locked_until from factor_locks f where f.scope = 'certificate' and f.subject = upper(certificates.number) and f.locked_until > ${Date.now()})`,
});

export const certificatesPageSize = 50;

/** Staff's list: certificates newest first, and the admitted students who have none in force yet. */
export function certificatesOverview(db: Handle, page: number, scope: CentreScope = 'all') {
  const centres = scope === 'all' ? null : [...scope];
  const rows = db
    .select(certificateColumns())
    .from(certificates)
    .where(centres ? inArray(certificates.centre, centres) : undefined)
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(certificatesPageSize + 1)
    .offset(page * certificatesPageSize)
    .all();
  const awaiting = db
    .select({
      admissionId: admissions.id,
      referenceId: admissions.referenceId,
      name: admissions.name,
      courseCode: registrations.courseCode,
      centre: registrations.centre,
      grade: sql<
        string | null
      >`(select r.grade from course_results r where r.admission_id = admissions.id order by r.id desc limit 1)`,
    })
    .from(admissions)
    .innerJoin(registrations, eq(registrations.id, admissions.registrationId))
    .where(
      and(
        eq(admissions.status, 'APPROVED'),
        centres ? inArray(registrations.centre, centres) : undefined,
        sql`not exists (select 1 from certificates c where c.admission_id = admissions.id and c.revoked_at is null)`,
      ),
    )
    .orderBy(desc(admissions.id))
    .limit(200)
    .all();
  // Probed anywhere, not only on this page: staff are told on the first page.
  const probed = db
    .select({ id: certificates.id, number: certificates.number, name: certificates.name, failures: recentFailures() })
    .from(certificates)
    .where(sql`${recentFailures()} >= ${probeThreshold}`)
    .orderBy(desc(certificates.id))
    .limit(50)
    .all();
  return {
    certificates: rows.slice(0, certificatesPageSize).map(withProbe),
    hasOlder: rows.length > certificatesPageSize,
    page,
    awaiting,
    probed,
  };
}

function withProbe<T extends { recentFailedVerifications: number; verifyLockedUntil: number | null }>(row: T) {
  return {
    ...row,
    probed: row.recentFailedVerifications >= probeThreshold,
    verifyLockedUntil: row.verifyLockedUntil === null ? null : new Date(row.verifyLockedUntil).toISOString(),
  };
}

/** Staff lift the verify form's delay on a certificate's number (its count starts again). */
export function liftVerifyLock(db: Handle, id: number) {
  const row = db.select({ number: certificates.number }).from(certificates).where(eq(certificates.id, id)).get();
  if (!row) throw new AppError('NOT_FOUND', 'No certificate with this id.');
  clearFactorFailures(db, 'certificate', row.number);
  return { id, number: row.number };
}

/** The admission with this reference id (ADM-...), for staff's "open" box; null if none. */
export function admissionIdByReference(db: Handle, referenceId: string, scope: CentreScope = 'all'): number | null {
  const row = db
    .select({ id: admissions.id })
    .from(admissions)
    .innerJoin(registrations, eq(registrations.id, admissions.registrationId))
    .where(
      and(
        eq(admissions.referenceId, referenceId.trim().toUpperCase()),
        scope === 'all' ? undefined : inArray(registrations.centre, [...scope]),
      ),
    )
    .get();
  return row?.id ?? null;
}

/** One admitted student: the admission, every result recorded and every certificate, newest first. */
export function studentCertificates(db: Handle, admissionId: number) {
  const admission = admissionOf(db, admissionId);
  const course = catalogueCourse(db, admission.courseCode);
  const results = db
    .select({
      id: courseResults.id,
      marks: courseResults.marks,
      grade: courseResults.grade,
      completionDate: courseResults.completionDate,
      createdAt: courseResults.createdAt,
      by: users.email,
    })
    .from(courseResults)
    .leftJoin(users, eq(users.id, courseResults.userId))
    .where(eq(courseResults.admissionId, admissionId))
    .orderBy(desc(courseResults.id))
    .all();
  const issued = db
    .select(certificateColumns())
    .from(certificates)
    .where(eq(certificates.admissionId, admissionId))
    .orderBy(desc(certificates.id))
    .all()
    .map(withProbe);
  return {
    admission,
    grading: course?.grading ?? null,
    results,
    certificates: issued,
    // What the issue rests on (issue 54): attendance, internal marks, the standing and the rule.
    record: recordOfStudent(db, admissionId, admission.courseCode),
    rule: ruleOf(db, admission.courseCode),
  };
}

/** What the printed certificate says, and its verification code for the QR code's link. */
export function printableCertificate(db: Handle, id: number) {
  const row = db
    .select({
      id: certificates.id,
      number: certificates.number,
      verificationCode: certificates.verificationCode,
      name: certificates.name,
      nameLatin: certificates.nameLatin,
      fatherName: certificates.fatherName,
      ...certificateFacts,
      admittedAt: admissions.createdAt,
    })
    .from(certificates)
    .innerJoin(admissions, eq(admissions.id, certificates.admissionId))
    .where(eq(certificates.id, id))
    .get();
  if (!row) throw new AppError('NOT_FOUND', 'No certificate with this id.');
  const course = catalogueCourse(db, row.courseCode);
  return {
    ...row,
    issuedOn: indiaDate(row.issuedAt),
    admittedOn: indiaDate(row.admittedAt),
    grading: course?.grading ?? null,
    course: course ? { id: course.courseId, en: course.name, hi: course.nameHi } : null,
  };
}
