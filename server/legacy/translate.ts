// The old client's words to the procedures' words: course, centre, gender and
// program names as the old form wrote them, its field names, and its dates.
// Nothing here decides whether an application is acceptable: unmatched values
// are either refused as unknown (course, centre) or passed on for the
// procedure to judge.
import { courses } from '../../domain/catalogue/courses';
import type { Course } from '../../domain/catalogue/types';
import { centreDetails } from '../../domain/catalogue/site';
import type { RegistrationInput } from '../../domain/schemas/registration';
import { courseModes, genders, programs } from '../../domain/vocabulary';
import { AppError, type FieldErrors } from '../../domain/problem';
import { problemOf } from '../api/problem-of';
import type { LegacyApplicationFields } from './schemas';

/** Lower case, letters and digits only: "Diploma in Computer-Applications!" -> "diplomaincomputerapplications". */
const squash = (value: string) =>
  value
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

/** The short code of a course as people write it: DCA, or DH&TM for DHTM (the catalogue's course ID). */
const codesOf = (course: Course) => [course.code, course.courseId.split('/')[0]!.replace(/&/g, '')];

/**
 * A course named by a code it contains ("Diploma in Computer Applications
 * (DCA)", "DCA", "DH&TM/Q1001") or else by its name, ignoring case and
 * punctuation. Null when nothing matches.
 */
export function courseFromLegacy(value: string): Course | null {
  const byName = courses.find((course) => squash(course.name) === squash(value));
  if (byName) return byName;
  const tokens = value
    .toUpperCase()
    .replace(/&/g, '')
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  // The last code wins: "Diploma in Computer Applications (DCA)" names DCA in its bracket.
  for (const token of tokens.reverse()) {
    const course = courses.find((candidate) => codesOf(candidate).includes(token));
    if (course) return course;
  }
  return null;
}

/** A centre by its place name anywhere in the value: "Belwa", "BELWA branch", "Gandhinagar (HQ)". */
export function centreFromLegacy(value: string) {
  const words = value.toLowerCase().split(/[^a-z]+/);
  return centreDetails.find((centre) => words.includes(centre.place.toLowerCase())) ?? null;
}

/** A value of a closed list, matched on its value or its English label, ignoring case, spaces and dashes. */
function closedValueFromLegacy(list: { values: readonly string[]; labels: Record<string, string> }, value: string) {
  const wanted = squash(value);
  return list.values.find((candidate) => squash(candidate) === wanted || squash(list.labels[candidate]!) === wanted);
}

export const genderFromLegacy = (value: string): string => closedValueFromLegacy(genders, value) ?? value;

/** Online or Offline, any case. */
export const modeFromLegacy = (value: string): string => closedValueFromLegacy(courseModes, value) ?? value;

/** program (diploma, advance-diploma) or programType (Diploma, Advance Diploma, Advanced Diploma). */
export function programFromLegacy(value: string): string {
  // The old client also wrote "Advanced Diploma".
  return closedValueFromLegacy(programs, value.replace(/advanced/i, 'advance')) ?? value;
}

/**
 * A date of birth as YYYY-MM-DD. The old client may send an ISO date-time
 * made from a date picked in India (midnight there is 18:30 UTC the day
 * before), so a date-time with a zone is read as the day in India.
 */
export function dateFromLegacy(value: string): string {
  const trimmed = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const match = /^(\d{4}-\d{2}-\d{2})T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.exec(trimmed);
  if (!match) return trimmed;
  if (!match[2]) return match[1]!;
  const instant = Date.parse(trimmed);
  if (Number.isNaN(instant)) return trimmed;
  return new Date(instant + 330 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * POST /api/admissionForm/submit's fields as admissions.submit reads them:
 * formId, else admissionReferenceId; `dob` or `mobile` as the second factor
 * (decision 067): the date as an application's is read, or the mobile
 * number's last four digits. The other personal fields and the fee are not
 * passed on: the procedure copies them from the registration and settings.
 */
export function admissionFromLegacy(fields: Partial<Record<string, string>>) {
  const mobileDigits = (fields.mobile ?? '').replace(/\D/g, '');
  return {
    referenceId: fields.formId?.trim() || fields.admissionReferenceId?.trim() || '',
    utr: fields.transectionId ?? '',
    dob: fields.dob ? dateFromLegacy(fields.dob) : '',
    mobileLastFour: mobileDigits.length >= 4 ? mobileDigits.slice(-4) : '',
  };
}

/** The procedures' field names as the old client knows them, for error messages. */
const legacyFieldOf: Record<string, string> = {
  courseCode: 'programCourse',
  centre: 'Center',
  mobile: 'mobile1',
  address: 'addressCorrespondence',
  utr: 'transectionId',
  program: 'programType',
  referenceId: 'formId',
};

export function legacyFieldErrors(errors: FieldErrors | undefined): FieldErrors | undefined {
  if (!errors) return errors;
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [legacyFieldOf[field] ?? field, messages]));
}

/** Rewrites a refusal's field names to the old client's; the error is rethrown. */
export function inLegacyWords(error: unknown): unknown {
  const problem = problemOf(error);
  if (problem.code === 'INTERNAL_SERVER_ERROR' || Object.keys(problem.fieldErrors).length === 0) return error;
  return new AppError(problem.code, problem.message, {
    fieldErrors: legacyFieldErrors(problem.fieldErrors),
    ...(problem.retryAfterSeconds ? { retryAfterSeconds: problem.retryAfterSeconds } : {}),
  });
}

const isFalse = (value: string | undefined) => value !== undefined && /^(false|off|no|0|)$/i.test(value.trim());
const isTrue = (value: string | undefined) => value !== undefined && /^(true|on|yes|1)$/i.test(value.trim());

/**
 * The old application form as registrations.submit's input. An unknown
 * course or centre is refused here, naming the old field, because the
 * procedure never sees the words the client wrote.
 */
export function registrationFromLegacy(fields: LegacyApplicationFields): RegistrationInput {
  const unknown: FieldErrors = {};
  const course = fields.programCourse?.trim() ? courseFromLegacy(fields.programCourse) : null;
  if (fields.programCourse?.trim() && !course) {
    unknown.programCourse = [`Unknown programCourse "${fields.programCourse}". Send a course code such as DCA.`];
  }
  const centre = fields.Center?.trim() ? centreFromLegacy(fields.Center) : null;
  if (fields.Center?.trim() && !centre) {
    unknown.Center = [`Unknown Center "${fields.Center}". Send Gandhinagar, Belwa or Azamnagar.`];
  }
  if (Object.keys(unknown).length > 0) {
    throw new AppError('BAD_REQUEST', Object.values(unknown).flat().join(' '), { fieldErrors: unknown });
  }
  const programWords = fields.program?.trim() || fields.programType?.trim() || '';
  return {
    // With no program at all, the course names it (each course is in one program).
    program: (programWords ? programFromLegacy(programWords) : (course?.level ?? '')) as RegistrationInput['program'],
    courseCode: course?.code ?? '',
    centre: (centre?.id ?? '') as RegistrationInput['centre'],
    courseMode: modeFromLegacy(fields.courseMode ?? '') as RegistrationInput['courseMode'],
    name: fields.name ?? '',
    fatherName: fields.fatherName ?? '',
    dob: dateFromLegacy(fields.dob ?? ''),
    gender: genderFromLegacy(fields.gender ?? '') as RegistrationInput['gender'],
    mobile: fields.mobile1 ?? '',
    email: fields.email ?? '',
    address: fields.addressCorrespondence ?? '',
    guardianName: fields.guardianName ?? '',
    guardianConsent: isTrue(fields.guardianConsent),
    // The old form had no consent box: see "Consent" in docs/legacy-api.md.
    consent: !isFalse(fields.consent),
    utr: fields.transectionId ?? '',
  };
}
