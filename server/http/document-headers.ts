// How a private document is sent, whoever asks for it (the admin documents
// route, the legacy signed links).

/** What the headers need of a document (server/services/admissions/document-access.ts's DocumentFile has it). */
interface DocumentFile {
  contentType: string;
  disposition: 'inline' | 'attachment';
  fileName: string;
}

export const documentCsp = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

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
    // The one policy of this response (it replaces the page policy): opened
    // on its own, a document is a sandboxed, opaque origin that runs no
    // script, submits no form and reaches no cookie or page of ours, and it
    // may be framed only by our own pages.
    'Content-Security-Policy': documentCsp,
  };
}
