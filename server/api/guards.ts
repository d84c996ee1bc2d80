// Abuse limits per client address, declared by the procedures themselves:
// a procedure says what it is (meta.guard: submit, lookup or sign-in) and the
// limit applies on every transport that reaches it (page actions and their
// .data twins, the XHR endpoint, /trpc and /api), so a new route cannot
// forget one. Counting uses express-rate-limit's MemoryStore: one fixed
// window per address and kind, in this process (one process serves the site).
import { MemoryStore } from 'express-rate-limit';
import { AppError } from '../../domain/problem';
import { fill, refusalTemplates } from '../../domain/schemas/refusals';

export const guardKinds = ['submit', 'lookup', 'sign-in', 'upload'] as const;
export type GuardKind = (typeof guardKinds)[number];

export interface GuardLimits {
  /** Application, admission and enquiry submits per address per hour. */
  submitsPerHour: number;
  /** Reference-id look-ups per address per 15 minutes. */
  lookupsPer15Min: number;
  /** Sign-in attempts per address per 15 minutes. */
  signInsPer15Min: number;
}

/**
 * A form carries at most this many files, so an address may start this many
 * staged (resumable) uploads per allowed submit.
 */
export const stagedUploadsPerSubmit = 8;

export interface Guards {
  /** Counts one call of `kind` from `client`; throws 429 once the window's allowance is spent. */
  take(kind: GuardKind, client: string): Promise<void>;
  /**
   * Throws the same 429 if the allowance is already spent, without counting.
   * Transports call it before reading a large body the procedure would refuse.
   */
  check(kind: GuardKind, client: string): Promise<void>;
}

const minute = 60 * 1000;

/** The wait in the words a visitor reads. */
export function waitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? refusalTemplates.waitOneMinute : fill(refusalTemplates.waitMinutes, { minutes });
}

function tooMany(resetTime: Date | undefined, windowMs: number): AppError {
  const left = resetTime ? resetTime.getTime() - Date.now() : windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil(left / 1000));
  return new AppError('TOO_MANY_REQUESTS', waitMessage(retryAfterSeconds), { retryAfterSeconds });
}

export function createGuards(limits: GuardLimits): Guards {
  const windows: Record<GuardKind, { windowMs: number; limit: number }> = {
    submit: { windowMs: 60 * minute, limit: limits.submitsPerHour },
    lookup: { windowMs: 15 * minute, limit: limits.lookupsPer15Min },
    'sign-in': { windowMs: 15 * minute, limit: limits.signInsPer15Min },
    upload: { windowMs: 60 * minute, limit: limits.submitsPerHour * stagedUploadsPerSubmit },
  };
  const stores = new Map<GuardKind, MemoryStore>();
  for (const kind of guardKinds) {
    const store = new MemoryStore();
    store.init({ windowMs: windows[kind].windowMs } as Parameters<MemoryStore['init']>[0]);
    stores.set(kind, store);
  }
  return {
    async take(kind, client) {
      const { totalHits, resetTime } = await stores.get(kind)!.increment(client);
      if (totalHits > windows[kind].limit) throw tooMany(resetTime, windows[kind].windowMs);
    },
    async check(kind, client) {
      const info = await stores.get(kind)!.get(client);
      if (info && info.totalHits >= windows[kind].limit) throw tooMany(info.resetTime, windows[kind].windowMs);
    },
  };
}
