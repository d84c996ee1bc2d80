// The adapter's plumbing: who is calling (x-auth-token), a tRPC caller for
// the request, and turning errors into the old client's JSON shapes.
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DB } from '../../db/client';
import { createCaller, type Caller } from '../api/root';
import { createContext } from '../api/trpc';
import { resolveSession, type SessionAdmin } from '../services/auth';
import { AppError, httpStatusOf, type FieldErrors } from '../services/errors';
import type { ReceivedForm } from '../storage/multipart';

export interface LegacyDeps {
  db: DB;
  dataDir: string;
  sessionSecret: string;
}

/** The old client sends the header on every call, even as "null": that is no token. */
export function adminFromHeader(db: DB, req: Request): SessionAdmin | null {
  const token = req.get('x-auth-token');
  if (!token || token === 'null' || token === 'undefined') return null;
  return resolveSession(db, token);
}

export function legacyCaller(deps: LegacyDeps, req: Request, upload: ReceivedForm | null = null): Caller {
  return createCaller(
    createContext({
      db: deps.db,
      admin: adminFromHeader(deps.db, req),
      ip: req.ip ?? 'unknown',
      userAgent: req.get('user-agent') ?? null,
      sessionKind: 'token',
      dataDir: deps.dataDir,
      upload,
    }),
  );
}

export interface LegacyErrorBody {
  message: string;
  errors?: FieldErrors;
}

const statusOfTrpcCode: Partial<Record<TRPCError['code'], number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
};

/** Status and body for any error a procedure or the parser threw. */
export function legacyErrorOf(error: unknown): { status: number; body: LegacyErrorBody; retryAfter?: number } {
  const appError = error instanceof AppError ? error : error instanceof TRPCError && error.cause instanceof AppError ? error.cause : null;
  if (appError) {
    return {
      status: httpStatusOf[appError.code],
      body: { message: appError.message, ...(appError.details.fieldErrors ? { errors: appError.details.fieldErrors } : {}) },
      retryAfter: appError.details.retryAfterSeconds,
    };
  }
  // A legacy payload schema (server/legacy/schemas.ts) refused the request's shape.
  if (error instanceof ZodError) {
    const errors: FieldErrors = {};
    for (const issue of error.issues) (errors[String(issue.path[0] ?? 'form')] ??= []).push(issue.message);
    return { status: 400, body: { message: error.issues[0]?.message ?? 'Invalid request.', errors } };
  }
  if (error instanceof TRPCError) {
    const status = statusOfTrpcCode[error.code] ?? 500;
    if (status === 500) return { status, body: { message: 'Something went wrong. Please try again.' } };
    const zodIssues = (error.cause as { issues?: { path: PropertyKey[]; message: string }[] } | undefined)?.issues;
    const errors: FieldErrors = {};
    for (const issue of zodIssues ?? []) {
      const field = String(issue.path[0] ?? 'form');
      (errors[field] ??= []).push(issue.message);
    }
    const firstMessage = zodIssues?.[0]?.message;
    return {
      status,
      body: { message: firstMessage ?? error.message, ...(zodIssues ? { errors } : {}) },
    };
  }
  return { status: 500, body: { message: 'Something went wrong. Please try again.' } };
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
export function requireAdmin(deps: LegacyDeps, req: Request): void {
  if (!adminFromHeader(deps.db, req)) throw new AppError('UNAUTHORIZED', 'Please sign in.');
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
