// One activity list for staff: every status decision, every settings change,
// every payment verified by hand and every certificate issued or revoked,
// newest first, with who did it. The logs stay in their own tables (each is
// written where its change is made); this only reads them side by side.
import { alias } from 'drizzle-orm/sqlite-core';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { admissions, certificates, enquiries, paymentChecks, registrations, settingsEvents, statusEvents, users } from '../../db/schema';
import type { DB } from '../../db/client';
import type { RecordType } from '../../domain/vocabulary';

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
  | { kind: 'payment'; at: Date; by: string | null; record: RecordRef; remark: string | null }
  | { kind: 'certificate'; at: Date; by: string | null; action: 'issued' | 'revoked'; number: string; name: string; reason: string | null };

export const activityPageSize = 50;

const parsed = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

function recordRef(db: DB, type: RecordType, id: number): RecordRef {
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
export function listActivity(db: DB, page: number): { entries: ActivityEntry[]; hasOlder: boolean } {
  const depth = (page + 1) * activityPageSize + 1;
  const statusRows = db
    .select({
      at: statusEvents.createdAt,
      by: users.email,
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
      by: users.email,
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
      at: paymentChecks.checkedAt,
      by: users.email,
      type: paymentChecks.recordType,
      id: paymentChecks.recordId,
      remark: paymentChecks.remark,
      seq: paymentChecks.id,
    })
    .from(paymentChecks)
    .leftJoin(users, eq(users.id, paymentChecks.userId))
    .where(and(isNull(paymentChecks.statementImportId), eq(paymentChecks.state, 'verified')))
    .orderBy(desc(paymentChecks.checkedAt), desc(paymentChecks.id))
    .limit(depth)
    .all();

  // A certificate is two events: its issue, and (later, if ever) its revocation.
  const issuedRows = db
    .select({ at: certificates.issuedAt, by: users.email, number: certificates.number, name: certificates.name, seq: certificates.id })
    .from(certificates)
    .leftJoin(users, eq(users.id, certificates.issuedBy))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(depth)
    .all();
  const revokers = alias(users, 'revokers');
  const revokedRows = db
    .select({
      at: certificates.revokedAt,
      by: revokers.email,
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
        by: row.by,
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
      make: (): ActivityEntry => ({ kind: 'payment', at: row.at, by: row.by, record: recordRef(db, row.type, row.id), remark: row.remark }),
    })),
    ...issuedRows.map((row) => ({
      at: row.at,
      make: (): ActivityEntry => ({ kind: 'certificate', action: 'issued', at: row.at, by: row.by, number: row.number, name: row.name, reason: null }),
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
