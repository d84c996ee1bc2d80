// The message an applicant gets after a decision or a resolved enquiry,
// written once for every channel: the decision, the reference id, the remark
// and the next step with the /admission-form link.
import { and, desc, eq } from 'drizzle-orm';
import type { DB } from '../../db/client';
import { admissions, enquiries, outbox, registrations, users } from '../../db/schema';
import { institute } from '../../domain/catalogue/site';
import { type RecordType } from '../../domain/vocabulary';
import { AppError } from '../../domain/problem';
import { getSettings } from './settings';
import { currentRemark } from './status';

export interface ApplicantNotice {
  /** Ten digits, as the applicant gave it. */
  mobile: string;
  email: string;
  subject: string;
  text: string;
}

const nextStepOf = (type: RecordType, status: string, link: string): string => {
  if (type === 'registration' && status === 'APPROVED') {
    return `Next step: open ${link}, enter your reference id and pay the admission fee.`;
  }
  if (status === 'REJECTED') return `Next step: see your status at ${link} or contact the institute for help.`;
  return `You can see your status at any time at ${link}.`;
};

/** The notice for a record's current status; `siteUrl` is the public origin, e.g. https://example.in. */
export function applicantNotice(db: DB, type: RecordType, id: number, siteUrl: string): ApplicantNotice {
  const link = `${siteUrl.replace(/\/+$/, '')}/admission-form`;
  // The institute's own name once staff set it, as the public pages show it.
  const instituteName = getSettings(db).instituteName || institute.name;
  if (type === 'enquiry') {
    const row = db.select().from(enquiries).where(eq(enquiries.id, id)).get();
    if (!row) throw new AppError('NOT_FOUND', 'No enquiry with this id.');
    const remark = currentRemark(db, 'enquiry', id, row.status);
    const lines = [
      `Dear ${row.name}, your enquiry to ${instituteName} has been ${row.status === 'RESOLVED' ? 'resolved' : 'received'}.`,
      remark ? `Remark: ${remark}` : null,
      'Please contact the institute if you need anything more.',
    ];
    return { mobile: row.mobile, email: row.email, subject: `Your enquiry: ${row.status}`, text: lines.filter(Boolean).join('\n') };
  }
  const table = type === 'registration' ? registrations : admissions;
  const row = db
    .select({ name: table.name, mobile: table.mobile, email: table.email, referenceId: table.referenceId, status: table.status })
    .from(table)
    .where(eq(table.id, id))
    .get();
  if (!row) throw new AppError('NOT_FOUND', `No ${type} with this id.`);
  const remark = currentRemark(db, type, id, row.status);
  const lines = [
    `Dear ${row.name}, your ${type} ${row.referenceId} at ${instituteName} is ${row.status}.`,
    remark ? `Remark: ${remark}` : null,
    nextStepOf(type, row.status, link),
  ];
  return {
    mobile: row.mobile,
    email: row.email,
    subject: `Your ${type} ${row.referenceId}: ${row.status}`,
    text: lines.filter(Boolean).join('\n'),
  };
}

/** The wa.me link that opens WhatsApp with the message ready, to an Indian mobile number. */
export function whatsappLinkOf(mobile: string, text: string): string {
  const digits = mobile.replace(/\D/g, '').slice(-10);
  return `https://wa.me/91${digits}?text=${encodeURIComponent(text)}`;
}

/**
 * Staff pressed "Send on WhatsApp": the message is recorded as handed to their
 * WhatsApp (who, when, what), and the link returned.
 */
export function recordWhatsappNotice(
  db: DB,
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
export function messagesOf(db: DB, type: RecordType, id: number): MessageEntry[] {
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
