// The one error path: anything a request can throw becomes one Problem
// (domain/problem.ts). The tRPC error formatter, the Remix form actions, the
// legacy adapter and the Express error handler all call problemOf, so a
// refusal reads the same whichever way it arrived.
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError, z } from 'zod';
import {
  isAppError,
  messageOfStatus,
  problemMessages,
  problemStatus,
  type FieldErrors,
  type Problem,
  type ProblemCode,
} from '../../domain/problem';
import { englishOfMessage } from '../../domain/refusal';
import { saidIn, type Said } from '../../domain/said';

const codeOfStatus = new Map<number, ProblemCode>(
  Object.entries(problemStatus).map(([code, status]) => [status, code as ProblemCode]),
);

function problemWithStatus(status: number, message?: string): Problem {
  const code = codeOfStatus.get(status) ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST');
  return { status: problemStatus[code], code, message: message ?? messageOfStatus(status), fieldErrors: {} };
}

/**
 * Field errors as the transports render them: in English (a check's message
 * said by key, domain/said.ts, written), and each field's first message by
 * key beside them, so a page says it in its visitor's language.
 */
function writtenFieldErrors(
  fieldErrors: FieldErrors,
  fieldSaid: Record<string, Said> = {},
): Pick<Problem, 'fieldErrors' | 'fieldSaid'> {
  const written: FieldErrors = {};
  const saidByField = { ...fieldSaid };
  for (const [field, messages] of Object.entries(fieldErrors)) {
    written[field] = messages.map(englishOfMessage);
    const first = messages[0] === undefined ? null : saidIn(messages[0]);
    if (first && !saidByField[field]) saidByField[field] = first;
  }
  return { fieldErrors: written, ...(Object.keys(saidByField).length > 0 ? { fieldSaid: saidByField } : {}) };
}

/** One list of messages per top-level field, as the checks wrote them (some said by key). */
const fieldErrorsOfZod = (error: ZodError): FieldErrors => z.flattenError(error).fieldErrors as FieldErrors;

export function problemOf(error: unknown): Problem {
  const cause = error instanceof TRPCError && error.cause ? error.cause : error;
  if (isAppError(cause)) {
    return {
      status: problemStatus[cause.code],
      code: cause.code,
      message: cause.message,
      ...writtenFieldErrors(cause.details.fieldErrors ?? {}, cause.details.fieldSaid),
      ...(cause.details.retryAfterSeconds ? { retryAfterSeconds: cause.details.retryAfterSeconds } : {}),
      ...(cause.details.said ? { said: cause.details.said } : {}),
    };
  }
  if (cause instanceof ZodError) {
    return {
      status: 400,
      code: 'BAD_REQUEST',
      message: problemMessages.invalidForm,
      said: { key: 'general.invalidForm' },
      ...writtenFieldErrors(fieldErrorsOfZod(cause)),
    };
  }
  if (error instanceof TRPCError) {
    // tRPC's own refusals (an unknown procedure, a body it cannot parse, the admin check).
    const status = getHTTPStatusCodeFromError(error);
    return problemWithStatus(status, status >= 500 ? undefined : error.message);
  }
  // Errors of Express and its body parsers carry an HTTP status.
  const candidate =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof candidate === 'number' && candidate >= 400 && candidate <= 599) return problemWithStatus(candidate);
  return problemWithStatus(500);
}

/** The problem as a tRPC error, for procedures (tRPC has no 507: it is served as 503). */
export function trpcErrorOf(problem: Problem, cause: unknown): TRPCError {
  const code = problem.code === 'INSUFFICIENT_STORAGE' ? 'SERVICE_UNAVAILABLE' : problem.code;
  return new TRPCError({ code, message: problem.message, cause });
}
