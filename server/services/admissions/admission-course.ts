// An admission with what its registration says of the course and centre: the
// one join every reader of an admitted student uses (certificates, receipts).
// The course, centre and mode are chosen on the application and not asked
// again at admission, so they are read from the registration.
import { eq } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { admissions, registrations } from '../../../db/schema';

export const admissionCourseColumns = {
  id: admissions.id,
  referenceId: admissions.referenceId,
  registrationReferenceId: registrations.referenceId,
  status: admissions.status,
  name: admissions.name,
  fatherName: admissions.fatherName,
  dob: admissions.dob,
  language: admissions.language,
  createdAt: admissions.createdAt,
  courseCode: registrations.courseCode,
  courseName: registrations.courseName,
  centre: registrations.centre,
};

/** Admissions joined to their registrations; the caller adds its where, order and limit. */
export function admissionsWithCourse(db: Handle) {
  return db
    .select(admissionCourseColumns)
    .from(admissions)
    .innerJoin(registrations, eq(registrations.id, admissions.registrationId));
}
