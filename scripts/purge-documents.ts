// npm run purge-documents -- [--days N] [--dry-run]
// Deletes the documents of registrations and admissions that are REJECTED or
// still PENDING and older than N days (default DOCUMENT_RETENTION_DAYS, 180),
// keeping the records themselves. Safe while the server runs.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { ConfigError, readConfig } from '../server/config';
import { createLogger } from '../server/logger';
import { purgeOldDocuments } from '../server/services/upkeep';

const { values } = parseArgs({ options: { days: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
let config;
try {
  config = readConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const days = values.days === undefined ? config.DOCUMENT_RETENTION_DAYS : Number(values.days);
if (!Number.isInteger(days) || days < 1) {
  console.error('Usage: npm run purge-documents -- [--days N] [--dry-run]   (N a whole number of days, at least 1)');
  process.exit(1);
}
const logger = createLogger(config.LOG_LEVEL);
const db = openDatabase(config.DATA_DIR);
try {
  const dryRun = values['dry-run'];
  const result = await purgeOldDocuments(db, config.DATA_DIR, { olderThanDays: days, logger, dryRun });
  console.log(
    `${dryRun ? 'Would purge' : 'Purged'} the documents of ${result.registrations} registration(s) and ` +
      `${result.admissions} admission(s) older than ${days} days that are REJECTED or still PENDING: ${result.files} file(s).`,
  );
} finally {
  db.$client.close();
}
