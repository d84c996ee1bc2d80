// A request id and one structured log line per request. Never logged:
// headers (cookies, x-auth-token), bodies (passwords, phone numbers,
// documents) and query strings (reference ids, signatures).
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

/** Reference ids are keys to a person's (masked) record: keep them out of the logs. */
export function loggablePath(path: string): string {
  return path.replace(/^(\/api\/form\/getFormById\/)[^/]+/i, '$1:ref').slice(0, 300);
}

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    // A proxy's id joins our line to its own; only a sane one is accepted.
    const offered = req.get('x-request-id');
    const requestId = offered && /^[\w.:-]{1,64}$/.test(offered) ? offered : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    const started = process.hrtime.bigint();
    // 'close' also fires when the client went away before the answer was sent.
    res.on('close', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        requestId,
        method: req.method,
        path: loggablePath(req.path),
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
        ip: req.ip,
        requestBytes: Number(req.get('content-length') ?? 0),
        aborted: !res.writableFinished || undefined,
        // Set by the middleware that refused the request (rate limit, cross-site, disk).
        refused: (res.locals.refusedBecause as string | undefined) ?? undefined,
      };
      if (res.statusCode >= 500) logger.warn(line, 'request');
      else logger.info(line, 'request');
    });
    next();
  };
}
