// A request id and one structured log line per request. Never logged:
// headers (cookies, x-auth-token), bodies (passwords, phone numbers,
// documents) and query strings (reference ids, signatures).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

/**
 * Reference ids are keys to a person's (masked) record, and a certificate's
 * (or an ID card's) code to its verify answer: keep them out of the logs. The path is the request's original one (`originalUrl`: inside a
 * mounted router `req.path` has lost its prefix), without the query; the old
 * client's look-up path is masked whatever it holds, and anything shaped
 * like a reference id (REG-/ADM-, typed loosely) anywhere else, on every
 * transport. Percent-encoding is undone first, so `REG%2D…` is caught too.
 */
export function loggablePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed escapes: mask what is there as it is.
  }
  return (
    decoded
      .replace(/^(\/api\/form\/getFormById\/)[^/]*/i, '$1:ref')
      // A certificate's or a student ID card's QR code link: the code alone opens its answer (issues 50, 54).
      .replace(/(\/certification\/(?:verify|card)\/)[^/]+/i, '$1:code')
      .replace(/(?<![0-9A-Z])(REG|ADM)[\s_-]*[0-9A-Z]{8}(?![0-9A-Z])/gi, ':ref')
      .slice(0, 300)
  );
}

/** The path part of the URL the client sent (mounted routers rewrite req.url, never originalUrl). */
export const originalPathOf = (originalUrl: string | undefined) => (originalUrl ?? '/').split('?')[0]!;

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
      path: originalPathOf(req.originalUrl),
      ip: req.ip,
      requestBytes: Number(req.get('content-length') ?? 0),
      refused: (res.locals.refusedBecause as string | undefined) ?? undefined,
    }));
    next();
  };
}
