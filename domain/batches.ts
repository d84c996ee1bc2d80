// A batch at work (issue 54, decision 074): the words a class session's
// attendance and an assessment's marks are recorded in, and the rule that
// turns them into a student's standing. A leaf: the server, the admin pages
// and the phone's queue read the same lists and the same arithmetic.

/** A student's mark in one class session. Late counts as attended. */
export const attendanceStatuses = ['present', 'absent', 'late'] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

export const attendanceLabels: Record<AttendanceStatus, string> = { present: 'Present', absent: 'Absent', late: 'Late' };

/** What one save records: a session's attendance or an assessment's marks. */
export const batchSaveKinds = ['attendance', 'marks'] as const;
export type BatchSaveKind = (typeof batchSaveKinds)[number];

/** A course's eligibility rule: the least share of sessions attended and of internal marks, whole percent. */
export interface EligibilityRule {
  minAttendancePercent: number;
  minInternalPercent: number;
}

export type Standing = 'eligible' | 'below-attendance' | 'below-marks' | 'no-rule' | 'no-record';

/** A whole percent, rounded down: 79.9 % of attendance is not 80 %. */
export const sharePercent = (part: number, whole: number): number | null => (whole > 0 ? Math.floor((part * 100) / whole) : null);

/**
 * A student's standing against the course's rule. No rule: nothing is
 * required. No sessions taken yet: no record to judge. No marks yet while the
 * rule asks for some: below marks (a certificate must not rest on marks
 * nobody recorded).
 */
export function standingOf(
  rule: EligibilityRule | null,
  attendancePercent: number | null,
  internalPercent: number | null,
): Standing {
  if (!rule) return 'no-rule';
  if (attendancePercent === null) return 'no-record';
  if (attendancePercent < rule.minAttendancePercent) return 'below-attendance';
  if ((internalPercent ?? 0) < rule.minInternalPercent) return 'below-marks';
  return 'eligible';
}

export const standingLabels: Record<Standing, string> = {
  eligible: 'Eligible',
  'below-attendance': 'Below attendance',
  'below-marks': 'Below internal marks',
  'no-rule': 'No rule for this course',
  'no-record': 'No attendance yet',
};
