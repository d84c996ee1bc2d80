// A worker thread's entry (built to build/server-node/read-worker.js): reads
// one statement file into its table of credit lines and posts it back, or
// posts the refusal (read-off-loop.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../../../domain/problem';
import type { ReadRequest, Reply } from './read-off-loop';
import { readStatementFile } from './read';
import { tableOfRows } from './table';

const request = workerData as ReadRequest;
const reply = (message: Reply) => parentPort!.postMessage(message);
readStatementFile({ tempPath: request.tempPath })
  .then((rows) => tableOfRows(rows, request.given, request.remembered))
  .then(
    (outcome) => reply({ outcome }),
    (error: unknown) =>
      reply({
        refusal:
          error instanceof AppError
            ? { code: error.code, message: error.message, details: error.details }
            : {
                code: 'BAD_REQUEST',
                message: `The statement file could not be read: ${(error as Error).message}`,
                details: {},
              },
      }),
  );
