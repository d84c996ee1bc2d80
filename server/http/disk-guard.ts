// Refuses every multipart upload with 507 while the disk is nearly full,
// before a byte of it is stored. (Applicant forms and gallery uploads alike:
// all of them fill the same disk.)
import type { RequestHandler } from 'express';
import { AppError } from '../../domain/problem';
import { assertDiskSpaceForUpload, megabytes } from '../storage/disk';
import { applicationUploadLimits } from '../storage/multipart';
import { drainRequest } from './drain';
import { refuse } from './problem-response';

const uploadMethods = new Set(['POST', 'PUT', 'PATCH']);

export function requireFreeDiskForUploads(options: { dataDir: string; minFreeMb: number }): RequestHandler {
  return (req, res, next) => {
    if (!uploadMethods.has(req.method) || !req.is('multipart/form-data')) return next();
    assertDiskSpaceForUpload(options.dataDir, megabytes(options.minFreeMb)).then(
      () => next(),
      (error: unknown) => {
        if (!(error instanceof AppError)) return next(error);
        res.locals.refusedBecause = 'low disk space';
        refuse(req, res, next, error);
        // Nothing of the body is stored; it is read and dropped so the client
        // gets to read the answer (up to the largest upload we accept).
        drainRequest(req, applicationUploadLimits.maxTotalBytes + 1024 * 1024);
      },
    );
  };
}
