// A worker thread's entry (built to build/server-node/read-worker.js): reads
// one statement file into rows and posts them back, or posts the refusal.
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../../../domain/problem';
import { readStatementFile } from './read';

const { tempPath } = workerData as { tempPath: string };
readStatementFile({ tempPath }).then(
  (rows) => parentPort!.postMessage({ rows }),
  (error: unknown) =>
    parentPort!.postMessage({
      refusal:
        error instanceof AppError
          ? { code: error.code, message: error.message }
          : { code: 'BAD_REQUEST', message: `The statement file could not be read: ${(error as Error).message}` },
    }),
);
