// Multipart bodies of the old client's upload calls, through the same
// receiving code (and limits) as the pages: one call into server/uploads.
import type { Request } from 'express';
import type { ReceivedForm } from '../storage/multipart';
import { withReceivedFiles, type UploadOptions } from '../uploads/receive';
import type { LegacyDeps } from './http';

export const withLegacyUpload = <T>(
  req: Request,
  deps: LegacyDeps,
  options: UploadOptions,
  handle: (form: ReceivedForm) => Promise<T>,
) => withReceivedFiles(req, req, options, { ...deps, clientIp: req.ip ?? 'unknown' }, handle);
