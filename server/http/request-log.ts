// A request id and one structured log line per request. Never logged:
// headers (cookies, x-auth-token), bodies (passwords, phone numbers,
// documents) and query strings (reference ids, signatures).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

/** Reference ids are keys to a person's (masked) record: keep them out of the logs. */
export function loggablePath(path: string): string {
  return path.replace(/^(\/api\/form\/getFormById\/)[^/]+/i, '$1:ref').slice(0, 300);
}

/** A proxy's id joins our line to its own; only a sane one is accepted. */
export function requestIdOf(req: IncomingMessage): string {
  const offered = req.headers['x-request-id'];
  return typeof offered === 'string' && /^[\w.:-]{1,64}$/.test(offered) ? offered : randomUUID();
}

/** What the log line says about the request, read when the response is done. */
export interface RequestFacts {
  method: string | undefined;
  path: string;
  ip: string | undefined;
  requestBytes: number;
  /** Set by the middleware that refused the request (rate limit, cross-site, disk). */
  refused?: string;
}

/** Writes the request's log line once the response is done (or the client went away). */
export function logWhenClosed(logger: Logger, res: ServerResponse, requestId: string, facts: () => RequestFacts) {
  const started = process.hrtime.bigint();
  // 'close' also fires when the client went away before the answer was sent.
  res.on('close', () => {
    const level = res.statusCode >= 500 ? 'warn' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    const { path, ...rest } = facts();
    const line = {
      requestId,
      ...rest,
      path: loggablePath(path),
      status: res.statusCode,
      durationMs: Math.round(durationMs * 10) / 10,
      aborted: !res.writableFinished || undefined,
    };
    logger[level](line, 'request');
  });
}

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req);
    res.locals.requestId = requestId;
    res.setHeader('x-request-id', requestId);
    logWhenClosed(logger, res, requestId, () => ({
      method: req.method,
      path: req.path,
      ip: req.ip,
      requestBytes: Number(req.get('content-length') ?? 0),
      refused: (res.locals.refusedBecause as string | undefined) ?? undefined,
    }));
    next();
  };
}
