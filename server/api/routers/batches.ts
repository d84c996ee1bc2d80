// A batch at work (issue 54, decision 074): rosters and transfers, who
// teaches, class sessions and attendance, internal assessments and marks,
// each course's eligibility rule. Every procedure works only on intakes the
// person may work on (an Owner or Centre head: their centres; Faculty: the
// intakes they teach); any other answers like an unknown id.
import {
  addSessionInput,
  assessmentIdInput,
  assessmentInput,
  cancelSessionInput,
  courseRuleInput,
  facultyInput,
  idCardsInput,
  intakeIdInput,
  saveAttendanceInput,
  saveMarksInput,
  sessionIdInput,
  studyRecordInput,
  timetableInput,
  transferInput,
} from '../../../domain/schemas/batch';
import { cardCheckPath } from '../../../domain/schemas/certificate-paths';
import { verifyByCodeInput } from '../../../domain/schemas/certificate';
import { pathInLanguage } from '../../../domain/language-paths';
import {
  addSession,
  applyTimetable,
  assessmentsOf,
  assignFaculty,
  attendanceSheet,
  checkStudentCard,
  attendanceWarnings,
  emailAttendanceWarnings,
  idCardsOf,
  prepareCards,
  whatsappAttendanceWarning,
  cancelSession,
  courseRulesInForce,
  createAssessment,
  intakesForWork,
  marksSheet,
  rosterOf,
  saveAttendance,
  saveMarks,
  sessionsOf,
  setCourseRule,
  studentStudyRecord,
  teachersFor,
  transferStudent,
  unassignFaculty,
} from '../../services/intakes';
import { qrSvg } from '../../services/money';
import { adminProcedure, lookupProcedure, router } from '../trpc';

export const batchesRouter = router({
  /**
   * The admitted student's own record, after the second factor (a mutation:
   * a wrong factor is counted): batch, attendance share, marks per test with
   * grades, standing against the course's rule.
   */
  studentRecord: lookupProcedure.input(studyRecordInput).mutation(({ ctx, input }) => studentStudyRecord(ctx.db, input, ctx.ip)),
  /** The intakes the person may work on, newest start first. */
  mine: adminProcedure('attendance.take').query(({ ctx }) => intakesForWork(ctx.db, ctx.admin)),
  /** The roster: each student's attendance share, internal marks and standing against the course's rule; who teaches; transfers. */
  roster: adminProcedure('attendance.take')
    .input(intakeIdInput)
    .query(({ ctx, input }) => rosterOf(ctx.db, ctx.admin, input.intakeId)),
  /**
   * The roster's printable ID cards: photo, course, batch, valid until the
   * batch's last day, and a QR code (SVG) opening the card check in the card's language.
   */
  idCards: adminProcedure('intakes.manage')
    .input(idCardsInput)
    .query(async ({ ctx, input }) => {
      const sheet = idCardsOf(ctx.db, ctx.admin, input.intakeId);
      const origin = new URL(input.siteUrl).origin;
      const cards = await Promise.all(
        sheet.cards.map(async (card) => {
          if (!card.cardCode) return { ...card, checkUrl: null, qrSvg: null };
          const url = `${origin}${pathInLanguage(input.language, `${cardCheckPath}/${card.cardCode}`)}`;
          return { ...card, checkUrl: url, qrSvg: await qrSvg(url) };
        }),
      );
      return { ...sheet, cards };
    }),
  /** Before printing: makes the QR code of every card of the roster that has none (reading the cards writes nothing). */
  prepareCards: adminProcedure('intakes.manage')
    .input(intakeIdInput)
    .mutation(({ ctx, input }) => prepareCards(ctx.db, ctx.admin, input.intakeId)),
  /** The public check a card's QR code opens: enrolled or not, and the minimum (name, course, batch, valid until). */
  checkCard: lookupProcedure.input(verifyByCodeInput).query(({ ctx, input }) => checkStudentCard(ctx.db, input.code)),
  /** Moves an approved admission to another intake of its course, with a remark: recorded, never rewritten. */
  transfer: adminProcedure('intakes.manage')
    .input(transferInput)
    .mutation(({ ctx, input }) => transferStudent(ctx.db, ctx.admin, input)),
  /** Staff who may be named to teach the intake: Faculty of its centre. */
  teachers: adminProcedure('intakes.manage')
    .input(intakeIdInput)
    .query(({ ctx, input }) => teachersFor(ctx.db, ctx.admin, input.intakeId)),
  assignFaculty: adminProcedure('intakes.manage')
    .input(facultyInput)
    .mutation(({ ctx, input }) => assignFaculty(ctx.db, ctx.admin, input)),
  unassignFaculty: adminProcedure('intakes.manage')
    .input(facultyInput)
    .mutation(({ ctx, input }) => unassignFaculty(ctx.db, ctx.admin, input)),
  /** The intake's class sessions in time order. */
  sessions: adminProcedure('attendance.take')
    .input(intakeIdInput)
    .query(({ ctx, input }) => sessionsOf(ctx.db, ctx.admin, input.intakeId)),
  /** Makes the sessions of a timetable (days, time, length, from, to): { added, skipped }. */
  applyTimetable: adminProcedure('intakes.manage')
    .input(timetableInput)
    .mutation(({ ctx, input }) => applyTimetable(ctx.db, ctx.admin, input)),
  addSession: adminProcedure('attendance.take')
    .input(addSessionInput)
    .mutation(({ ctx, input }) => addSession(ctx.db, ctx.admin, input)),
  cancelSession: adminProcedure('attendance.take')
    .input(cancelSessionInput)
    .mutation(({ ctx, input }) => cancelSession(ctx.db, ctx.admin, input)),
  /** A session's sheet: roster, marks, their history, and the version a save names. */
  attendance: adminProcedure('attendance.take')
    .input(sessionIdInput)
    .query(({ ctx, input }) => attendanceSheet(ctx.db, ctx.admin, input.sessionId)),
  /** One save of a session's attendance: exactly once per key, refused on an older version. { saveId, version, written, replayed } */
  saveAttendance: adminProcedure('attendance.take')
    .input(saveAttendanceInput)
    .mutation(({ ctx, input }) => saveAttendance(ctx.db, ctx.admin, input)),
  assessments: adminProcedure('marks.enter')
    .input(intakeIdInput)
    .query(({ ctx, input }) => assessmentsOf(ctx.db, ctx.admin, input.intakeId)),
  createAssessment: adminProcedure('marks.enter')
    .input(assessmentInput)
    .mutation(({ ctx, input }) => createAssessment(ctx.db, ctx.admin, input)),
  marks: adminProcedure('marks.enter')
    .input(assessmentIdInput)
    .query(({ ctx, input }) => marksSheet(ctx.db, ctx.admin, input.assessmentId)),
  saveMarks: adminProcedure('marks.enter')
    .input(saveMarksInput)
    .mutation(({ ctx, input }) => saveMarks(ctx.db, ctx.admin, input)),
  /** Students below the course's attendance share, each with the message in their language and its WhatsApp link. */
  warnings: adminProcedure('attendance.take')
    .input(intakeIdInput)
    .query(({ ctx, input }) => attendanceWarnings(ctx.db, ctx.admin, input.intakeId)),
  /** Queues the warning email to every student listed (email on): { queued, listed }. */
  emailWarnings: adminProcedure('attendance.take')
    .input(intakeIdInput)
    .mutation(({ ctx, input }) => emailAttendanceWarnings(ctx.db, ctx.admin, input.intakeId, !!ctx.email)),
  /** Records one student's warning as handed to WhatsApp: { url, text }. */
  whatsappWarning: adminProcedure('attendance.take')
    .input(transferInput.pick({ admissionId: true }).extend(intakeIdInput.shape))
    .mutation(({ ctx, input }) => whatsappAttendanceWarning(ctx.db, ctx.admin, input.intakeId, input.admissionId)),
  /** Every course's eligibility rule in force. */
  rules: adminProcedure('attendance.take').query(({ ctx }) => courseRulesInForce(ctx.db)),
  /** Keeps a course's rule (every centre's): a new row, the latest in force. */
  setRule: adminProcedure('settings.manage')
    .input(courseRuleInput)
    .mutation(({ ctx, input }) => setCourseRule(ctx.db, input, ctx.admin.userId)),
});
