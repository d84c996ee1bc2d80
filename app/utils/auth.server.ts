// Session checks for admin loaders and actions. The session itself was
// resolved on the server (server/load-context.ts); this only reads it.
import { redirect, type AppLoadContext } from '@remix-run/node';

export const loginPath = '/admin/login';

/** The signed-in admin, or a redirect to the login page. */
export function requireAdmin(context: AppLoadContext) {
  if (!context.admin) throw redirect(loginPath);
  return context.admin;
}

/** For resource routes (files, CSV): a plain 401, never the content. */
export function requireAdminOr401(context: AppLoadContext) {
  if (!context.admin) {
    throw new Response('Please sign in.', {
      status: 401,
      headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return context.admin;
}

export interface ProcedureErrorInfo {
  code: string;
  message: string;
  retryAfterSeconds: number | null;
  fieldErrors: Record<string, string[]> | null;
}

/** What a route needs from an error thrown by a server-side procedure call. */
export function procedureError(error: unknown): ProcedureErrorInfo | null {
  if (error instanceof Error && error.name === 'AppError') {
    // Thrown before any procedure ran (e.g. by the multipart parser).
    const appError = error as Error & { code: string; details?: { retryAfterSeconds?: number; fieldErrors?: Record<string, string[]> } };
    return {
      code: appError.code,
      message: appError.message,
      retryAfterSeconds: appError.details?.retryAfterSeconds ?? null,
      fieldErrors: appError.details?.fieldErrors ?? null,
    };
  }
  if (!(error instanceof Error) || error.name !== 'TRPCError') return null;
  const code = (error as Error & { code?: string }).code ?? 'INTERNAL_SERVER_ERROR';
  const cause = (error as Error & { cause?: unknown }).cause as
    | { name?: string; details?: { retryAfterSeconds?: number; fieldErrors?: Record<string, string[]> }; issues?: unknown }
    | undefined;
  let fieldErrors = cause?.details?.fieldErrors ?? null;
  if (!fieldErrors && cause && Array.isArray(cause.issues)) {
    fieldErrors = {};
    for (const issue of cause.issues as { path: (string | number)[]; message: string }[]) {
      const key = String(issue.path[0] ?? 'form');
      (fieldErrors[key] ??= []).push(issue.message);
    }
  }
  return {
    code,
    // A validation error's own message is a JSON dump; the fields say what is wrong.
    message: cause && Array.isArray(cause.issues) ? 'Please correct the highlighted fields.' : error.message,
    retryAfterSeconds: cause?.details?.retryAfterSeconds ?? null,
    fieldErrors,
  };
}
