// One activity list for staff: every status decision, every settings change,
// every payment verified by hand or credit linked, every statement imported,
// every credit marked as no application fee, every certificate issued or
// revoked, every money change in two hands, every fee payment and concession,
// every intake change and content publish, and every staff account change,
// newest first, with who did it, in the reader's centres. The logs stay in
// their own tables (activity-logs.ts reads them); this puts them side by side.
import { eq } from 'drizzle-orm';
import { admissions, enquiries, registrations } from '../../../db/schema';
import type { CentreScope } from '../../../domain/staff';
import type { Handle } from '../../../db/client';
import type { ContentKind, RecordType } from '../../../domain/vocabulary';
import { moveBy } from '../admissions';
import * as logs from './activity-logs';
import { contentWords, feeWords, intakeWords, moneyWords, parsed, reasonOf, staffWords } from './activity-words';
import { receiptLabel } from '../money/receipts';

interface RecordRef {
  type: RecordType;
  id: number;
  /** The reference id, or null for an enquiry (enquiries have none). */
  referenceId: string | null;
  /** The applicant's name, or null if the record was deleted. */
  name: string | null;
}

export type ActivityEntry =
  | { kind: 'status'; at: Date; by: string | null; record: RecordRef; from: string; to: string; remark: string | null }
  | { kind: 'setting'; at: Date; by: string | null; key: string; oldValue: unknown; newValue: unknown }
  | {
      kind: 'payment';
      at: Date;
      by: string | null;
      record: RecordRef;
      remark: string | null;
      how: 'by_hand' | 'link';
      verified: boolean;
      amountPaise: number | null;
    }
  | { kind: 'statement'; at: Date; by: string | null; fileName: string; creditLines: number; from: string; to: string }
  | { kind: 'dismissed'; at: Date; by: string | null; amountPaise: number; date: string; narration: string; remark: string }
  | {
      /** A money change in two hands (decision 069): asked for, then confirmed, refused or withdrawn. */
      kind: 'money';
      at: Date;
      by: string | null;
      /** "Receipt 2026-27/0012 cancellation requested by Asha Devi, confirmed by Ravi Kumar" */
      words: string;
      reason: string | null;
    }
  | {
      /** A staff account added, changed, disabled or enabled. */
      kind: 'staff';
      at: Date;
      by: string | null;
      /** "Ravi Kumar added Asha Devi as Accountant for Belwa" */
      words: string;
    }
  | {
      /** A fee payment or concession (issue 53), an intake change, a content publish: a sentence with who did it. */
      kind: 'fee' | 'intake' | 'content';
      at: Date;
      by: string | null;
      words: string;
    }
  | {
      kind: 'certificate';
      at: Date;
      by: string | null;
      action: 'issued' | 'revoked';
      number: string;
      name: string;
      reason: string | null;
    };

export const activityPageSize = 50;

function recordRef(db: Handle, type: RecordType, id: number): RecordRef {
  if (type === 'enquiry') {
    const row = db.select({ name: enquiries.name }).from(enquiries).where(eq(enquiries.id, id)).get();
    return { type, id, referenceId: null, name: row?.name ?? null };
  }
  const table = type === 'registration' ? registrations : admissions;
  const row = db.select({ referenceId: table.referenceId, name: table.name }).from(table).where(eq(table.id, id)).get();
  return { type, id, referenceId: row?.referenceId ?? null, name: row?.name ?? null };
}

type Row = { at: Date; make: () => ActivityEntry };

/** Every log's rows deep enough for the page, each with how it becomes an entry (made only for the page's rows). */
function rowsOf(db: Handle, depth: number, scope: CentreScope): Row[] {
  const entry = (make: () => ActivityEntry) => ({ at: make().at, make });
  const said = (kind: 'fee' | 'intake' | 'content', at: Date, by: string | null, words: string): Row => ({
    at,
    make: () => ({ kind, at, by, words }),
  });
  return [
    ...logs.statusRows(db, depth, scope).map((row) => ({
      at: row.at,
      make: (): ActivityEntry => ({
        kind: 'status',
        at: row.at,
        by: moveBy(row.by, row.to),
        record: recordRef(db, row.type, row.id),
        from: row.from,
        to: row.to,
        remark: row.remark,
      }),
    })),
    ...logs
      .settingRows(db, depth)
      .map((row) => entry(() => ({ ...row, kind: 'setting', oldValue: parsed(row.oldValue), newValue: parsed(row.newValue) }))),
    ...logs.paymentRows(db, depth, scope).map((row) => ({
      at: row.at,
      make: (): ActivityEntry => ({
        kind: 'payment',
        at: row.at,
        by: row.by,
        record: recordRef(db, row.type, row.id),
        remark: row.remark,
        how: row.how === 'link' ? 'link' : 'by_hand',
        verified: row.outcome === 'verified',
        amountPaise: row.amountPaise,
      }),
    })),
    ...logs.moneyRows(db, depth, scope).map((row) =>
      entry(() => ({
        kind: 'money',
        at: row.at,
        by: row.requestedBy,
        words: moneyWords({ ...row, answer: null, answeredBy: null, selfConfirmed: null }),
        reason: reasonOf(row.payload),
      })),
    ),
    ...logs.answerRows(db, depth, scope).map((row) =>
      entry(() => ({
        kind: 'money',
        at: row.at,
        by: row.answeredBy,
        words: moneyWords(row),
        reason: row.remark ?? reasonOf(row.payload),
      })),
    ),
    ...logs.staffRows(db, depth).map((row) => entry(() => ({ kind: 'staff', at: row.at, by: row.by, words: staffWords(row) }))),
    ...logs.importRows(db, depth).map((row) => entry(() => ({ kind: 'statement', ...row }))),
    ...logs.dismissedRows(db, depth).map((row) => entry(() => ({ kind: 'dismissed', ...row }))),
    ...logs
      .issuedRows(db, depth, scope)
      .map((row) => entry(() => ({ kind: 'certificate', action: 'issued', ...row, reason: null }))),
    ...logs
      .revokedRows(db, depth, scope)
      .map((row) => entry(() => ({ kind: 'certificate', action: 'revoked', ...row, at: row.at! }))),
    ...logs.feeRows(db, depth, scope).map((row) =>
      said(
        'fee',
        row.at,
        row.by,
        feeWords({
          ...row,
          claimed: row.claimed === 1,
          receipt: row.financialYear && row.number ? receiptLabel(row.financialYear, row.number) : null,
        }),
      ),
    ),
    ...logs
      .intakeRows(db, depth, scope)
      .map((row) => said('intake', row.at, row.by, intakeWords({ ...row, by: row.by ?? 'a setup command' }))),
    ...logs
      .contentRows(db, depth)
      .map((row) => said('content', row.at, row.by, contentWords({ ...row, kind: row.kind as ContentKind }))),
  ];
}

/**
 * Page `page` (from 0) of the activity, newest first, and whether an older
 * page exists. Each log is read only as deep as the page needs.
 */
export function listActivity(
  db: Handle,
  page: number,
  scope: CentreScope = 'all',
): { entries: ActivityEntry[]; hasOlder: boolean } {
  const rows = rowsOf(db, (page + 1) * activityPageSize + 1, scope);
  // Stable: entries written in the same millisecond keep their log order.
  rows.sort((a, b) => b.at.getTime() - a.at.getTime());
  const start = page * activityPageSize;
  const pageRows = rows.slice(start, start + activityPageSize);
  return { entries: pageRows.map((row) => row.make()), hasOlder: rows.length > start + activityPageSize };
}
