// Refusals in one vocabulary. Services, storage and guards throw AppError with
// a code and the words the person reads; server/api/problem-of.ts turns anything
// thrown into a Problem, and every transport (tRPC, Remix actions, the legacy
// adapter, the Express error handler) renders that one shape. This module
// imports nothing but types, so the browser may read its types and messages too.
import type { Said } from './said';

export type FieldErrors = Record<string, string[]>;

/** The kinds of refusal, each with its HTTP status. */
export const problemStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  INSUFFICIENT_STORAGE: 507,
} as const;
export type ProblemCode = keyof typeof problemStatus;

/** What every transport renders for a refused or failed request. */
export interface Problem {
  status: number;
  code: ProblemCode;
  /** The sentence the person reads. */
  message: string;
  /** Messages per form field (empty when the problem is not about fields). */
  fieldErrors: FieldErrors;
  /** Seconds to wait before trying again (rate limits). */
  retryAfterSeconds?: number;
  /** The message by key and values, when the refusal was said so (domain/said.ts): pages say it in their language. */
  said?: Said;
  /** The same for field errors, by field. */
  fieldSaid?: Record<string, Said>;
}

/** Messages that are not about one form: each written once, here. */
export const problemMessages = {
  invalidForm: 'Please correct the highlighted fields.',
  unreadableForm: 'The form could not be read. Please try again.',
  unreadableRequest: 'The request could not be read. Please check the form and try again.',
  notJson: 'The request body could not be read as JSON.',
  tooLarge: 'The request is too large.',
  notFound: 'The page you are looking for does not exist.',
  signIn: 'Please sign in.',
  refused: 'The request was refused.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;

/** The generic message of a status, for refusals that carry none of their own. */
export function messageOfStatus(status: number): string {
  if (status >= 500) return problemMessages.serverError;
  if (status === 400) return problemMessages.unreadableRequest;
  if (status === 401) return problemMessages.signIn;
  if (status === 404) return problemMessages.notFound;
  if (status === 413) return problemMessages.tooLarge;
  return problemMessages.refused;
}

/** A refusal a service, storage or a guard throws on purpose. */
export class AppError extends Error {
  constructor(
    readonly code: Exclude<ProblemCode, 'INTERNAL_SERVER_ERROR'>,
    message: string,
    readonly details: {
      fieldErrors?: FieldErrors;
      retryAfterSeconds?: number;
      /** Set by `refusal` (domain/said.ts): the message by key. */
      said?: Said;
      fieldSaid?: Record<string, Said>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * True for an AppError from any copy of this module: the Remix server build
 * bundles its own copy of domain/, so `instanceof` cannot be trusted across
 * the build and the server code.
 */
export function isAppError(error: unknown): error is AppError {
  return (
    error instanceof Error &&
    error.name === 'AppError' &&
    typeof (error as { code?: unknown }).code === 'string' &&
    (error as unknown as { code: string }).code in problemStatus
  );
}

export function mergeFieldErrors(...all: (FieldErrors | undefined)[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const errors of all) {
    for (const [field, messages] of Object.entries(errors ?? {})) {
      merged[field] = [...(merged[field] ?? []), ...messages];
    }
  }
  return merged;
}
