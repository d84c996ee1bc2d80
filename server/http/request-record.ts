// Notes how requests arrive (https, proxy headers) for `npm run doctor`:
// written when what is seen changes, else at most once a minute, after the
// response, never slowing or failing a request.
import type { RequestHandler } from 'express';
import { writeRequestRecord } from '../storage/request-record';

const rewriteAfterMs = 60_000;

export function recordRequests(deps: { dataDir: string; trustProxy: boolean | number }): RequestHandler {
  let lastKey = '';
  let lastWrite = 0;
  return (req, _res, next) => {
    // Health checks come from the machine itself, not through the proxy.
    if (req.path !== '/healthz') {
      const forwardedProto = req.get('x-forwarded-proto') ?? null;
      const key = `${req.secure}|${forwardedProto}|${req.hostname}`;
      const now = Date.now();
      if (key !== lastKey || now - lastWrite > rewriteAfterMs) {
        lastKey = key;
        lastWrite = now;
        writeRequestRecord(deps.dataDir, {
          at: new Date(now).toISOString(),
          secure: req.secure,
          forwardedProto,
          host: req.hostname,
          trustProxy: deps.trustProxy,
        }).catch(() => {
          lastKey = '';
        });
      }
    }
    next();
  };
}
