import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { BaseSQLiteDatabase, SQLiteTransactionConfig } from 'drizzle-orm/sqlite-core';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { projectRoot } from './project-root';
import * as schema from './schema';
import { documentRows } from '../domain/schemas/documents';

/**
 * What statements run through: the database, or a transaction's handle. Both
 * carry the connection (`$client`) for the statements a service prepares once
 * per connection (decision 023), and a `transaction` that hands its work a
 * handle of the same kind: a helper called inside a transaction takes the
 * caller's handle and never reaches for the outer one
 * (eslint-rules/transaction-handle.js, decision 065).
 */
export type Handle = Omit<BaseSQLiteDatabase<'sync', Database.RunResult, typeof schema>, 'transaction'> & {
  $client: Database.Database;
  transaction<T>(work: (tx: Transaction) => T, config?: SQLiteTransactionConfig): T;
};

/** The handle a transaction's work gets: the same queries as `DB`, inside one transaction. */
export type Transaction = Handle & { rollback(): never };

/** The database: a handle, with what only the whole database has (batch, $count, ...). */
export type DB = Omit<BetterSQLite3Database<typeof schema>, 'transaction'> & Handle;

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
  migrate(drizzle(sqlite, { schema }), { migrationsFolder });
  writeDocumentKinds(sqlite);
  return databaseOn(sqlite);
}

/**
 * Writes the document table's kinds, with what staff call each, to
 * document_kinds, which the uploads triggers check against: a new row of the
 * table needs no migration (decision 087). None is removed: stored files may
 * carry it and staff still see its name. Called with the table on every open;
 * a test calls it with a table of one more row.
 */
export function writeDocumentKinds(
  sqlite: Database.Database,
  rows: readonly { kind: string; staffName: string }[] = documentRows,
): void {
  const write = sqlite.prepare(
    'INSERT INTO document_kinds (kind, staff_name) VALUES (?, ?) ' +
      'ON CONFLICT (kind) DO UPDATE SET staff_name = excluded.staff_name WHERE staff_name IS NOT excluded.staff_name',
  );
  sqlite.transaction(() => {
    for (const row of rows) write.run(row.kind, row.staffName);
  })();
}

/**
 * The database on a connection. Every transaction on it begins IMMEDIATE: it takes the write
 * lock at once, waiting up to busy_timeout for it. A DEFERRED one that reads
 * and then writes (a status move reads the status first) fails at once with
 * SQLITE_BUSY when another connection (a CLI script, a restore, a test)
 * committed after its read: SQLite cannot wait for a snapshot that is
 * already stale (docs/decisions/062-transactions-begin-immediate.md).
 */
export function databaseOn(sqlite: Database.Database): DB {
  return withTransactionHandles(drizzle(sqlite, { schema }), sqlite, { behavior: 'immediate' });
}

/**
 * Gives a drizzle database or transaction the `Handle` shape: its
 * `transaction` hands the work a handle that carries the connection too, and
 * so on for a transaction nested in it (a savepoint).
 */
function withTransactionHandles<T extends { transaction: (work: never, config?: never) => unknown }>(
  handle: T,
  client: Database.Database,
  defaults: SQLiteTransactionConfig,
): T & Handle & { $client: Database.Database } {
  const transaction = (handle.transaction as (work: (tx: object) => unknown, config?: SQLiteTransactionConfig) => unknown).bind(
    handle,
  );
  return Object.assign(handle, {
    $client: client,
    transaction: (work: (tx: Transaction) => unknown, config?: SQLiteTransactionConfig) =>
      transaction(
        (tx) => work(withTransactionHandles(tx as { transaction: never; rollback: () => never }, client, {})),
        Object.keys(defaults).length ? { ...defaults, ...config } : config,
      ),
  }) as unknown as T & Handle & { $client: Database.Database };
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
  return databaseOn(sqlite);
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
 * first call for each connection, with the database or a transaction's
 * handle alike: a transaction's statements run on the connection that holds
 * it, so what is prepared once serves inside and outside transactions.
 */
export function preparedPerDatabase<T>(prepare: (db: Handle) => T): (db: Handle) => T {
  const prepared = new WeakMap<Database.Database, T>();
  return (db) => {
    let statements = prepared.get(db.$client);
    if (!statements) {
      statements = prepare(db);
      prepared.set(db.$client, statements);
    }
    return statements;
  };
}
