// Abuse limits per client address, declared by the procedures themselves:
// a procedure says what it is (meta.guard: submit, lookup or sign-in) and the
// limit applies on every transport that reaches it (page actions and their
// .data twins, the XHR endpoint, /trpc and /api), so a new route cannot
// forget one. Counting uses express-rate-limit's MemoryStore: one fixed
// window per client network and kind, in this process (one process serves
// the site). The key is the IPv4 address or the IPv6 /64
// (server/services/staff/client-network.ts): a phone on IPv6 may use any address of
// its /64, and all of them share one budget.
import { MemoryStore } from 'express-rate-limit';
import { type AppError } from '../../domain/problem';
import { clientNetworkOf } from '../services/staff';
import { refusal } from '../../domain/refusal';
import type { Said } from '../../domain/said';

export const guardKinds = ['submit', 'lookup', 'sign-in', 'upload', 'payment'] as const;
export type GuardKind = (typeof guardKinds)[number];

export interface GuardLimits {
  /** Application, admission and enquiry submits per address per hour. */
  submitsPerHour: number;
  /** Reference-id look-ups per address per 15 minutes. */
  lookupsPer15Min: number;
  /** Failed sign-in attempts per address per 15 minutes (a success is given back). */
  signInsPer15Min: number;
}

/**
 * Public calls that draw a payment QR for any reference id (the admission's
 * paymentInfo, /payment-qr.png) cost tens of milliseconds of CPU each: an
 * address may make this many per look-up it is allowed.
 */
export const paymentCallsPerLookup = 2;

/**
 * A form carries at most this many files, so an address may start this many
 * staged (resumable) uploads per allowed submit.
 */
export const stagedUploadsPerSubmit = 8;

/**
 * Bytes an address may stage through /uploads/tus per hour: an average
 * application's documents (5 MB) per allowed submit, and never less than two
 * full applications. Staged bytes are kept hours (staged-uploads.ts), so one
 * address cannot fill the disk with uploads no form ever claims.
 */
export const stagedBytesPerSubmit = 5 * 1024 * 1024;
export const stagedBytesPerHourFloor = 2 * 25 * 1024 * 1024;

export interface Guards {
  /** Counts one call of `kind` from `client`; throws 429 once the window's allowance is spent. */
  take(kind: GuardKind, client: string): Promise<void>;
  /**
   * Throws the same 429 if the allowance is already spent, without counting.
   * Transports call it before reading a large body the procedure would refuse.
   */
  check(kind: GuardKind, client: string): Promise<void>;
  /**
   * Gives back one counted call. A sign-in that succeeded is given back, so
   * the sign-in limit counts failures only: an office where staff sign in
   * all morning from one address is never refused (the call is counted
   * first, so a burst of parallel guesses cannot all slip past the check).
   */
  refund(kind: GuardKind, client: string): Promise<void>;
  /** Counts `bytes` of staged uploads against the address's hourly byte budget; throws 429 past it (nothing counted then). */
  takeStagedBytes(client: string, bytes: number): void;
}

const minute = 60 * 1000;

/** The wait, said by key (domain/said.ts). */
export function waitSaid(retryAfterSeconds: number): Said {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? { key: 'templates.waitOneMinute' } : { key: 'templates.waitMinutes', values: { minutes } };
}

function tooMany(resetTime: Date | undefined, windowMs: number): AppError {
  const left = resetTime ? resetTime.getTime() - Date.now() : windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil(left / 1000));
  return refusal('TOO_MANY_REQUESTS', waitSaid(retryAfterSeconds), { retryAfterSeconds });
}

export function createGuards(limits: GuardLimits): Guards {
  const windows: Record<GuardKind, { windowMs: number; limit: number }> = {
    submit: { windowMs: 60 * minute, limit: limits.submitsPerHour },
    lookup: { windowMs: 15 * minute, limit: limits.lookupsPer15Min },
    'sign-in': { windowMs: 15 * minute, limit: limits.signInsPer15Min },
    upload: { windowMs: 60 * minute, limit: limits.submitsPerHour * stagedUploadsPerSubmit },
    payment: { windowMs: 15 * minute, limit: limits.lookupsPer15Min * paymentCallsPerLookup },
  };
  const stagedBytesLimit = Math.max(limits.submitsPerHour * stagedBytesPerSubmit, stagedBytesPerHourFloor);
  // One fixed window per network, as MemoryStore keeps for counts (which it cannot weigh).
  const stagedBytes = new Map<string, { bytes: number; resetAt: number }>();
  const stores = new Map<GuardKind, MemoryStore>();
  for (const kind of guardKinds) {
    const store = new MemoryStore();
    store.init({ windowMs: windows[kind].windowMs } as Parameters<MemoryStore['init']>[0]);
    stores.set(kind, store);
  }
  return {
    async take(kind, client) {
      const { totalHits, resetTime } = await stores.get(kind)!.increment(clientNetworkOf(client));
      if (totalHits > windows[kind].limit) throw tooMany(resetTime, windows[kind].windowMs);
    },
    async check(kind, client) {
      const info = await stores.get(kind)!.get(clientNetworkOf(client));
      if (info && info.totalHits >= windows[kind].limit) throw tooMany(info.resetTime, windows[kind].windowMs);
    },
    async refund(kind, client) {
      await stores.get(kind)!.decrement(clientNetworkOf(client));
    },
    takeStagedBytes(client, bytes) {
      const now = Date.now();
      const key = clientNetworkOf(client);
      if (stagedBytes.size > 10_000) for (const [k, v] of stagedBytes) if (v.resetAt <= now) stagedBytes.delete(k);
      let window = stagedBytes.get(key);
      if (!window || window.resetAt <= now) {
        window = { bytes: 0, resetAt: now + 60 * minute };
        stagedBytes.set(key, window);
      }
      if (window.bytes + bytes > stagedBytesLimit) throw tooMany(new Date(window.resetAt), 60 * minute);
      window.bytes += bytes;
    },
  };
}
