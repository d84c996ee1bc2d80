// The adapter's plumbing: who is calling (x-auth-token), a tRPC caller for
// the request, and turning errors into the old client's JSON shapes.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createCaller, type Caller } from '../api/root';
import { createContext, type ContextOptions } from '../api/trpc';
import { AppError, problemMessages, type FieldErrors } from '../../domain/problem';
import type { Guards } from '../api/guards';
import { problemOf } from '../api/problem-of';
import type { ReceivedForm } from '../storage/multipart';

export interface LegacyDeps {
  db: ContextOptions['db'];
  dataDir: string;
  sessionSecret: string;
  guards: Guards;
  /** Set when SMTP is configured (see ContextOptions.email). */
  email: ContextOptions['email'];
  /** Who holds a token: handed in by server/app.ts, which wires transports to services. */
  sessionOf: (token: string) => ContextOptions['admin'];
}

/** The old client sends the header on every call, even as "null": that is no token. */
export function adminFromHeader(deps: Pick<LegacyDeps, 'sessionOf'>, req: Request): ContextOptions['admin'] {
  const token = req.get('x-auth-token');
  if (!token || token === 'null' || token === 'undefined') return null;
  return deps.sessionOf(token);
}

export function legacyCaller(deps: LegacyDeps, req: Request, upload: ReceivedForm | null = null): Caller {
  return createCaller(
    createContext({
      db: deps.db,
      admin: adminFromHeader(deps, req),
      ip: req.ip ?? 'unknown',
      userAgent: req.get('user-agent') ?? null,
      sessionKind: 'token',
      dataDir: deps.dataDir,
      guards: deps.guards,
      signingSecret: deps.sessionSecret,
      email: deps.email,
      upload,
    }),
  );
}

export interface LegacyErrorBody {
  message: string;
  errors?: FieldErrors;
}

/**
 * The problem (server/api/problem-of.ts) in the old client's shape. A refusal
 * about fields names them in its message: an API client has no highlighted
 * form to look at.
 */
export function legacyErrorOf(error: unknown): { status: number; body: LegacyErrorBody; retryAfter?: number } {
  const problem = problemOf(error);
  const fields = Object.keys(problem.fieldErrors);
  const message =
    fields.length === 0
      ? problem.message
      : `${problem.message === problemMessages.invalidForm ? 'Please correct these fields' : problem.message.replace(/\.$/, '')}: ${fields
          .map((field) => `${field} (${problem.fieldErrors[field]!.join(' ')})`)
          .join('; ')}.`;
  return {
    status: problem.status,
    body: { message, ...(fields.length > 0 ? { errors: problem.fieldErrors } : {}) },
    retryAfter: problem.retryAfterSeconds,
  };
}

type Handler = (req: Request, res: Response) => Promise<unknown>;

/** Runs a route; sends its errors as JSON with the right status (5xx logged by the app). */
export function legacyRoute(handler: Handler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    handler(req, res).catch((error: unknown) => {
      const { status, body, retryAfter } = legacyErrorOf(error);
      if (status >= 500) return next(error);
      if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
      res.status(status).json(body);
    });
  };
}

/** Absolute URL on this host, for links the old client puts in <img src>. */
export const absoluteUrl = (req: Request, pathAndQuery: string) => `${req.protocol}://${req.get('host')}${pathAndQuery}`;

/**
 * Admin calls check the token before reading a body, so an anonymous upload
 * is refused without a byte stored; the procedures check the session again.
 */
export function refuseWithoutToken(deps: LegacyDeps, req: Request): void {
  if (!adminFromHeader(deps, req)) throw new AppError('UNAUTHORIZED', problemMessages.signIn);
}

/** JSON calls refuse another body type (a form post, a multipart upload) with 415. */
export function requireJson(req: Request, _res: Response, next: NextFunction) {
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  if (hasBody && !req.is('application/json')) {
    next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a JSON body (content-type: application/json).'));
    return;
  }
  next();
}

/** A string field of a JSON body; numbers are taken as typed, anything else as absent. */
export function stringOf(body: unknown, key: string): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
