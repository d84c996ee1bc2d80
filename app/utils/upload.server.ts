// Multipart bodies for admin actions: parsed and staged under DATA_DIR/tmp by
// the shared streaming parser, handed to procedures as ctx.upload.
import type { AppLoadContext } from '@remix-run/node';
import { parseMultipart, type MultipartLimits, type ReceivedForm } from '../../server/storage/multipart';

export const isMultipart = (request: Request) =>
  /^multipart\/form-data;/i.test(request.headers.get('content-type') ?? '');

/** Parses the body, runs `handle` with it, and always removes the staged files. */
export async function withUpload<T>(
  request: Request,
  context: AppLoadContext,
  options: { limits: MultipartLimits; fileFields: readonly string[] },
  handle: (upload: ReceivedForm) => Promise<T>,
): Promise<T> {
  const upload = await parseMultipart({
    body: request.body,
    headers: {
      'content-type': request.headers.get('content-type'),
      'content-length': request.headers.get('content-length'),
    },
    dataDir: context.dataDir,
    limits: options.limits,
    fileFields: options.fileFields,
  });
  try {
    return await handle(upload);
  } finally {
    await upload.cleanup();
  }
}
