// One activity list for staff: every status decision, every settings change,
// every payment verified by hand or credit linked, every statement imported,
// every credit marked as no application fee and every certificate issued or
// revoked, newest first, with who did it. The logs stay in their own tables
// (each is written where its change is made); this only reads them side by side.
import { alias } from 'drizzle-orm/sqlite-core';
import { desc, eq, inArray, isNotNull, isNull, or, sql, type Column } from 'drizzle-orm';
import {
  admissions,
  certificates,
  creditDismissals,
  enquiries,
  moneyRequestAnswers,
  moneyRequests,
  paymentEvidence,
  registrations,
  settingsEvents,
  statementImports,
  statementLines,
  staffEvents,
  statusEvents,
  users,
} from '../../../db/schema';
import { inCentres, staffRoleLabels, type CentreScope, type StaffRole } from '../../../domain/staff';
import type { Handle } from '../../../db/client';
import { centres, type RecordType } from '../../../domain/vocabulary';
import { moveBy } from '../admissions';

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
      kind: 'certificate';
      at: Date;
      by: string | null;
      action: 'issued' | 'revoked';
      number: string;
      name: string;
      reason: string | null;
    };

export const activityPageSize = 50;

/** A person in words: their name, or their email while the name is the default 'Admin'. */
const personName = (table: { name: Column; email: Column }) =>
  sql<string>`coalesce(nullif(${table.name}, 'Admin'), ${table.email})`;

const answerWords = { confirmed: 'confirmed', refused: 'refused', withdrawn: 'withdrawn' } as const;

function moneyWords(row: {
  summary: string;
  requestedBy: string;
  answer: 'confirmed' | 'refused' | 'withdrawn' | null;
  answeredBy: string | null;
  selfConfirmed: boolean | null;
}) {
  const asked = `${row.summary} requested by ${row.requestedBy}`;
  if (!row.answer) return asked;
  if (row.selfConfirmed) return `${asked}, confirmed by ${row.answeredBy} alone (nobody else holds the permission)`;
  if (row.answer === 'withdrawn') return `${asked}, withdrawn`;
  return `${asked}, ${answerWords[row.answer]} by ${row.answeredBy}`;
}

const scopeWords = (json: string | null) => {
  const parsed = json ? (JSON.parse(json) as CentreScope) : null;
  if (!parsed) return '';
  if (parsed === 'all') return ' for every centre';
  return ` for ${parsed.map((id) => centres.labels[id] ?? id).join(', ')}`;
};

function staffWords(row: { action: string; by: string | null; subject: string; roles: string | null; centres: string | null }) {
  const by = row.by ?? 'A setup command';
  const roles = row.roles ? (JSON.parse(row.roles) as StaffRole[]).map((role) => staffRoleLabels[role] ?? role).join(', ') : '';
  if (row.action === 'invited') return `${by} added ${row.subject} as ${roles || 'no role'}${scopeWords(row.centres)}`;
  if (row.action === 'changed') return `${by} made ${row.subject} ${roles || 'no role'}${scopeWords(row.centres)}`;
  return `${by} ${row.action} the account of ${row.subject}`;
}

const reasonOf = (payload: string): string | null => {
  const facts = parsed(payload) as { reason?: string; remark?: string } | null;
  return facts?.reason ?? facts?.remark ?? null;
};

const parsed = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

function recordRef(db: Handle, type: RecordType, id: number): RecordRef {
  if (type === 'enquiry') {
    const row = db.select({ name: enquiries.name }).from(enquiries).where(eq(enquiries.id, id)).get();
    return { type, id, referenceId: null, name: row?.name ?? null };
  }
  const table = type === 'registration' ? registrations : admissions;
  const row = db.select({ referenceId: table.referenceId, name: table.name }).from(table).where(eq(table.id, id)).get();
  return { type, id, referenceId: row?.referenceId ?? null, name: row?.name ?? null };
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
  const depth = (page + 1) * activityPageSize + 1;
  // A money change is two events: its request, and (later, if ever) its answer.
  const moneyRows = db
    .select({
      at: moneyRequests.createdAt,
      requestedBy: moneyRequests.requestedByName,
      summary: moneyRequests.summary,
      payload: moneyRequests.payload,
      centre: moneyRequests.centre,
    })
    .from(moneyRequests)
    // A change confirmed alone is one event: its answer's entry says all.
    .leftJoin(moneyRequestAnswers, eq(moneyRequestAnswers.requestId, moneyRequests.id))
    .where(or(isNull(moneyRequestAnswers.id), eq(moneyRequestAnswers.selfConfirmed, false)))
    .orderBy(desc(moneyRequests.createdAt), desc(moneyRequests.id))
    .limit(depth)
    .all()
    .filter((row) => !row.centre || inCentres(scope, row.centre));
  const answerRows = db
    .select({
      at: moneyRequestAnswers.createdAt,
      requestedBy: moneyRequests.requestedByName,
      summary: moneyRequests.summary,
      payload: moneyRequests.payload,
      centre: moneyRequests.centre,
      answer: moneyRequestAnswers.answer,
      answeredBy: moneyRequestAnswers.userName,
      selfConfirmed: moneyRequestAnswers.selfConfirmed,
      remark: moneyRequestAnswers.remark,
    })
    .from(moneyRequestAnswers)
    .innerJoin(moneyRequests, eq(moneyRequests.id, moneyRequestAnswers.requestId))
    .orderBy(desc(moneyRequestAnswers.createdAt), desc(moneyRequestAnswers.id))
    .limit(depth)
    .all()
    .filter((row) => !row.centre || inCentres(scope, row.centre));
  const subjects = alias(users, 'subjects');
  const staffRows = db
    .select({
      at: staffEvents.createdAt,
      by: personName(users),
      subject: personName(subjects),
      action: staffEvents.action,
      roles: staffEvents.roles,
      centres: staffEvents.centres,
    })
    .from(staffEvents)
    .innerJoin(subjects, eq(subjects.id, staffEvents.subjectId))
    .leftJoin(users, eq(users.id, staffEvents.userId))
    .orderBy(desc(staffEvents.createdAt), desc(staffEvents.id))
    .limit(depth)
    .all();
  const statusRows = db
    .select({
      at: statusEvents.createdAt,
      by: personName(users),
      type: statusEvents.recordType,
      id: statusEvents.recordId,
      from: statusEvents.fromStatus,
      to: statusEvents.toStatus,
      remark: statusEvents.remark,
      seq: statusEvents.id,
    })
    .from(statusEvents)
    .leftJoin(users, eq(users.id, statusEvents.userId))
    .orderBy(desc(statusEvents.createdAt), desc(statusEvents.id))
    .limit(depth)
    .all();
  const settingRows = db
    .select({
      at: settingsEvents.createdAt,
      by: personName(users),
      key: settingsEvents.key,
      oldValue: settingsEvents.oldValue,
      newValue: settingsEvents.newValue,
      seq: settingsEvents.id,
    })
    .from(settingsEvents)
    .leftJoin(users, eq(users.id, settingsEvents.userId))
    .orderBy(desc(settingsEvents.createdAt), desc(settingsEvents.id))
    .limit(depth)
    .all();
  const paymentRows = db
    .select({
      at: paymentEvidence.createdAt,
      by: personName(users),
      type: paymentEvidence.recordType,
      id: paymentEvidence.recordId,
      remark: paymentEvidence.remark,
      how: paymentEvidence.kind,
      outcome: paymentEvidence.outcome,
      amountPaise: paymentEvidence.amountPaise,
      seq: paymentEvidence.id,
    })
    .from(paymentEvidence)
    .leftJoin(users, eq(users.id, paymentEvidence.userId))
    .where(inArray(paymentEvidence.kind, ['by_hand', 'link']))
    .orderBy(desc(paymentEvidence.createdAt), desc(paymentEvidence.id))
    .limit(depth)
    .all();
  const importRows = db
    .select({
      at: statementImports.createdAt,
      by: personName(users),
      fileName: statementImports.fileName,
      creditLines: statementImports.creditLines,
      from: statementImports.periodFrom,
      to: statementImports.periodTo,
    })
    .from(statementImports)
    .leftJoin(users, eq(users.id, statementImports.userId))
    .orderBy(desc(statementImports.createdAt), desc(statementImports.id))
    .limit(depth)
    .all();
  const dismissedRows = db
    .select({
      at: creditDismissals.createdAt,
      by: personName(users),
      remark: creditDismissals.remark,
      amountPaise: statementLines.amountPaise,
      date: statementLines.date,
      narration: statementLines.narration,
    })
    .from(creditDismissals)
    .innerJoin(statementLines, eq(statementLines.id, creditDismissals.lineId))
    .leftJoin(users, eq(users.id, creditDismissals.userId))
    .orderBy(desc(creditDismissals.createdAt), desc(creditDismissals.id))
    .limit(depth)
    .all();

  // A certificate is two events: its issue, and (later, if ever) its revocation.
  const issuedRows = db
    .select({
      at: certificates.issuedAt,
      by: personName(users),
      number: certificates.number,
      name: certificates.name,
      seq: certificates.id,
    })
    .from(certificates)
    .leftJoin(users, eq(users.id, certificates.issuedBy))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(depth)
    .all();
  const revokers = alias(users, 'revokers');
  const revokedRows = db
    .select({
      at: certificates.revokedAt,
      by: personName(revokers),
      number: certificates.number,
      name: certificates.name,
      reason: certificates.revokeReason,
    })
    .from(certificates)
    .leftJoin(revokers, eq(revokers.id, certificates.revokedBy))
    .where(isNotNull(certificates.revokedAt))
    .orderBy(desc(certificates.revokedAt), desc(certificates.id))
    .limit(depth)
    .all();

  type Row = { at: Date; make: () => ActivityEntry };
  const rows: Row[] = [
    ...statusRows.map((row) => ({
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
    ...settingRows.map((row) => ({
      at: row.at,
      make: (): ActivityEntry => ({
        kind: 'setting',
        at: row.at,
        by: row.by,
        key: row.key,
        oldValue: parsed(row.oldValue),
        newValue: parsed(row.newValue),
      }),
    })),
    ...paymentRows.map((row) => ({
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
    ...moneyRows.map((row) => ({
      at: row.at,
      make: (): ActivityEntry => ({
        kind: 'money',
        at: row.at,
        by: row.requestedBy,
        words: moneyWords({ ...row, answer: null, answeredBy: null, selfConfirmed: null }),
        reason: reasonOf(row.payload),
      }),
    })),
    ...answerRows.map((row) => ({
      at: row.at,
      make: (): ActivityEntry => ({
        kind: 'money',
        at: row.at,
        by: row.answeredBy,
        words: moneyWords(row),
        reason: row.remark ?? reasonOf(row.payload),
      }),
    })),
    ...staffRows.map((row) => ({
      at: row.at,
      make: (): ActivityEntry => ({ kind: 'staff', at: row.at, by: row.by, words: staffWords(row) }),
    })),
    ...importRows.map((row) => ({ at: row.at, make: (): ActivityEntry => ({ kind: 'statement', ...row }) })),
    ...dismissedRows.map((row) => ({ at: row.at, make: (): ActivityEntry => ({ kind: 'dismissed', ...row }) })),
    ...issuedRows.map((row) => ({
      at: row.at,
      make: (): ActivityEntry => ({
        kind: 'certificate',
        action: 'issued',
        at: row.at,
        by: row.by,
        number: row.number,
        name: row.name,
        reason: null,
      }),
    })),
    ...revokedRows.map((row) => ({
      at: row.at!,
      make: (): ActivityEntry => ({
        kind: 'certificate',
        action: 'revoked',
        at: row.at!,
        by: row.by,
        number: row.number,
        name: row.name,
        reason: row.reason,
      }),
    })),
  ];
  // Stable: entries written in the same millisecond keep their log order.
  rows.sort((a, b) => b.at.getTime() - a.at.getTime());
  const start = page * activityPageSize;
  const pageRows = rows.slice(start, start + activityPageSize);
  return { entries: pageRows.map((row) => row.make()), hasOlder: rows.length > start + activityPageSize };
}
