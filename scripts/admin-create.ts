// npm run admin:create -- --email E --password P
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { readConfig } from '../server/config';
import { createAdmin } from '../server/services/staff';
import { AppError } from '../domain/problem';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
if (!values.email || !values.password) {
  console.error('Usage: npm run admin:create -- --email E --password P [--name N]');
  process.exit(1);
}
try {
  const config = readConfig();
  const db = openDatabase(config.DATA_DIR);
  const admin = await createAdmin(db, { email: values.email, password: values.password, name: values.name });
  db.$client.close();
  console.log(`Created admin ${admin.email}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof AppError ? 2 : 1);
}
