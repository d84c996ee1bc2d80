// Money in two hands (issue 51, decision 069). A change to money is asked for
// by one person and takes effect when a second person holding the same
// permission confirms it, in the transaction that records the confirmation.
// Requests and answers are only ever added: what staff see (pending, confirmed,
// refused, withdrawn) is derived. When nobody else at the institute holds the
// permission, the request is confirmed by its requester at once, marked as
// such, and the Owner's dashboard lists it.
//
// Each kind of change (a receipt's cancellation, a credit dismissed or linked;
// a fee account's refund or write-off, decision 077) is defined once with
// `defineRequestKind`: the permission it needs, a check made when it is asked
// for, and what it does when confirmed.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Handle } from '../../../db/client';
import { moneyRequestAnswers, moneyRequests, staffRoleGrants, users } from '../../../db/schema';
import { AppError } from '../../../domain/problem';
import {
  inCentres,
  rolePermissions,
  staffRoles,
  may,
  staffMessages,
  type CentreScope,
  type Permission,
  type StaffRole,
} from '../../../domain/staff';
import type { CentreId } from '../../../domain/vocabulary';

/** The person asking or answering, as the session knows them. */
export interface MoneyActor {
  userId: number;
  roles: readonly StaffRole[];
  centres: CentreScope;
}

/** What a kind's check finds when the change is asked for. */
export interface RequestFacts {
  /** The thing changed, one open request at a time: 'receipt:12'. */
  subject: string;
  /** The record's centre, or null for a thing of no centre. */
  centre: CentreId | null;
  /** The change in words: "Receipt 2026-27/0012 cancellation". */
  summary: string;
}

export interface RequestKind<P> {
  permission: Permission;
  /** Reads and checks the payload (a 404 or 409 in the service's words); the facts of the request. */
  check: (tx: Handle, payload: P, actor: MoneyActor) => RequestFacts;
  /** Makes the change, inside the confirming transaction; `requestedBy` is whose change it is, `requestId` what it confirms. */
  apply: (tx: Handle, payload: P, people: { requestedBy: number; confirmedBy: number; requestId: number }) => unknown;
  /** Words for "already waiting" (409). */
  alreadyWaiting: string;
}

const kinds = new Map<string, RequestKind<unknown>>();

/** Registers a kind of money change; once per name. */
export function defineRequestKind<P>(name: string, kind: RequestKind<P>) {
  if (kinds.has(name)) throw new Error(`Money request kind ${name} is defined twice.`);
  kinds.set(name, kind as RequestKind<unknown>);
}

function kindOf(name: string): RequestKind<unknown> {
  const kind = kinds.get(name);
  if (!kind) throw new Error(`No money request kind ${name}.`);
  return kind;
}

export const twoHandsMessages = {
  notFound: 'No such request.',
  ownRequest: 'You asked for this change: a second person must confirm it.',
  answered: (answer: string, by: string) => `This request was already ${answer} by ${by}.`,
  onlyRequester: 'Only the person who asked for this change can withdraw it.',
} as const;

export type RequestState = 'pending' | 'confirmed' | 'refused' | 'withdrawn';

export interface MoneyRequestView {
  id: number;
  kind: string;
  /** The thing it changes: 'receipt:12', 'line:5'. */
  subject: string;
  summary: string;
  state: RequestState;
  requestedBy: string;
  requestedAt: Date;
  answeredBy: string | null;
  answeredAt: Date | null;
  selfConfirmed: boolean;
  remark: string | null;
  /** The reason or remark the requester gave. */
  reason: string | null;
  /** Whether the asking person may confirm or refuse it (holds the permission, is not the requester). */
  mayAnswer: boolean;
  /** Whether the asking person made the request (and so may withdraw it while it waits). */
  mine: boolean;
  /** The effect's result when this call confirmed it. */
  result?: unknown;
}

/** A person's name in words: their name, or their email while the name is the default. */
export const nameOf = (user: { name: string | null; email: string } | undefined) =>
  !user ? 'Someone' : user.name && user.name !== 'Admin' ? user.name : user.email;

function nameById(tx: Handle, userId: number) {
  return nameOf(tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).get());
}

/** The active people who hold a permission, by id. */
function holdersOf(tx: Handle, permission: Permission): Set<number> {
  const granting = staffRoles.filter((role) => rolePermissions[role].includes(permission));
  const rows = tx
    .select({ id: users.id })
    .from(staffRoleGrants)
    .innerJoin(users, eq(users.id, staffRoleGrants.userId))
    .where(and(inArray(staffRoleGrants.role, granting), isNull(users.disabledAt)))
    .all();
  return new Set(rows.map((row) => row.id));
}

type RequestRow = typeof moneyRequests.$inferSelect;
type AnswerRow = typeof moneyRequestAnswers.$inferSelect;

const reasonOf = (payload: string): string | null => {
  const parsed = JSON.parse(payload) as { reason?: string; remark?: string };
  return parsed.reason ?? parsed.remark ?? null;
};

function viewOf(request: RequestRow, answer: AnswerRow | undefined, actor?: MoneyActor): MoneyRequestView {
  const kind = kinds.get(request.kind);
  return {
    id: request.id,
    kind: request.kind,
    subject: request.subject,
    summary: request.summary,
    state: answer?.answer ?? 'pending',
    requestedBy: request.requestedByName,
    requestedAt: request.createdAt,
    answeredBy: answer?.userName ?? null,
    answeredAt: answer?.createdAt ?? null,
    selfConfirmed: answer?.selfConfirmed ?? false,
    remark: answer?.remark ?? null,
    reason: reasonOf(request.payload),
    mine: !!actor && actor.userId === request.requestedBy,
    mayAnswer: !answer && !!actor && !!kind && actor.userId !== request.requestedBy && may(actor, kind.permission),
  };
}

function openRequestOf(tx: Handle, subject: string) {
  return tx
    .select({ id: moneyRequests.id })
    .from(moneyRequests)
    .leftJoin(moneyRequestAnswers, eq(moneyRequestAnswers.requestId, moneyRequests.id))
    .where(and(eq(moneyRequests.subject, subject), isNull(moneyRequestAnswers.id)))
    .get();
}

function answer(
  tx: Handle,
  request: RequestRow,
  values: { answer: AnswerRow['answer']; userId: number; remark?: string | null; selfConfirmed?: boolean },
): AnswerRow {
  return tx
    .insert(moneyRequestAnswers)
    .values({
      requestId: request.id,
      answer: values.answer,
      selfConfirmed: values.selfConfirmed ?? false,
      userId: values.userId,
      userName: nameById(tx, values.userId),
      remark: values.remark ?? null,
      createdAt: new Date(),
    })
    .returning()
    .get()!;
}

/**
 * Asks for a change. It waits for a second person, or, when the asking
 * person is the only active holder of the permission, takes effect at once
 * as confirmed by themselves.
 */
export function requestMoneyChange<P>(db: Handle, kindName: string, payload: P, actor: MoneyActor): MoneyRequestView {
  const kind = kindOf(kindName);
  if (!may(actor, kind.permission)) throw new AppError('FORBIDDEN', staffMessages.forbidden);
  // Immediate: "one open request per thing" and "who else holds the permission" are read and acted on under one write lock.
  return db.transaction(
    (tx) => {
      const facts = kind.check(tx, payload, actor);
      if (openRequestOf(tx, facts.subject)) throw new AppError('CONFLICT', kind.alreadyWaiting);
      const request = tx
        .insert(moneyRequests)
        .values({
          kind: kindName,
          subject: facts.subject,
          payload: JSON.stringify(payload),
          summary: facts.summary,
          centre: facts.centre,
          requestedBy: actor.userId,
          requestedByName: nameById(tx, actor.userId),
          createdAt: new Date(),
        })
        .returning()
        .get()!;
      const others = [...holdersOf(tx, kind.permission)].filter((id) => id !== actor.userId);
      if (others.length > 0) return viewOf(request, undefined, actor);
      const result = kind.apply(tx, payload, { requestedBy: actor.userId, confirmedBy: actor.userId, requestId: request.id });
      const row = answer(tx, request, { answer: 'confirmed', userId: actor.userId, selfConfirmed: true });
      return { ...viewOf(request, row, actor), result };
    },
    { behavior: 'immediate' },
  );
}

export type MoneyAnswer = 'confirm' | 'refuse' | 'withdraw';

/**
 * Confirms (the change takes effect), refuses, or withdraws (the requester
 * only) a waiting request. A request outside the person's centres answers as
 * an unknown one. The answer is unique per request: of two confirmations at
 * once, one takes effect and the other is told who answered first.
 */
export function answerMoneyRequest(
  db: Handle,
  requestId: number,
  what: MoneyAnswer,
  actor: MoneyActor,
  remark?: string | null,
): MoneyRequestView {
  return db.transaction(
    (tx) => {
      const request = tx.select().from(moneyRequests).where(eq(moneyRequests.id, requestId)).get();
      if (!request || (request.centre && !inCentres(actor.centres, request.centre)))
        throw new AppError('NOT_FOUND', twoHandsMessages.notFound);
      const kind = kindOf(request.kind);
      const own = request.requestedBy === actor.userId;
      if (what === 'withdraw' ? !own : !may(actor, kind.permission))
        throw new AppError('FORBIDDEN', what === 'withdraw' ? twoHandsMessages.onlyRequester : staffMessages.forbidden);
      const earlier = tx.select().from(moneyRequestAnswers).where(eq(moneyRequestAnswers.requestId, requestId)).get();
      if (earlier) throw new AppError('CONFLICT', twoHandsMessages.answered(earlier.answer, earlier.userName));
      if (what !== 'withdraw' && own) throw new AppError('FORBIDDEN', twoHandsMessages.ownRequest);
      const payload = JSON.parse(request.payload) as unknown;
      const result =
        what === 'confirm'
          ? kind.apply(tx, payload, {
              requestedBy: request.requestedBy ?? actor.userId,
              confirmedBy: actor.userId,
              requestId: request.id,
            })
          : undefined;
      const row = answer(tx, request, {
        answer: what === 'confirm' ? 'confirmed' : what === 'refuse' ? 'refused' : 'withdrawn',
        userId: actor.userId,
        remark,
      });
      return { ...viewOf(request, row, actor), result };
    },
    { behavior: 'immediate' },
  );
}

const inScopeOf = (scope: CentreScope, request: RequestRow) => !request.centre || inCentres(scope, request.centre);

/** The waiting requests the person may see (their centres, kinds whose permission they hold), oldest first. */
export function pendingMoneyRequests(db: Handle, actor: MoneyActor): MoneyRequestView[] {
  return db
    .select({ request: moneyRequests })
    .from(moneyRequests)
    .leftJoin(moneyRequestAnswers, eq(moneyRequestAnswers.requestId, moneyRequests.id))
    .where(isNull(moneyRequestAnswers.id))
    .orderBy(moneyRequests.id)
    .all()
    .filter(({ request }) => inScopeOf(actor.centres, request) && may(actor, kindOf(request.kind).permission))
    .map(({ request }) => viewOf(request, undefined, actor));
}

/** Requests their requester confirmed alone (nobody else held the permission), newest first: the Owner's to look over. */
export function selfConfirmedRequests(db: Handle, scope: CentreScope, limit = 50): MoneyRequestView[] {
  return db
    .select({ request: moneyRequests, answer: moneyRequestAnswers })
    .from(moneyRequestAnswers)
    .innerJoin(moneyRequests, eq(moneyRequests.id, moneyRequestAnswers.requestId))
    .where(eq(moneyRequestAnswers.selfConfirmed, true))
    .orderBy(desc(moneyRequestAnswers.id))
    .limit(limit)
    .all()
    .filter(({ request }) => inScopeOf(scope, request))
    .map(({ request, answer: row }) => viewOf(request, row));
}

/** The confirmed request of each subject, for a record's screens: who asked and who confirmed. */
export function confirmedRequestsOf(db: Handle, subjects: string[]): Map<string, MoneyRequestView> {
  const out = new Map<string, MoneyRequestView>();
  if (subjects.length === 0) return out;
  const rows = db
    .select({ request: moneyRequests, answer: moneyRequestAnswers })
    .from(moneyRequests)
    .innerJoin(moneyRequestAnswers, eq(moneyRequestAnswers.requestId, moneyRequests.id))
    .where(and(inArray(moneyRequests.subject, subjects), eq(moneyRequestAnswers.answer, 'confirmed')))
    .all();
  for (const { request, answer: row } of rows) out.set(request.subject, viewOf(request, row));
  return out;
}

/** The waiting request of each subject. */
export function pendingRequestsOf(db: Handle, subjects: string[], actor?: MoneyActor): Map<string, MoneyRequestView> {
  const out = new Map<string, MoneyRequestView>();
  if (subjects.length === 0) return out;
  const rows = db
    .select({ request: moneyRequests })
    .from(moneyRequests)
    .leftJoin(moneyRequestAnswers, eq(moneyRequestAnswers.requestId, moneyRequests.id))
    .where(and(inArray(moneyRequests.subject, subjects), isNull(moneyRequestAnswers.id)))
    .all();
  for (const { request } of rows) out.set(request.subject, viewOf(request, undefined, actor));
  return out;
}

/** Who confirmed each of these requests (and whether alone), for the entries a confirmation made. */
export function confirmationsOf(db: Handle, requestIds: number[]): Map<number, { by: string; alone: boolean }> {
  if (requestIds.length === 0) return new Map();
  const rows = db
    .select({
      requestId: moneyRequestAnswers.requestId,
      by: moneyRequestAnswers.userName,
      alone: moneyRequestAnswers.selfConfirmed,
    })
    .from(moneyRequestAnswers)
    .where(and(inArray(moneyRequestAnswers.requestId, requestIds), eq(moneyRequestAnswers.answer, 'confirmed')))
    .all();
  return new Map(rows.map((row) => [row.requestId, { by: row.by, alone: row.alone }]));
}
