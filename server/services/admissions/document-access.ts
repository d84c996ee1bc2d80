// Private applicant documents: where one lives on disk and how to hand it to
// a signed-in admin. Only images open inline; a PDF (which may carry
// JavaScript, /OpenAction) and anything else (Word files) is a download,
// opened by the admin's own PDF reader outside the admin area.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { uploads } from '../../../db/schema';
import { uploadsDirOf } from '../../storage/paths';
import { AppError } from '../../../domain/problem';

const inlineTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const extensionOf: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/x-cfb': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** A file name safe in a header: ASCII letters, digits, dot, dash, underscore. */
export function safeFileName(original: string, fallbackBase: string, contentType: string): string {
  const ext = extensionOf[contentType];
  const cleaned = path
    .basename(original)
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80);
  if (cleaned && (!ext || cleaned.toLowerCase().endsWith(`.${ext}`))) return cleaned;
  return `${(cleaned.replace(/\.[^.]*$/, '') || fallbackBase).slice(0, 70)}.${ext ?? 'bin'}`;
}

export interface DocumentFile {
  id: number;
  filePath: string;
  contentType: string;
  disposition: 'inline' | 'attachment';
  fileName: string;
  bytes: number;
}

export function documentFile(db: Handle, dataDir: string, id: number): DocumentFile {
  const row = db.select().from(uploads).where(eq(uploads.id, id)).get();
  if (!row) throw new AppError('NOT_FOUND', 'No document with this id.');
  // stored_name is ours (random), but never let it leave the uploads folder.
  const storedName = path.basename(row.storedName);
  const contentType = row.detectedType || 'application/octet-stream';
  return {
    id: row.id,
    filePath: path.join(uploadsDirOf(dataDir), storedName),
    contentType,
    disposition: inlineTypes.has(contentType) ? 'inline' : 'attachment',
    fileName: safeFileName(row.originalName, `${row.ownerType}-${row.ownerId}-${row.kind}`, contentType),
    bytes: row.bytes,
  };
}
