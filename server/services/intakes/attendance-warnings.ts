// Students below the course's attendance share (issue 54): listed on the
// batch page with the message each gets, in the language they applied in;
// staff queue it as an email through the outbox (email on) or hand it to
// their own WhatsApp, and both are recorded as messages of the admission.
import type { Handle } from '../../../db/client';
import { outbox } from '../../../db/schema';
import { catalogueCourse } from '../content/offered';
import { whatsappHref } from '../../../domain/catalogue/site';
import { AppError } from '../../../domain/problem';
import type { Language } from '../../../domain/vocabulary';
import { intakeForWork, type Worker } from './batch-access';
import { recordsOf, ruleOf } from './eligibility';
import { rosterRows } from './roster';

interface Warning {
  name: string;
  course: string;
  share: number;
  min: number;
}

/** The message, in the student's language. Hindi by the glossary (docs/glossary.md): कोर्स, ज़रूरी. */
const texts: Record<Language, (w: Warning) => { subject: string; body: string }> = {
  en: (w) => ({
    subject: `Your attendance in ${w.course}`,
    body:
      `Hello ${w.name},\n\nYour attendance in the ${w.course} classes is ${w.share}% so far. ` +
      `The course asks for at least ${w.min}% to sit the final exam. ` +
      'Please come to every class; if something keeps you away, talk to your centre.',
  }),
  hi: (w) => ({
    subject: `${w.course} की कक्षा में आपकी उपस्थिति`,
    body:
      `नमस्ते ${w.name},\n\n${w.course} की कक्षाओं में अभी तक आपकी उपस्थिति ${w.share}% है। ` +
      `अंतिम परीक्षा में बैठने के लिए कम से कम ${w.min}% उपस्थिति ज़रूरी है। ` +
      'कृपया हर कक्षा में आएँ। कोई परेशानी हो तो अपने सेंटर से बात करें।',
  }),
};

/** The students of an intake below the attendance share of the course's rule, with their message. */
export function attendanceWarnings(db: Handle, who: Worker, intakeId: number) {
  const intake = intakeForWork(db, who, intakeId);
  const rule = ruleOf(db, intake.courseCode);
  if (!rule) return { rule: null, students: [] };
  const roster = rosterRows(db, intake.id);
  const records = recordsOf(
    db,
    roster.map((student) => student.admissionId),
    intake.courseCode,
  );
  const course = catalogueCourse(db, intake.courseCode);
  const students = roster.flatMap((student) => {
    const share = records.get(student.admissionId)?.attendancePercent ?? null;
    if (share === null || share >= rule.minAttendancePercent) return [];
    const courseName = student.language === 'hi' ? intake.courseCode : (course?.name ?? intake.courseCode);
    const text = texts[student.language]({ name: student.name, course: courseName, share, min: rule.minAttendancePercent });
    return [{ ...student, attendancePercent: share, ...text, whatsappUrl: whatsappHref(student.mobile, text.body) }];
  });
  return { rule, students };
}

/** Queues the email to every student listed (email on); returns how many were queued. */
export function emailAttendanceWarnings(db: Handle, who: Worker, intakeId: number, emailOn: boolean) {
  // The intake is checked first: another centre's answers as an unknown one, whatever the email setting.
  intakeForWork(db, who, intakeId);
  if (!emailOn) throw new AppError('CONFLICT', 'Email is off on this site: send the messages on WhatsApp instead.');
  return db.transaction((tx) => {
    const { students } = attendanceWarnings(tx, who, intakeId);
    const now = new Date();
    const withEmail = students.filter((student) => student.email.includes('@'));
    if (withEmail.length > 0)
      tx.insert(outbox)
        .values(
          withEmail.map((student) => ({
            channel: 'email' as const,
            recordType: 'admission' as const,
            recordId: student.admissionId,
            recipient: student.email.trim(),
            subject: student.subject,
            body: student.body,
            state: 'queued' as const,
            attempts: 0,
            nextAttemptAt: now,
            userId: who.userId,
            createdAt: now,
          })),
        )
        .run();
    return { queued: withEmail.length, listed: students.length };
  });
}

/** Staff hand one student's message to their WhatsApp: recorded (who, when, what), the link returned. */
export function whatsappAttendanceWarning(db: Handle, who: Worker, intakeId: number, admissionId: number) {
  const student = attendanceWarnings(db, who, intakeId).students.find((row) => row.admissionId === admissionId);
  if (!student) throw new AppError('NOT_FOUND', 'This student is not below the attendance share of this batch.');
  const now = new Date();
  db.insert(outbox)
    .values({
      channel: 'whatsapp',
      recordType: 'admission',
      recordId: admissionId,
      recipient: `+91${student.mobile.replace(/\D/g, '').slice(-10)}`,
      subject: student.subject,
      body: student.body,
      state: 'sent',
      attempts: 1,
      userId: who.userId,
      createdAt: now,
      sentAt: now,
    })
    .run();
  return { url: student.whatsappUrl, text: student.body };
}
