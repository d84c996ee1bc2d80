// Multipart bodies of the old client's upload calls, through the same
// streaming parser (and limits) as the pages. Staged files are always removed.
import type { Request, Response } from 'express';
import { AppError } from '../services/errors';
import { parseMultipart, type MultipartLimits, type ReceivedForm } from '../storage/multipart';

export async function withLegacyUpload<T>(
  req: Request,
  res: Response,
  options: { dataDir: string; limits: MultipartLimits; fileFields: readonly string[] },
  handle: (form: ReceivedForm) => Promise<T>,
): Promise<T> {
  let form: ReceivedForm;
  try {
    form = await parseMultipart({
      body: req,
      headers: { 'content-type': req.get('content-type'), 'content-length': req.get('content-length') },
      dataDir: options.dataDir,
      limits: options.limits,
      fileFields: options.fileFields,
    });
  } catch (error) {
    // Refused mid-stream: tell the client to stop sending the rest.
    if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') res.setHeader('Connection', 'close');
    throw error;
  }
  try {
    return await handle(form);
  } finally {
    await form.cleanup();
  }
}
