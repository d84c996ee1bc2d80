// Fee reminders (issue 53, decision 073): before an instalment's due date, on
// it and after it (the feeReminderDays setting, e.g. -3,0,7), in the student's
// language, by the outbox's email (when email is on) and on the WhatsApp
// hand-off list (an outbox row staff send from their own phone). Each
// instalment gets each reminder once: a fee_reminders row keyed by the charge
// and the offset is written in the same transaction as the messages, and the
// key refuses a second, across restarts and overlapping passes. An instalment
// already paid (or closed by a concession or write-off) is not reminded, nor
// one whose account is being corrected (decision 079): a UPI payment the
// student sent that staff have not yet seen, or a refund or write-off waiting
// for its second person. The key is not written then, so the reminder goes once the
// correction is done (within the catch-up days) if the instalment is still open.
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { admissions, feeAccounts, feeEntries, feePaymentClaims, feeReminders, outbox } from '../../../db/schema';
import { formatPaise } from '../../../domain/catalogue/site';
import { calendarDay } from '../../../domain/dates';
import { getSettings } from '../site/settings';
import { whatsappLinkOf } from '../messages/applicant-notice';
import { AppError } from '../../../domain/problem';
import type { CentreScope } from '../../../domain/staff';
import { entriesOf, indiaDateOf, stateOf, type FeeEntryRow } from './accounts';
import { feeChangeWaiting } from './money-changes';

/** A reminder missed while the server was down is still sent this many days late, not older ones. */
const catchUpDays = 2;

export const reminderOffsets = (setting: string): number[] =>
  setting.trim() === '' ? [] : [...new Set(setting.split(',').map((part) => Number(part.trim())))].filter(Number.isInteger);

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface ReminderWords {
  subject: string;
  body: string;
}

function wordsOf(
  language: 'en' | 'hi',
  facts: { name: string; label: string; amount: string; dueOn: string; offset: number; referenceId: string; link: string },
): ReminderWords {
  const day = calendarDay(facts.dueOn, language);
  if (language === 'hi') {
    const when = facts.offset < 0 ? `${day} को देय है` : facts.offset === 0 ? `आज (${day}) देय है` : `${day} को देय थी`;
    return {
      subject: `शुल्क की याद: ${facts.label} ${facts.amount}`,
      body:
        `प्रिय ${facts.name}, आपकी ${facts.label} ${facts.amount} ${when}। ` +
        `भुगतान के लिए ${facts.link} पर अपनी प्रवेश ID ${facts.referenceId} से देखें, या कार्यालय में जमा करें।`,
    };
  }
  const when = facts.offset < 0 ? `is due on ${day}` : facts.offset === 0 ? `is due today (${day})` : `was due on ${day}`;
  return {
    subject: `Fee reminder: ${facts.label} ${facts.amount}`,
    body:
      `Dear ${facts.name}, your ${facts.label} of ${facts.amount} ${when}. ` +
      `To pay, look up your admission ID ${facts.referenceId} at ${facts.link}, or pay at the office.`,
  };
}

/** The account is being corrected: a claim with no payment of its UTR, or a refund or write-off waiting for a second person. */
export function beingCorrected(db: Handle, accountId: number, entries: readonly FeeEntryRow[]): boolean {
  if (feeChangeWaiting(db, accountId)) return true;
  const paid = new Set(entries.flatMap((entry) => (entry.kind === 'payment' && entry.utr ? [entry.utr] : [])));
  return db
    .select({ utr: feePaymentClaims.utr })
    .from(feePaymentClaims)
    .where(eq(feePaymentClaims.accountId, accountId))
    .all()
    .some((claim) => !paid.has(claim.utr));
}

/**
 * Writes the reminders due today: for each offset, the open instalments whose
 * due date plus the offset is today (or up to two days ago). Returns how many
 * instalment reminders were written. With email off, only the WhatsApp
 * hand-off row is written.
 */
export function queueFeeReminders(db: Handle, options: { siteUrl: string; email: boolean }, now = new Date()): number {
  const offsets = reminderOffsets(getSettings(db).feeReminderDays);
  const today = indiaDateOf(now);
  let written = 0;
  for (const offset of offsets) {
    // The due dates whose reminder at this offset falls between catchUpDays ago and today.
    const from = addDays(today, -offset - catchUpDays);
    const to = addDays(today, -offset);
    const charges = db
      .select({ id: feeEntries.id, accountId: feeEntries.accountId })
      .from(feeEntries)
      .where(
        and(
          eq(feeEntries.kind, 'charge'),
          inArray(feeEntries.line, ['instalment']),
          gte(feeEntries.dueOn, from),
          lte(feeEntries.dueOn, to),
        ),
      )
      .all();
    for (const charge of charges) {
      const sent = db.transaction((tx) => {
        const entries = entriesOf(tx, charge.accountId);
        const instalment = stateOf(entries, today).instalments.find((row) => row.id === charge.id);
        if (!instalment || instalment.openPaise <= 0 || beingCorrected(tx, charge.accountId, entries)) return false;
        const key = tx.insert(feeReminders).values({ chargeId: charge.id, offsetDays: offset }).onConflictDoNothing().run();
        if (key.changes === 0) return false;
        const student = tx
          .select({
            admissionId: admissions.id,
            referenceId: admissions.referenceId,
            name: admissions.name,
            email: admissions.email,
            mobile: admissions.mobile,
            language: feeAccounts.language,
          })
          .from(feeAccounts)
          .innerJoin(admissions, eq(admissions.id, feeAccounts.admissionId))
          .where(eq(feeAccounts.id, charge.accountId))
          .get()!;
        const charged = entries.find((entry) => entry.id === charge.id)!;
        const words = wordsOf(student.language, {
          name: student.name,
          label: (student.language === 'hi' ? charged.labelHi : charged.label) ?? '',
          amount: formatPaise(instalment.openPaise),
          dueOn: instalment.dueOn,
          offset,
          referenceId: student.referenceId,
          link: `${options.siteUrl}${student.language === 'hi' ? '/hi' : ''}/admission-form`,
        });
        const rows = [
          ...(options.email && student.email.includes('@') ? [{ channel: 'email' as const, recipient: student.email }] : []),
          { channel: 'whatsapp' as const, recipient: student.mobile },
        ];
        for (const row of rows) {
          tx.insert(outbox)
            .values({
              ...row,
              recordType: 'admission',
              recordId: student.admissionId,
              subject: words.subject,
              body: words.body,
              state: 'queued',
              attempts: 0,
              nextAttemptAt: now,
              createdAt: now,
            })
            .run();
        }
        return true;
      });
      if (sent) written++;
    }
  }
  return written;
}

export interface HandOff {
  id: number;
  admissionId: number;
  name: string;
  mobile: string;
  body: string;
  link: string;
  createdAt: Date;
}

/** The fee reminders waiting on the WhatsApp hand-off list, at the reader's centres, oldest first. */
export function reminderHandOffs(db: Handle, scope: CentreScope, limit = 200): HandOff[] {
  if (scope !== 'all' && scope.length === 0) return [];
  return db
    .select({
      id: outbox.id,
      admissionId: admissions.id,
      name: admissions.name,
      mobile: outbox.recipient,
      body: outbox.body,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .innerJoin(admissions, eq(admissions.id, outbox.recordId))
    .innerJoin(feeAccounts, eq(feeAccounts.admissionId, admissions.id))
    .where(
      and(
        eq(outbox.channel, 'whatsapp'),
        eq(outbox.state, 'queued'),
        eq(outbox.recordType, 'admission'),
        scope === 'all' ? undefined : inArray(feeAccounts.centre, [...scope]),
      ),
    )
    .orderBy(outbox.id)
    .limit(limit)
    .all()
    .map((row) => ({ ...row, link: whatsappLinkOf(row.mobile, row.body) }));
}

/** Staff sent a reminder from their WhatsApp: it leaves the list, recorded as sent by them. */
export function markReminderSent(db: Handle, scope: CentreScope, id: number, userId: number) {
  return db.transaction((tx) => {
    const row = reminderHandOffs(tx, scope, 100_000).find((handOff) => handOff.id === id);
    if (!row) throw new AppError('NOT_FOUND', 'No reminder waiting with this id.');
    tx.update(outbox).set({ state: 'sent', sentAt: new Date(), userId }).where(eq(outbox.id, id)).run();
    return { id };
  });
}
