// The message an applicant gets after a decision or a resolved enquiry,
// written once for every channel: the decision, the reference id, the remark
// and the next step with the /admission-form link.
import { and, desc, eq } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { admissions, enquiries, outbox, registrations, users } from '../../../db/schema';
import { whatsappHref } from '../../../domain/catalogue/site';
import { pathInLanguage } from '../../../domain/language-paths';
import { type RecordType } from '../../../domain/vocabulary';
import { AppError } from '../../../domain/problem';
import { noticeTexts, type NoticeTexts } from './applicant-notice-texts';
import { receiptsOf } from '../money/receipts';
import { getSettings } from '../site/settings';
import { currentRemark } from '../admissions/status';
import { deadlineText, latestCorrection, stageOf } from '../admissions/correction-state';
import { intakeStartOf } from '../intakes/intakes';
import { waitlistEntryOf, waitlistStageOf } from '../intakes/waitlist-state';
import { formatRupees } from '../../../domain/catalogue/site';
import { centreById } from '../../../domain/catalogue/site';
import { centreDetailsHi } from '../../../domain/catalogue/site.hi';

export interface ApplicantNotice {
  /** Ten digits, as the applicant gave it. */
  mobile: string;
  email: string;
  subject: string;
  text: string;
}

/**
 * The notice for a record's current status, in the language the applicant
 * used; `siteUrl` is the public origin, e.g. https://example.in.
 */
export function applicantNotice(db: Handle, type: RecordType, id: number, siteUrl: string): ApplicantNotice {
  const origin = siteUrl.replace(/\/+$/, '');
  const setName = getSettings(db).instituteName;
  if (type === 'enquiry') {
    const row = db.select().from(enquiries).where(eq(enquiries.id, id)).get();
    if (!row) throw new AppError('NOT_FOUND', 'No enquiry with this id.');
    const say = noticeTexts[row.language];
    const remark = currentRemark(db, 'enquiry', id, row.status);
    const resolved = row.status === 'RESOLVED';
    const lines = [
      say.enquiryLine(row.name, setName || say.fallbackInstituteName, resolved),
      // A resolved enquiry's remark is the staff's answer to the question.
      remark ? (resolved ? say.reply(remark) : say.remark(remark)) : null,
      say.enquiryClosing,
    ];
    return {
      mobile: row.mobile,
      email: row.email,
      subject: say.enquirySubject(resolved),
      text: lines.filter(Boolean).join('\n'),
    };
  }
  const table = type === 'registration' ? registrations : admissions;
  const row = db
    .select({
      name: table.name,
      mobile: table.mobile,
      email: table.email,
      referenceId: table.referenceId,
      status: table.status,
      language: table.language,
    })
    .from(table)
    .where(eq(table.id, id))
    .get();
  if (!row) throw new AppError('NOT_FOUND', `No ${type} with this id.`);
  const say = noticeTexts[row.language];
  const link = `${origin}${pathInLanguage(row.language, '/admission-form')}`;
  // A PENDING registration sent back for a correction: what is wrong, by when, and where (decision 048).
  const correction = type === 'registration' && row.status === 'PENDING' ? latestCorrection(db, id) : undefined;
  if (correction && stageOf(correction) === 'requested') {
    const deadline = deadlineText(correction.deadlineAt, row.language === 'hi' ? 'hi-IN' : 'en-IN');
    return {
      mobile: row.mobile,
      email: row.email,
      subject: say.correctionSubject(row.referenceId),
      text: [
        say.correctionLine(row.name, row.referenceId, setName || say.fallbackInstituteName),
        say.remark(correction.remark),
        say.correctionStep(link, deadline),
      ].join('\n'),
    };
  }
  // A seat offered from a waitlist, not yet paid: what to pay, by when, and where (decision 051).
  const entry = type === 'registration' && row.status === 'PENDING' ? waitlistEntryOf(db, id) : undefined;
  if (entry && waitlistStageOf(entry) === 'offered' && entry.offerDeadlineAt) {
    const deadline = deadlineText(entry.offerDeadlineAt, row.language === 'hi' ? 'hi-IN' : 'en-IN');
    return {
      mobile: row.mobile,
      email: row.email,
      subject: say.offerSubject(row.referenceId),
      text: [
        say.offerLine(row.name, row.referenceId, setName || say.fallbackInstituteName),
        batchLine(db, type, id, say),
        say.offerStep(link, deadline, formatRupees(getSettings(db).registrationFee)),
      ]
        .filter(Boolean)
        .join('\n'),
    };
  }
  const remark = currentRemark(db, type, id, row.status);
  const receipt = receiptsOf(db, type, id).find((entry) => !entry.cancelled);
  const lines = [
    say.applicationLine(row.name, type, row.referenceId, setName || say.fallbackInstituteName, row.status),
    batchLine(db, type, id, say),
    remark ? say.remark(remark) : null,
    !remark && row.status === 'REJECTED' ? say.noReason(officeContacts(db, say)) : null,
    receipt ? say.receipt(receipt.label, `${origin}${pathInLanguage(row.language, `/receipt/${row.referenceId}`)}`) : null,
    say.nextStep(type, row.status, link),
  ];
  return {
    mobile: row.mobile,
    email: row.email,
    subject: say.applicationSubject(type, row.referenceId, row.status),
    text: lines.filter(Boolean).join('\n'),
  };
}

/** The office's phone and WhatsApp (with its country code) from settings, for a message's words. */
function officeContacts(db: Handle, say: NoticeTexts): string {
  const settings = getSettings(db);
  const parts = [
    settings.contactPhone ? say.contactPhone(settings.contactPhone) : null,
    settings.whatsappNumber ? say.contactWhatsapp(withCountryCode(settings.whatsappNumber)) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : say.contactOffice;
}

/** +91 before a 10-digit Indian number; a number already written with its code is kept. */
export function withCountryCode(number: string): string {
  const digits = number.replace(/[^0-9]/g, '');
  if (number.trim().startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+91${digits}`;
  if (digits.length === 12 && digits.startsWith('91')) return `+${digits}`;
  return number.trim();
}

/** A registration's batch (decision 049), where and when, or null without intakes. */
function batchLine(db: Handle, type: RecordType, id: number, say: (typeof noticeTexts)['en']): string | null {
  if (type !== 'registration') return null;
  const row = db
    .select({ intakeId: registrations.intakeId, centre: registrations.centre, language: registrations.language })
    .from(registrations)
    .where(eq(registrations.id, id))
    .get();
  const intake = intakeStartOf(db, row?.intakeId ?? null);
  if (!row || !intake) return null;
  const centre =
    (row.language === 'hi' ? centreDetailsHi.find((centre) => centre.id === row.centre)?.title : undefined) ??
    centreById(row.centre)?.title ??
    row.centre;
  return say.batch(centre, new Date(intake.startsAt));
}

/** The wa.me link that opens WhatsApp with the message ready, to an Indian mobile number. */
export function whatsappLinkOf(mobile: string, text: string): string {
  return whatsappHref(mobile, text);
}

/**
 * Staff pressed "Send on WhatsApp": the message is recorded as handed to their
 * WhatsApp (who, when, what), and the link returned.
 */
export function recordWhatsappNotice(
  db: Handle,
  type: RecordType,
  id: number,
  userId: number | null,
  siteUrl: string,
): { url: string; text: string } {
  const notice = applicantNotice(db, type, id, siteUrl);
  const url = whatsappLinkOf(notice.mobile, notice.text);
  const now = new Date();
  db.insert(outbox)
    .values({
      channel: 'whatsapp',
      recordType: type,
      recordId: id,
      recipient: `+91${notice.mobile.replace(/\D/g, '').slice(-10)}`,
      subject: notice.subject,
      body: notice.text,
      state: 'sent',
      attempts: 1,
      userId,
      createdAt: now,
      sentAt: now,
    })
    .run();
  return { url, text: notice.text };
}

export interface MessageEntry {
  id: number;
  channel: string;
  recipient: string;
  state: string;
  lastError: string | null;
  at: Date;
  sentAt: Date | null;
  by: string | null;
}

/** The messages of one record, newest first. */
export function messagesOf(db: Handle, type: RecordType, id: number): MessageEntry[] {
  return db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      state: outbox.state,
      lastError: outbox.lastError,
      at: outbox.createdAt,
      sentAt: outbox.sentAt,
      by: users.email,
    })
    .from(outbox)
    .leftJoin(users, eq(users.id, outbox.userId))
    .where(and(eq(outbox.recordType, type), eq(outbox.recordId, id)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .all();
}
