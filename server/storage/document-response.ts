// How a private applicant document is sent: the one place for its headers,
// used by the admin documents route and the legacy signed links.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { uploadsDirOf } from './paths';

const inlineTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

export interface StoredDocument {
  storedName: string;
  originalName: string;
  detectedType: string;
}

/** A file name safe inside a quoted header value. */
const safeFileName = (name: string) => name.replace(/[^\w.\- ]+/g, '_').slice(0, 100) || 'document';

export function documentHeaders(document: StoredDocument, bytes: number): Record<string, string> {
  const disposition = inlineTypes.has(document.detectedType) ? 'inline' : 'attachment';
  return {
    'Content-Type': document.detectedType,
    'Content-Length': String(bytes),
    'Content-Disposition': `${disposition}; filename="${safeFileName(document.originalName)}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    // A document is never a page: no scripts, even if a browser tried.
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  };
}

/** Opens the file of a stored document, or null when it is missing on disk. */
export async function openStoredDocument(dataDir: string, document: StoredDocument) {
  // stored_name is random and ours, but never trust a path component.
  const file = path.join(uploadsDirOf(dataDir), path.basename(document.storedName));
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return { stream: createReadStream(file), headers: documentHeaders(document, info.size) };
}
