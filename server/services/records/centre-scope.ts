// Which centre a record named by id belongs to, and whether that is outside
// the asking person's centres (decision 068): the procedure then answers as
// for an unknown id (server/api/trpc.ts inScope), so nobody learns that a
// record exists at another centre. Lists, counts and exports filter by centre
// in their own queries (record-queries.ts).
import { eq } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { admissions, certificates, feeAccounts, feeEntries, intakes, receipts, registrations, uploads } from '../../../db/schema';
import { inCentres, type CentreScope } from '../../../domain/staff';
import type { CentreId, DocumentOwnerType } from '../../../domain/vocabulary';

export type ScopedKind = DocumentOwnerType | 'document' | 'receipt' | 'certificate' | 'intake' | 'fee-account' | 'fee-entry';

function ownerCentre(db: Handle, type: DocumentOwnerType, id: number): CentreId | null {
  if (type === 'registration') {
    return db.select({ centre: registrations.centre }).from(registrations).where(eq(registrations.id, id)).get()?.centre ?? null;
  }
  return (
    db
      .select({ centre: registrations.centre })
      .from(admissions)
      .innerJoin(registrations, eq(registrations.id, admissions.registrationId))
      .where(eq(admissions.id, id))
      .get()?.centre ?? null
  );
}

/** The centre a record belongs to; null for an unknown id. */
export function centreOf(db: Handle, kind: ScopedKind, id: number): CentreId | null {
  switch (kind) {
    case 'registration':
    case 'admission':
      return ownerCentre(db, kind, id);
    case 'document': {
      const row = db.select({ type: uploads.ownerType, id: uploads.ownerId }).from(uploads).where(eq(uploads.id, id)).get();
      return row ? ownerCentre(db, row.type, row.id) : null;
    }
    case 'receipt': {
      const row = db.select({ type: receipts.recordType, id: receipts.recordId }).from(receipts).where(eq(receipts.id, id)).get();
      if (row?.type === 'fee-payment') return centreOf(db, 'fee-entry', row.id);
      return row ? ownerCentre(db, row.type, row.id) : null;
    }
    case 'certificate':
      return db.select({ centre: certificates.centre }).from(certificates).where(eq(certificates.id, id)).get()?.centre ?? null;
    case 'intake':
      return db.select({ centre: intakes.centre }).from(intakes).where(eq(intakes.id, id)).get()?.centre ?? null;
    case 'fee-account':
      return db.select({ centre: feeAccounts.centre }).from(feeAccounts).where(eq(feeAccounts.id, id)).get()?.centre ?? null;
    case 'fee-entry':
      return (
        db
          .select({ centre: feeAccounts.centre })
          .from(feeEntries)
          .innerJoin(feeAccounts, eq(feeAccounts.id, feeEntries.accountId))
          .where(eq(feeEntries.id, id))
          .get()?.centre ?? null
      );
  }
}

/** Whether the record belongs to a centre outside `scope`; an unknown id is not (its service answers it). */
export function outsideScope(db: Handle, scope: CentreScope, kind: ScopedKind, id: number): boolean {
  if (scope === 'all') return false;
  const centre = centreOf(db, kind, id);
  return centre !== null && !inCentres(scope, centre);
}
