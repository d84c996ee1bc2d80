// Refuses every multipart upload with 507 while the disk is nearly full,
// before a byte of it is stored. (Applicant forms and gallery uploads alike:
// all of them fill the same disk.)
import type { RequestHandler } from 'express';
import { AppError } from '../services/errors';
import { assertDiskSpaceForUpload, megabytes } from '../storage/disk';
import { refuse } from './problem';

const uploadMethods = new Set(['POST', 'PUT', 'PATCH']);

export function requireFreeDiskForUploads(options: { dataDir: string; minFreeMb: number }): RequestHandler {
  return (req, res, next) => {
    if (!uploadMethods.has(req.method) || !req.is('multipart/form-data')) return next();
    assertDiskSpaceForUpload(options.dataDir, megabytes(options.minFreeMb)).then(
      () => next(),
      (error: unknown) => {
        if (!(error instanceof AppError)) return next(error);
        res.locals.refusedBecause = 'low disk space';
        // The body is not read; close the connection so the client stops sending it.
        res.setHeader('Connection', 'close');
        refuse(req, res, next, 507, error.message);
      },
    );
  };
}
