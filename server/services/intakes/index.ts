// What the rest of the server uses of this group (decision 065): procedures,
// transports and scripts import from here, never from a file inside.
export { applicationChoices, carryOverIntakes, intakesOutOfSession, listIntakes, publicIntakes, saveIntake } from './intakes';
export { claimOffer, offerNextSeat, passLapsedOffers, waitlistOf } from './waitlist';
export {
  intakesForWork,
  rosterOf,
  teachersFor,
  transferStudent,
  assignFaculty,
  unassignFaculty,
  intakeOfAdmission,
} from './roster';
export { addSession, applyTimetable, attendanceSheet, cancelSession, saveAttendance, sessionsOf } from './attendance';
export { assessmentsOf, createAssessment, marksSheet, saveMarks } from './assessments';
export { courseRulesInForce, recordsOf, ruleOf, setCourseRule } from './eligibility';
export { attendanceWarnings, emailAttendanceWarnings, whatsappAttendanceWarning } from './attendance-warnings';
export { studentStudyRecord, type StudyRecord, type StudyRecordTest } from './student-record';
export { idCardsOf, prepareCards } from './id-cards';
export { checkStudentCard, type CardCheck } from './student-cards';
