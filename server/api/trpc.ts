// tRPC in three parts, as in create-t3-app: the context every call gets, the
// tRPC instance with its error shape, and the two kinds of procedure.
import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { z, ZodError } from 'zod';
import type { DB } from '../../db/client';
import type { SessionKind } from '../../db/schema';
import type { SessionAdmin } from '../services/auth';
import type { ReceivedForm } from '../storage/multipart';
import { AppError, type AppErrorCode } from '../services/errors';

// 1. Context ---------------------------------------------------------------

export interface ContextOptions {
  db: DB;
  /** The admin of a valid server-side session, resolved by the transport. */
  admin: SessionAdmin | null;
  ip: string;
  userAgent?: string | null;
  /** The kind of session a sign-in opens on this transport: the pages' cookie, or the old client's token. */
  sessionKind?: SessionKind;
  dataDir: string;
  /**
   * Files of a multipart request, parsed and staged by the transport (a Remix
   * action or the legacy adapter). Procedures that take documents read them
   * from here; over /trpc it is always null, so no client can name a path.
   */
  upload?: ReceivedForm | null;
  /**
   * A guard's refusal (rate limit, cross-site, disk) of a page form post made
   * with JavaScript, handed over rather than answered so the page can show it
   * (server/http/problem.ts). Every procedure of the request throws it.
   */
  refusal?: AppError | null;
}

export function createContext(options: ContextOptions) {
  return { upload: null, refusal: null, sessionKind: 'browser' as SessionKind, ...options };
}

export type Context = ReturnType<typeof createContext>;

// 2. Init ------------------------------------------------------------------

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const fieldErrors =
      cause instanceof ZodError
        ? (z.flattenError(cause).fieldErrors as Record<string, string[]>)
        : cause instanceof AppError
          ? cause.details.fieldErrors
          : undefined;
    return {
      ...shape,
      // Zod's own message is a JSON dump; forms read fieldErrors instead.
      message: cause instanceof ZodError ? 'Please correct the highlighted fields.' : shape.message,
      data: {
        ...shape.data,
        fieldErrors: fieldErrors ?? null,
        appCode: cause instanceof AppError ? cause.code : null,
        retryAfterSeconds: cause instanceof AppError ? (cause.details.retryAfterSeconds ?? null) : null,
      },
    };
  },
});

export const createCallerFactory = t.createCallerFactory;
export const router = t.router;

// 3. Procedures --------------------------------------------------------------

const trpcCodeOf: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INSUFFICIENT_STORAGE: 'SERVICE_UNAVAILABLE',
};

/** Services throw AppError; callers see the matching tRPC code, with the AppError as cause. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: trpcCodeOf[cause.code], message: cause.message, cause });
  }
  return result;
});

/** A refused request runs no procedure: nothing is read or changed for it. */
const guardRefusal = t.middleware(({ ctx, next }) => {
  if (ctx.refusal) throw ctx.refusal;
  return next();
});

export const publicProcedure = t.procedure.use(appErrors).use(guardRefusal);

export const adminProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.admin) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in.' });
  }
  return next({ ctx: { ...ctx, admin: ctx.admin } });
});
