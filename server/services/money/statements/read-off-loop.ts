// Reading a statement file off the request loop. Parsing a large file takes
// seconds of CPU; in the server's own thread that is seconds in which no one
// else's page is answered (a 49,000-line preview held the loop 11.5 s). So
// the built server reads each file in a worker thread, one file at a time,
// with a heap of its own that a file cannot grow past and a time limit: a
// file that slips past the statement limits fails alone, as a refusal,
// never taking the server's memory or loop with it. Run from the sources
// (tsx, the tests' own processes) there is no built worker, and the file is
// read in this thread as before.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError, type ProblemCode } from '../../../../domain/problem';
import { statementMessages } from '../../../../domain/schemas/statements';
import type { ColumnMapping } from './lines';
import { readStatementFile } from './read';
import { tableOfRows, type RememberedLayout, type TableOutcome } from './table';

/** The worker's heap and time: what the widest file the limits accept needs, with room (npm run bench). */
export const readerLimits = { heapMb: 96, youngMb: 16, timeMs: 60_000 } as const;

/** The built worker beside the server bundle (its chunks live one folder down). */
function builtWorker(): string | null {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return null;
  let dir = path.dirname(here);
  if (path.basename(dir) === 'chunks') dir = path.dirname(dir);
  const file = path.join(dir, 'read-worker.js');
  return existsSync(file) ? file : null;
}

let queue: Promise<unknown> = Promise.resolve();

export interface ReadRequest {
  tempPath: string;
  given: ColumnMapping | null;
  remembered: RememberedLayout[];
}

/** The file's table of credit lines (or the columns staff must choose), read and held to the limits off the loop. */
export async function readStatementTable(
  tempPath: string,
  given: ColumnMapping | null,
  remembered: RememberedLayout[],
): Promise<TableOutcome> {
  const worker = builtWorker();
  if (!worker) return tableOfRows(await readStatementFile({ tempPath }), given, remembered);
  // One file at a time: two at once would double what the limits hold.
  const run = queue.then(() => readInWorker(worker, { tempPath, given, remembered }));
  queue = run.catch(() => undefined);
  return run;
}

export type Reply =
  | { outcome: TableOutcome }
  | { refusal: { code: Exclude<ProblemCode, 'INTERNAL_SERVER_ERROR'>; message: string; details: AppError['details'] } };

function readInWorker(file: string, request: ReadRequest): Promise<TableOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: readerLimits.heapMb, maxYoungGenerationSizeMb: readerLimits.youngMb },
    });
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      settle();
    };
    const tooLarge = (reason: string) => Object.assign(new AppError('BAD_REQUEST', statementMessages.tooLargeToRead), { reason });
    const timer = setTimeout(() => finish(() => reject(tooLarge(`not read in ${readerLimits.timeMs} ms`))), readerLimits.timeMs);
    worker.on('message', (reply: Reply) =>
      finish(() =>
        'outcome' in reply
          ? resolve(reply.outcome)
          : reject(new AppError(reply.refusal.code, reply.refusal.message, reply.refusal.details)),
      ),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      finish(() =>
        reject(tooLarge(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `out of its ${readerLimits.heapMb} MB heap` : error.message)),
      ),
    );
    worker.on('exit', (code) => finish(() => reject(tooLarge(`the reader stopped (exit ${code})`))));
  });
}
