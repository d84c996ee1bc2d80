// The inputs of a batch's work (issue 54, decision 074): rosters and
// transfers, who teaches, the timetable and its sessions, attendance and
// marks as a phone saves them, assessments and each course's rule.
import { z } from 'zod';
import { courseCodeField } from './content';
import { attendanceStatuses } from '../batches';
import { languages } from '../vocabulary';
import { factorFields } from './admission';
import { textField } from './common';

export const batchMessages = {
  days: 'Choose at least one day of the week.',
  time: 'Enter the class time as HH:MM.',
  minutes: 'Enter the class length in minutes (1 to 720).',
  from: 'Enter the first day of the timetable.',
  to: 'Enter the last day of the timetable.',
  range: 'The timetable must end on or after its first day, within a year.',
  startsAt: 'Enter when the class starts (date and time).',
  cancelReason: 'Give the reason for cancelling this class.',
  transferRemark: 'Give the reason for the transfer.',
  title: 'Enter the name of the test.',
  heldOn: 'Enter the date of the test.',
  maxMarks: 'Enter the maximum marks (1 to 1000).',
  marks: 'Enter marks from 0 to the maximum, or leave empty for absent.',
  key: 'The save has no valid idempotency key.',
  percent: 'Enter a whole percent from 0 to 100.',
  course: 'Please choose a course.',
} as const;

const id = z.coerce.number().int().positive();

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), message);

const minutes = z.coerce
  .number({ error: batchMessages.minutes })
  .int(batchMessages.minutes)
  .min(1, batchMessages.minutes)
  .max(720, batchMessages.minutes);

export const intakeIdInput = z.object({ intakeId: id });
/** A batch's printable ID cards: the site's origin and the card's language for the QR code's link. */
export const idCardsInput = intakeIdInput.extend({
  siteUrl: z.url({ protocol: /^https?$/ }),
  language: z.enum(languages.values),
});
export const sessionIdInput = z.object({ sessionId: id });
export const assessmentIdInput = z.object({ assessmentId: id });

export const transferInput = z.object({ admissionId: id, toIntakeId: id, remark: textField(batchMessages.transferRemark, 300) });

export const facultyInput = z.object({ intakeId: id, userId: id });

/** Days: 1 Monday … 7 Sunday; the time is India time. */
export const timetableInput = z
  .object({
    intakeId: id,
    days: z.array(z.coerce.number().int().min(1).max(7), { error: batchMessages.days }).min(1, batchMessages.days).max(7),
    time: z
      .string({ error: batchMessages.time })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, batchMessages.time),
    minutes,
    from: isoDate(batchMessages.from),
    to: isoDate(batchMessages.to),
  })
  .refine((input) => input.from <= input.to && Date.parse(input.to) - Date.parse(input.from) <= 366 * 86_400_000, {
    message: batchMessages.range,
    path: ['to'],
  });
export type TimetableInput = z.output<typeof timetableInput>;

export const addSessionInput = z.object({
  intakeId: id,
  /** YYYY-MM-DDTHH:mm, India time. */
  startsAt: z
    .string({ error: batchMessages.startsAt })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, batchMessages.startsAt),
  minutes,
});

export const cancelSessionInput = z.object({ sessionId: id, reason: textField(batchMessages.cancelReason, 300) });

/** A client-made key (a UUID from the phone): the same save sent twice is applied once. */
const idempotencyKey = z
  .string({ error: batchMessages.key })
  .trim()
  .regex(/^[A-Za-z0-9-]{16,64}$/, batchMessages.key);
const baseVersion = z.coerce.number().int().min(0);
/** When the phone recorded it: an ISO moment, or now. */
const takenAt = z.iso.datetime({ offset: true }).optional();

export const saveAttendanceInput = z.object({
  sessionId: id,
  idempotencyKey,
  baseVersion,
  takenAt,
  marks: z
    .array(z.object({ admissionId: id, status: z.enum(attendanceStatuses) }))
    .min(1)
    .max(500),
});
export type SaveAttendanceInput = z.output<typeof saveAttendanceInput>;

export const assessmentInput = z.object({
  intakeId: id,
  title: textField(batchMessages.title, 80),
  heldOn: isoDate(batchMessages.heldOn),
  maxMarks: z.coerce
    .number({ error: batchMessages.maxMarks })
    .int(batchMessages.maxMarks)
    .min(1, batchMessages.maxMarks)
    .max(1000, batchMessages.maxMarks),
});
export type AssessmentInput = z.output<typeof assessmentInput>;

export const saveMarksInput = z.object({
  assessmentId: id,
  idempotencyKey,
  baseVersion,
  takenAt,
  marks: z
    .array(
      z.object({
        admissionId: id,
        marks: z.number({ error: batchMessages.marks }).int(batchMessages.marks).min(0, batchMessages.marks).nullable(),
      }),
    )
    .min(1)
    .max(500),
});
export type SaveMarksInput = z.output<typeof saveMarksInput>;

const percent = z.coerce
  .number({ error: batchMessages.percent })
  .int(batchMessages.percent)
  .min(0, batchMessages.percent)
  .max(100, batchMessages.percent);

export const courseRuleInput = z.object({
  courseCode: courseCodeField(batchMessages.course),
  minAttendancePercent: percent,
  minInternalPercent: percent,
});
export type CourseRuleInput = z.output<typeof courseRuleInput>;

/** The student's own record: the registration's reference id and the second factor (decision 067). */
export const studyRecordInput = z.object({
  referenceId: factorFields.referenceId,
  dob: factorFields.dob,
  mobileLastFour: factorFields.mobileLastFour,
});
