// Notes how requests arrive (https, proxy headers) for `npm run doctor`:
// written when what is seen changes, else at most once a minute, after the
// response, never slowing or failing a request. Page-cache hits, answered
// before Express, call the recorder themselves (server/app.ts).
import type { RequestHandler } from 'express';
import { writeRequestRecord } from '../storage/request-record';

const rewriteAfterMs = 60_000;

/** What one request showed: whether it was https, its X-Forwarded-Proto, its host name (no port). */
export type NoteRequest = (host: string, secure: boolean, forwardedProto: string | string[] | undefined) => void;

export function requestRecorder(deps: { dataDir: string; trustProxy: boolean | number }): NoteRequest {
  let lastKey = '';
  let lastWrite = 0;
  return (host, secure, forwardedProtoHeader) => {
    const forwardedProto = typeof forwardedProtoHeader === 'string' ? forwardedProtoHeader : null;
    const key = `${secure}|${forwardedProto}|${host}`;
    const now = Date.now();
    if (key === lastKey && now - lastWrite <= rewriteAfterMs) return;
    lastKey = key;
    lastWrite = now;
    writeRequestRecord(deps.dataDir, {
      at: new Date(now).toISOString(),
      secure,
      forwardedProto,
      host,
      trustProxy: deps.trustProxy,
    }).catch(() => {
      lastKey = '';
    });
  };
}

export function recordRequests(note: NoteRequest): RequestHandler {
  return (req, _res, next) => {
    // Health checks come from the machine itself, not through the proxy.
    if (req.path !== '/healthz') note(req.hostname, req.secure, req.get('x-forwarded-proto'));
    next();
  };
}
