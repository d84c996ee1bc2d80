// A private applicant document, for a signed-in admin only. Without a session:
// 401, never the file.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { LoaderFunctionArgs } from '@remix-run/node';
import type { DocumentFile } from '~/utils/procedure-outputs';
import { documentHeaders } from '../../server/http/document-headers';
import { requireAdminOr401 } from '~/utils/auth.server';
import { refusalOf } from '~/actions/refusals.server';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' } });

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdminOr401(context, 'records.read');
  const id = Number(params.uploadId);
  if (!Number.isInteger(id) || id <= 0) return notFound();
  let file: DocumentFile;
  try {
    file = await context.api.documents.file({ id });
  } catch (error) {
    if (refusalOf(error, context).code === 'NOT_FOUND') return notFound();
    throw error;
  }
  const info = await stat(file.filePath).catch(() => null);
  if (!info?.isFile()) return notFound();
  const body = Readable.toWeb(createReadStream(file.filePath)) as ReadableStream<Uint8Array>;
  // Only this site's pages may embed it (the dashboard's viewer).
  return new Response(body, {
    headers: { ...documentHeaders(file, info.size), 'Cross-Origin-Resource-Policy': 'same-origin' },
  });
}
