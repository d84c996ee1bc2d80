// npm run admin:reset-password -- --email E --password P
// For an admin who forgot their password: whoever has the server's shell sets
// a new one. Every session and token of that admin ends at once.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { dataDirFromEnv } from '../server/config';
import { resetPassword } from '../server/services/staff';
import { AppError } from '../domain/problem';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password) {
  console.error('Usage: npm run admin:reset-password -- --email E --password P');
  process.exit(1);
}
try {
  const db = openDatabase(dataDirFromEnv());
  try {
    await resetPassword(db, values.email, values.password);
  } finally {
    db.$client.close();
  }
  console.log(`New password set for ${values.email}; every session and token of that admin has ended.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof AppError ? 2 : 1);
}
