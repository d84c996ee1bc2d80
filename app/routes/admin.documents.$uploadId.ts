// A private applicant document, for a signed-in admin only. Without a session:
// 401, never the file.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { procedureError, requireAdminOr401 } from '~/utils/auth.server';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' } });

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdminOr401(context);
  const id = Number(params.uploadId);
  if (!Number.isInteger(id) || id <= 0) return notFound();
  let file;
  try {
    file = await context.api.documents.file({ id });
  } catch (error) {
    if (procedureError(error)?.code === 'NOT_FOUND') return notFound();
    throw error;
  }
  const info = await stat(file.filePath).catch(() => null);
  if (!info?.isFile()) return notFound();
  const body = Readable.toWeb(createReadStream(file.filePath)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(info.size),
      'Content-Disposition': `${file.disposition}; filename="${file.fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      // A PDF or image opened here must not run scripts or be framed elsewhere.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}
