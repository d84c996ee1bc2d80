// The phone's queue of batch saves (issue 54, decision 074): attendance and
// marks taken without a signal wait here, in localStorage (small, written at
// once, kept across a reload or a closed tab), and are sent when the signal
// returns. Every save goes through the queue, online or not, so there is one
// way to the server:
// - the idempotency key is made and stored before the first try, so a resend
//   (the answer lost on the way back) is the same save, applied once;
// - a save names the version it was made on; the server refuses it if someone
//   saved since (a conflict, shown to the teacher, never overwritten);
// - a later save of the same session from this phone, made on top of an
//   earlier one still waiting, follows it: once the earlier is applied, the
//   later names the version it made.
import type { BatchSaveKind } from '../../domain/batches';

export interface QueuedSave {
  key: string;
  kind: BatchSaveKind;
  /** The class session's or the assessment's id. */
  subjectId: number;
  baseVersion: number;
  /** When the teacher pressed Save. */
  takenAt: string;
  marks: unknown[];
  /** What the teacher reads in the list: the class or the test. */
  label: string;
  state: 'waiting' | 'conflict' | 'refused';
  problem?: string;
}

export interface SentSave {
  key: string;
  label: string;
  saveId: number;
  written: number;
  replayed: boolean;
  at: string;
}

const queueKey = 'institute.batch-saves.v1';
const sentKey = 'institute.batch-saves.sent.v1';
const listeners = new Set<() => void>();

function read<T>(key: string): T[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

function write<T>(key: string, list: T[]) {
  localStorage.setItem(key, JSON.stringify(list));
  for (const listener of listeners) listener();
}

export const queuedSaves = () => read<QueuedSave>(queueKey);
export const sentSaves = () => read<SentSave>(sentKey);

export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === queueKey || event.key === sentKey) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Keeps a save for sending; returns its key. */
export function enqueue(save: Omit<QueuedSave, 'key' | 'state' | 'takenAt'>): string {
  const key = newKey();
  write(queueKey, [...queuedSaves(), { ...save, key, takenAt: new Date().toISOString(), state: 'waiting' as const }]);
  return key;
}

/** The teacher drops a save the server refused (after reading the conflict). */
export function discard(key: string) {
  write(
    queueKey,
    queuedSaves().filter((save) => save.key !== key),
  );
}

/** How the server answered one save. */
export type SendOutcome =
  | { ok: true; saveId: number; version: number; written: number; replayed: boolean }
  | { ok: false; kind: 'offline' }
  | { ok: false; kind: 'conflict' | 'refused'; message: string };

let flushing: Promise<void> | null = null;

/**
 * Sends the waiting saves in the order they were made, one at a time; stops
 * at the first that cannot reach the server (the rest wait for the signal).
 */
export function flush(send: (save: QueuedSave) => Promise<SendOutcome>): Promise<void> {
  // Cleared after the run settles, never inside it: a run that finds nothing
  // to send finishes before this assignment would otherwise take place.
  flushing ??= sendWaiting(send).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendWaiting(send: (save: QueuedSave) => Promise<SendOutcome>): Promise<void> {
  for (;;) {
    const next = queuedSaves().find((save) => save.state === 'waiting');
    if (!next) return;
    const outcome = await send(next);
    if (!outcome.ok && outcome.kind === 'offline') return;
    const rest = queuedSaves().filter((save) => save.key !== next.key);
    if (outcome.ok) {
      // A later save of the same class from this phone was made on top of this one.
      write(
        queueKey,
        rest.map((save) =>
          save.kind === next.kind && save.subjectId === next.subjectId && save.baseVersion === next.baseVersion
            ? { ...save, baseVersion: outcome.version }
            : save,
        ),
      );
      const sent: SentSave = {
        key: next.key,
        label: next.label,
        saveId: outcome.saveId,
        written: outcome.written,
        replayed: outcome.replayed,
        at: new Date().toISOString(),
      };
      write(sentKey, [sent, ...sentSaves()].slice(0, 20));
    } else {
      write(queueKey, [...rest, { ...next, state: outcome.kind, problem: outcome.message }]);
    }
  }
}
