import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { projectRoot } from './project-root';
import * as schema from './schema';

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** The handle a transaction's work gets: the same queries as `DB`, inside one transaction. */
export type Transaction = Parameters<Parameters<DB['transaction']>[0]>[0];

export const migrationsFolder = path.join(projectRoot, 'db/migrations');

export function databasePath(dataDir: string): string {
  return path.join(dataDir, 'app.sqlite');
}

/**
 * Opens (creating if needed) the SQLite file under dataDir, sets the pragmas
 * every connection needs and applies pending migrations.
 */
export function openDatabase(dataDir: string): DB {
  // Private from the first start: DATA_DIR 0700, the database 0600. The file
  // is made empty before SQLite opens it because SQLite gives the -wal and
  // -shm files the database file's own mode. `npm run doctor` checks both.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  createPrivateFile(databasePath(dataDir));
  const sqlite = new Database(databasePath(dataDir));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // WAL makes NORMAL durable against application crashes; only an OS crash
  // can lose the last transactions, never corrupt the file. The records an
  // applicant is shown a reference id for commit with FULL (durableTransaction).
  sqlite.pragma('synchronous = NORMAL');
  const db = immediateByDefault(drizzle(sqlite, { schema }));
  migrate(db, { migrationsFolder });
  return db;
}

/**
 * Every transaction on the connection begins IMMEDIATE: it takes the write
 * lock at once, waiting up to busy_timeout for it. A DEFERRED one that reads
 * and then writes (a status move reads the status first) fails at once with
 * SQLITE_BUSY when another connection (a CLI script, a restore, a test)
 * committed after its read: SQLite cannot wait for a snapshot that is
 * already stale (docs/decisions/062-transactions-begin-immediate.md).
 */
function immediateByDefault(db: DB): DB {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work: Parameters<DB['transaction']>[0], config?: Parameters<DB['transaction']>[1]) =>
    transaction(work, { behavior: 'immediate', ...config })) as DB['transaction'];
  return db;
}

/** Creates an empty file readable by its owner only; an existing file is left as it is. */
function createPrivateFile(file: string) {
  try {
    closeSync(openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * Runs `work` as one transaction whose commit is on the disk when it returns.
 * The connection's `synchronous = NORMAL` leaves a commit in the WAL until
 * the next checkpoint, so a power cut can undo the last ones; an applicant's
 * record, whose reference id they are shown at once, is committed with FULL
 * (one fsync of the WAL). Synchronous code: nothing else runs in between.
 */
export function durableTransaction<T>(db: DB, work: (tx: Transaction) => T): T {
  db.$client.pragma('synchronous = FULL');
  try {
    return db.transaction(work);
  } finally {
    db.$client.pragma('synchronous = NORMAL');
  }
}

/** Opens an existing file read-only, without migrating: for checks that must change nothing. */
export function openDatabaseReadOnly(dataDir: string): DB {
  const sqlite = new Database(databasePath(dataDir), { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  return drizzle(sqlite, { schema });
}

export function isDatabaseReachable(db: DB): boolean {
  try {
    return db.$client.prepare('select 1 as ok').get() !== undefined;
  } catch {
    return false;
  }
}

/**
 * Changes whenever another connection (a CLI script, a restore, a test)
 * commits to the file; this connection's own writes do not change it.
 */
export function externalChangeCounter(db: DB): number {
  // Asked on every page-cache lookup: prepared once per connection, not per call.
  let statement = dataVersionStatements.get(db.$client);
  if (!statement) {
    statement = db.$client.prepare('PRAGMA data_version').pluck();
    dataVersionStatements.set(db.$client, statement);
  }
  return statement.get() as unknown as number;
}
const dataVersionStatements = new WeakMap<DB['$client'], { get: () => unknown }>();

/**
 * Statements a service prepares once per database and keeps: building a
 * query's SQL with Drizzle again on every call can cost more than running it
 * (decision 023; the statement import's receipts). `prepare` runs on the
 * first call for each database.
 */
export function preparedPerDatabase<T>(prepare: (db: DB) => T): (db: DB) => T {
  const prepared = new WeakMap<DB, T>();
  return (db) => {
    let statements = prepared.get(db);
    if (!statements) {
      statements = prepare(db);
      prepared.set(db, statements);
    }
    return statements;
  };
}
