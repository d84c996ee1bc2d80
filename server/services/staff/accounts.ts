// Staff accounts as the Owner manages them (issue 51, decision 068): who holds
// which roles for which centres, and who is disabled. An account is never
// deleted: its name stays on the decisions, receipts and evidence it made.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DB, Transaction } from '../../../db/client';
import { sessions, staffCentres, staffRoleGrants, users } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import { staffAccountMessages } from '../../../domain/schemas/staff';
import type { CentreScope, StaffRole } from '../../../domain/staff';
import { recordStaffEvent, writeStaffRights } from './rights';

/** Every account, oldest first, with its roles, centres and whether it is disabled; never a password hash. */
export function listStaff(db: DB) {
  const people = db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      createdAt: users.createdAt,
      allCentres: users.allCentres,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .orderBy(asc(users.id))
    .all();
  const roles = db.select().from(staffRoleGrants).all();
  const centreRows = db.select().from(staffCentres).all();
  return people.map(({ allCentres, ...person }) => ({
    ...person,
    roles: roles.filter((row) => row.userId === person.id).map((row) => row.role),
    centres: (allCentres ? 'all' : centreRows.filter((row) => row.userId === person.id).map((row) => row.centre)) as CentreScope,
  }));
}

/** Whether an active Owner of every centre other than `userId` exists: someone must be able to manage staff and settings. */
function anotherOwnerOfAll(tx: Transaction, userId: number): boolean {
  return tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(staffRoleGrants, and(eq(staffRoleGrants.userId, users.id), eq(staffRoleGrants.role, 'owner')))
    .where(and(eq(users.allCentres, true), isNull(users.disabledAt)))
    .all()
    .some((row) => row.id !== userId);
}

function assertKnown(tx: Transaction, userId: number) {
  const row = tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).get();
  if (!row) throw new AppError('NOT_FOUND', staffAccountMessages.unknown);
}

/** Replaces a person's roles and centres. Takes effect at their next request (the session reads them each time). */
export function updateStaffRights(
  db: DB,
  input: { id: number; roles: StaffRole[]; centres: CentreScope },
  by: number | null = null,
) {
  return db.transaction((tx) => {
    assertKnown(tx, input.id);
    const staysOwnerOfAll = input.roles.includes('owner') && input.centres === 'all';
    if (!staysOwnerOfAll && !anotherOwnerOfAll(tx, input.id)) {
      throw new AppError('CONFLICT', staffAccountMessages.lastOwner);
    }
    writeStaffRights(tx, input.id, input);
    recordStaffEvent(tx, { by, subjectId: input.id, action: 'changed', rights: input });
    return { id: input.id };
  });
}

/** Disables (or enables again) an account; disabling ends its sessions and tokens at once. */
export function setStaffDisabled(db: DB, input: { id: number; disabled: boolean }, by: number | null = null, now = new Date()) {
  return db.transaction((tx) => {
    assertKnown(tx, input.id);
    if (input.disabled && !anotherOwnerOfAll(tx, input.id)) throw new AppError('CONFLICT', staffAccountMessages.lastOwner);
    tx.update(users)
      .set({ disabledAt: input.disabled ? now : null })
      .where(eq(users.id, input.id))
      .run();
    if (input.disabled) {
      tx.update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, input.id), isNull(sessions.revokedAt)))
        .run();
    }
    recordStaffEvent(tx, { by, subjectId: input.id, action: input.disabled ? 'disabled' : 'enabled' });
    return { id: input.id, disabled: input.disabled };
  });
}
