// A staff member's rights (decision 068): their roles and centres as the
// server checks them on every call, written in place when the Owner changes
// them, and each change to an account logged for the activity page.
import { eq } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { staffCentres, staffEvents, staffRoleGrants, users } from '../../../db/schema';
import type { CentreScope, StaffRights, StaffRole } from '../../../domain/staff';
import type { CentreId } from '../../../domain/vocabulary';

/** A staff member's roles and centres, as the server checks them on every call. */
export function staffRightsOf(db: Handle, userId: number, allCentres: boolean): StaffRights {
  const roles = db
    .select({ role: staffRoleGrants.role })
    .from(staffRoleGrants)
    .where(eq(staffRoleGrants.userId, userId))
    .all()
    .map((row) => row.role);
  const centres: CentreScope = allCentres
    ? 'all'
    : db
        .select({ centre: staffCentres.centre })
        .from(staffCentres)
        .where(eq(staffCentres.userId, userId))
        .all()
        .map((row) => row.centre);
  return { roles, centres };
}

/** A new account's rights when none are named: an Owner of every centre, as every account was before roles (decision 068). */
export const ownerOfAll: { roles: StaffRole[]; centres: 'all' } = { roles: ['owner'], centres: 'all' };

/** Writes a person's roles and centres in place of what they had; inside the caller's transaction. */
export function writeStaffRights(
  tx: Handle,
  userId: number,
  rights: { roles: readonly StaffRole[]; centres: 'all' | readonly CentreId[] },
) {
  tx.delete(staffRoleGrants).where(eq(staffRoleGrants.userId, userId)).run();
  tx.delete(staffCentres).where(eq(staffCentres.userId, userId)).run();
  for (const role of new Set(rights.roles)) tx.insert(staffRoleGrants).values({ userId, role }).run();
  if (rights.centres !== 'all')
    for (const centre of new Set(rights.centres)) tx.insert(staffCentres).values({ userId, centre }).run();
  tx.update(users)
    .set({ allCentres: rights.centres === 'all' })
    .where(eq(users.id, userId))
    .run();
}

/**
 * A change to a staff account, for the activity log (issue 51): who made it
 * (null for a script), whose account, and the roles and centres it holds after.
 */
export function recordStaffEvent(
  tx: Handle,
  event: {
    by: number | null;
    subjectId: number;
    action: 'invited' | 'changed' | 'disabled' | 'enabled';
    rights?: { roles: readonly StaffRole[]; centres: 'all' | readonly CentreId[] };
  },
) {
  tx.insert(staffEvents)
    .values({
      userId: event.by,
      subjectId: event.subjectId,
      action: event.action,
      roles: event.rights ? JSON.stringify([...new Set(event.rights.roles)]) : null,
      centres: event.rights ? JSON.stringify(event.rights.centres) : null,
      createdAt: new Date(),
    })
    .run();
}
