import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { users } from '../../../db/schema';
import { countAdmins, createAdmin, normaliseEmail } from './auth';

export type BootstrapResult =
  { kind: 'created-from-env'; email: string } | { kind: 'generated'; email: string; password: string } | { kind: 'none' };

/**
 * At start: create the admin named by ADMIN_EMAIL/ADMIN_PASSWORD if missing;
 * with neither set and no admin at all, create admin@localhost with a random
 * password that the caller prints once.
 */
export async function ensureBootstrapAdmin(
  db: Handle,
  env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string },
): Promise<BootstrapResult> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const email = normaliseEmail(env.ADMIN_EMAIL);
    const exists = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
    if (exists) return { kind: 'none' };
    await createAdmin(db, { email, password: env.ADMIN_PASSWORD });
    return { kind: 'created-from-env', email };
  }
  if (countAdmins(db) > 0) return { kind: 'none' };
  const password = randomBytes(12).toString('base64url');
  await createAdmin(db, { email: 'admin@localhost', password });
  return { kind: 'generated', email: 'admin@localhost', password };
}
