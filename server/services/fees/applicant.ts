// What an admitted student reads of their fee account (issue 53): after the
// second factor, as the correction's door (decision 067), in their language:
// what is paid, what is due next and by when, the receipts, and a UPI payment
// for the next instalment under the same NPCI rules as the admission fee.
// An unknown reference id, a wrong factor and no account answer alike and are
// counted as failures; a right factor clears the count.
import { and, eq, ne } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { admissions, feeAccounts, registrations } from '../../../db/schema';
import { calendarDay } from '../../../domain/dates';
import type { Language } from '../../../domain/vocabulary';
import { rowOfRightFactor } from '../admissions/factor-guard';
import { upiInstalmentPayment, type UpiPayment } from '../money/payments';
import { ledgerOf } from './ledger';
import { statementOf } from './statement';
import type { Statement } from '../../../domain/money/statement';

export interface ApplicantFeeAccess {
  referenceId: string;
  dob?: string;
  mobileLastFour?: string;
  language?: Language;
}

export interface ApplicantInstalment {
  label: string;
  amountPaise: number;
  paidPaise: number;
  openPaise: number;
  dueOn: string;
  /** The due date in the reader's language: 12 January 2027 / 12 जनवरी 2027. */
  dueText: string;
  overdue: boolean;
}

export interface ApplicantFeeAccount {
  name: string;
  admissionReferenceId: string;
  courseName: string;
  language: Language;
  paidPaise: number;
  balancePaise: number;
  creditPaise: number;
  instalments: ApplicantInstalment[];
  next: ApplicantInstalment | null;
  receipts: { label: string; amountPaise: number; at: Date }[];
  /** Instalments the student said they paid (their UTRs) that staff have not yet verified. */
  claims: { utr: string; amountPaise: number; at: Date }[];
  payment: UpiPayment | null;
  /** The printable statement of account, in the reader's language. */
  statement: Statement;
}

/**
 * The account the second factor opens, or the one refusal for an unknown id,
 * a wrong factor and no account (each counted as a failure).
 */
export function verifiedAccountId(db: Handle, access: ApplicantFeeAccess, ip: string): number {
  const row = rowOfRightFactor(db, access, ip, (subject) =>
    db
      .select({ accountId: feeAccounts.id, dob: registrations.dob, mobile: registrations.mobile })
      .from(registrations)
      .innerJoin(admissions, and(eq(admissions.registrationId, registrations.id), ne(admissions.status, 'REJECTED')))
      .innerJoin(feeAccounts, eq(feeAccounts.admissionId, admissions.id))
      .where(eq(registrations.referenceId, subject))
      .get(),
  );
  return row.accountId;
}

export async function applicantFeeAccount(db: Handle, access: ApplicantFeeAccess, ip: string): Promise<ApplicantFeeAccount> {
  const accountId = verifiedAccountId(db, access, ip);
  const ledger = ledgerOf(db, accountId);
  const language = access.language ?? ledger.language;
  const instalments = ledger.instalments.map((item): ApplicantInstalment => ({
    label: language === 'hi' ? item.labelHi : item.label,
    amountPaise: item.amountPaise,
    paidPaise: item.paidPaise,
    openPaise: item.openPaise,
    dueOn: item.dueOn,
    dueText: calendarDay(item.dueOn, language),
    overdue: item.openPaise > 0 && item.daysOverdue > 0,
  }));
  const nextIndex = ledger.next ? ledger.instalments.findIndex((item) => item.id === ledger.next!.id) : -1;
  const next = nextIndex >= 0 ? instalments[nextIndex]! : null;
  return {
    name: ledger.name,
    admissionReferenceId: ledger.referenceId,
    courseName: ledger.courseName,
    language,
    paidPaise: ledger.state.paidPaise,
    balancePaise: ledger.state.balancePaise,
    creditPaise: ledger.state.creditPaise,
    instalments,
    next,
    receipts: ledger.lines.flatMap((line) =>
      line.kind === 'payment' && line.number ? [{ label: line.number, amountPaise: line.amountPaise, at: line.at }] : [],
    ),
    claims: ledger.claims.filter((claim) => !claim.settled).map(({ utr, amountPaise, at }) => ({ utr, amountPaise, at })),
    payment: next
      ? await upiInstalmentPayment(db, next.openPaise / 100, `${ledger.next!.label} ${ledger.referenceId}`, ledger.referenceId)
      : null,
    statement: statementOf(db, ledger, language),
  };
}
