// tRPC in three parts, as in create-t3-app: the context every call gets, the
// tRPC instance with its error shape, and the procedures with their guards.
import { initTRPC } from '@trpc/server';
import { AppError } from '../../domain/problem';
import { inCentres, may, staffMessages, type CentreScope, type Permission } from '../../domain/staff';
import type { SessionKind } from '../../domain/vocabulary';
import type { SessionAdmin } from '../services/staff';
import type { EmailSettings } from '../services/messages';
import type { DB } from '../services/handle';
import type { ReceivedForm } from '../storage/multipart';
import type { GuardKind, Guards } from './guards';
import { problemOf, trpcErrorOf } from './problem-of';
import { outsideScope, type ScopedKind } from '../services/records';
import type { CentreId } from '../../domain/vocabulary';

// 1. Context ---------------------------------------------------------------

export interface ContextOptions {
  db: DB;
  /** The admin of a valid server-side session, resolved by the transport. */
  admin: SessionAdmin | null;
  /** The client's address: the key of the abuse limits. */
  ip: string;
  /** The admin id of the request's valid device cookie, if any: a sign-in from that browser skips the account-wide wait. */
  deviceUserId?: number | null;
  userAgent?: string | null;
  /** The kind of session a sign-in opens on this transport: the pages' cookie, or the old client's token. */
  sessionKind?: SessionKind;
  dataDir: string;
  /** Signs and checks the legacy document links (server/api/signed-links.ts). */
  signingSecret?: string;
  /** The process's abuse limits (server/api/guards.ts). */
  guards: Guards;
  /**
   * Files of a multipart request, parsed and staged by the transport (a Remix
   * action or the legacy adapter). Procedures that take documents read them
   * from here; over /trpc it is always null, so no client can name a path.
   */
  upload?: ReceivedForm | null;
  /**
   * A guard's refusal (cross-site, disk) of a page form post made with
   * JavaScript, handed over rather than answered so the page can show it
   * (server/http/problem-response.ts). Every procedure of the request throws it.
   */
  refusal?: AppError | null;
  /**
   * What this request's submit threw when a transport already ran it before
   * Remix (the enquiry form's plain post, server/http/enquiry-post.ts) and
   * handed the refused post on for its form to be shown. A submit procedure
   * called again in the same request throws it again: one request runs a
   * submit, and spends the submit allowance, once.
   */
  submitRefusal?: { error: unknown } | null;
  /** Set when SMTP is configured: decisions then queue an email to the applicant. */
  email?: EmailSettings | null;
}

export function createContext(options: ContextOptions) {
  return { upload: null, refusal: null, submitRefusal: null, email: null, sessionKind: 'browser' as SessionKind, ...options };
}

export type Context = ReturnType<typeof createContext>;

/** What a procedure declares about itself; the guards follow it, not the URL. */
export interface ProcedureMeta {
  guard?: GuardKind;
  /** What a staff procedure needs (domain/staff.ts); declared where it is defined, by adminProcedure(permission). */
  permission?: Permission;
}

/** The most procedures one /trpc request may call (the client's batch link uses the same). */
export const trpcMaxBatchSize = 10;

// 2. Init ------------------------------------------------------------------

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const problem = problemOf(error);
      return {
        ...shape,
        message: problem.message,
        data: {
          ...shape.data,
          fieldErrors: Object.keys(problem.fieldErrors).length > 0 ? problem.fieldErrors : null,
          appCode: problem.code,
          retryAfterSeconds: problem.retryAfterSeconds ?? null,
        },
      };
    },
  });

export const createCallerFactory = t.createCallerFactory;
export const router = t.router;

// 3. Procedures --------------------------------------------------------------

/** Refusals thrown inside a procedure reach every caller as a TRPCError with the problem's code. */
const problems = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const problem = problemOf(result.error);
    if (problem.status < 500) throw trpcErrorOf(problem, result.error.cause ?? result.error);
  }
  return result;
});

/** A refused request runs no procedure: nothing is read or changed for it. */
const guardRefusal = t.middleware(({ ctx, meta, next }) => {
  if (ctx.refusal) throw ctx.refusal;
  if (ctx.submitRefusal && meta?.guard === 'submit') throw ctx.submitRefusal.error;
  return next();
});

/** The abuse limit of the procedure's kind, counted before its input is even parsed. */
const guardLimit = t.middleware(async ({ ctx, meta, next }) => {
  if (!meta?.guard) return next();
  await ctx.guards.take(meta.guard, ctx.ip);
  const result = await next();
  // The sign-in limit counts failures: a sign-in that worked is given back.
  if (meta.guard === 'sign-in' && result.ok) await ctx.guards.refund('sign-in', ctx.ip);
  return result;
});

export const publicProcedure = t.procedure.use(problems).use(guardRefusal).use(guardLimit);

/** A visitor's form that stores a record: at most RATE_LIMIT_SUBMITS_PER_HOUR per address. */
export const submitProcedure = publicProcedure.meta({ guard: 'submit' });
/** A look-up by reference id: at most RATE_LIMIT_LOOKUPS_PER_15MIN per address. */
export const lookupProcedure = publicProcedure.meta({ guard: 'lookup' });
/** A sign-in attempt: at most RATE_LIMIT_LOGIN_PER_15MIN failures per address (a success is given back). */
export const signInProcedure = publicProcedure.meta({ guard: 'sign-in' });
/** A public call that draws a payment QR for any reference id: limited per address (guards.ts). */
export const paymentProcedure = publicProcedure.meta({ guard: 'payment' });

/**
 * A submit whose files wait in the request's staged upload: the input's
 * `documents` is set here to the file fields that really arrived, whatever
 * the client wrote, so the input schema checks text and files in one pass;
 * once it succeeds, the staged uploads the request claimed are removed.
 */
const withStagedDocuments = t.middleware(async ({ ctx, getRawInput, next }) => {
  const raw = await getRawInput();
  // A document the form named as a staged upload counts as given here: the
  // service refuses an unusable one after its resend check (decision 017).
  const documents = ctx.upload ? [...ctx.upload.files.keys(), ...Object.keys(ctx.upload.stagedRefusals ?? {})] : [];
  const result = await next({
    getRawInput: async () => ({ ...(typeof raw === 'object' && raw !== null ? raw : {}), documents }),
  });
  // The record holds its documents now: the staged uploads it claimed can go.
  // A refused submit keeps them, so the form can send its names again.
  if (result.ok) await ctx.upload?.settle?.();
  return result;
});
export const uploadSubmitProcedure = submitProcedure.use(withStagedDocuments);

/**
 * A signed-in person's call: 401 without a live session, 403 when none of
 * their roles grants the procedure's permission. A staff procedure that
 * declares none is refused to everyone: the check fails closed.
 */
const staffOnly = publicProcedure.use(({ ctx, meta, next }) => {
  if (!ctx.admin) throw trpcErrorOf(problemOf({ status: 401 }), null);
  if (!meta?.permission || !may(ctx.admin, meta.permission)) {
    throw new AppError('FORBIDDEN', staffMessages.forbidden);
  }
  return next({ ctx: { ...ctx, admin: ctx.admin } });
});

/** A staff procedure, with the permission it needs (domain/staff.ts): `adminProcedure('money.verify')`. */
export const adminProcedure = (permission: Permission) => staffOnly.meta({ permission });

/** An admin's form with documents (a walk-in application): the same staged files as a visitor's submit. */
export const adminUploadProcedure = (permission: Permission) => staffOnly.use(withStagedDocuments).meta({ permission });

/** A second permission a procedure needs for part of its input (a walk-in paid in cash). */
export function assertMay(admin: { roles: Parameters<typeof may>[0]['roles'] }, permission: Permission) {
  if (!may(admin, permission)) throw new AppError('FORBIDDEN', staffMessages.forbidden);
}

/**
 * A record named in the input, checked against the person's centres before the
 * handler runs (decision 068). Outside them the procedure runs for id -1, which
 * no record has (ids start at 1; -1 is not "no id" to a truthiness check): it
 * answers exactly as for an unknown id, whatever that answer is (404, an empty
 * list), in the service's own words.
 * Declared beside the input: `.input(recordIdInput).use(inScope('registration'))`.
 */
export const inScope = <I extends object>(
  kind: ScopedKind | ((input: I) => ScopedKind),
  field: keyof I & string = 'id' as never,
) =>
  t.middleware(({ ctx, input, next }) => {
    const given = input as I;
    const id = given[field];
    if (!ctx.admin || typeof id !== 'number') return next();
    const recordKind = typeof kind === 'function' ? kind(given) : kind;
    if (!outsideScope(ctx.db, ctx.admin.centres, recordKind, id)) return next();
    return next({ input: { ...given, [field]: -1 } });
  });

export const otherCentreMessage = 'You work for other centres: choose one of yours.';

/** A new record (a walk-in, an intake) goes to one of the person's centres; another is refused on the centre field. */
export function assertOwnCentre(admin: { centres: CentreScope }, centre: CentreId) {
  if (!inCentres(admin.centres, centre)) {
    throw new AppError('BAD_REQUEST', otherCentreMessage, { fieldErrors: { centre: [otherCentreMessage] } });
  }
}
