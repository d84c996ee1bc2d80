// Multipart bodies of the old client's upload calls, through the same
// receiving code (and limits) as the pages. Staged files are always removed.
import type { Request } from 'express';
import type { ReceivedForm } from '../storage/multipart';
import { receiveUpload, type UploadOptions } from '../http/uploads';
import type { LegacyDeps } from './http';

export async function withLegacyUpload<T>(
  req: Request,
  deps: LegacyDeps,
  options: UploadOptions,
  handle: (form: ReceivedForm) => Promise<T>,
): Promise<T> {
  const form = await receiveUpload(req, req, options, { ...deps, clientIp: req.ip ?? 'unknown' });
  try {
    return await handle(form);
  } finally {
    await form.cleanup();
  }
}
