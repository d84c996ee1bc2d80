// How a private document is sent, whoever asks for it (the admin documents
// route, the legacy signed links).
import type { DocumentFile } from '../services/document-access';

/**
 * The headers every private document is sent with. X-Content-Type-Options:
 * nosniff is on every response already (server/http/security-headers.ts).
 */
export function documentHeaders(file: DocumentFile, bytes: number): Record<string, string> {
  return {
    'Content-Type': file.contentType,
    'Content-Length': String(bytes),
    'Content-Disposition': `${file.disposition}; filename="${file.fileName}"`,
    'Cache-Control': 'private, no-store',
    // A PDF or image opened here must not run scripts or be framed elsewhere.
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
  };
}
