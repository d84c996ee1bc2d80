// Refuse new uploads before the disk is full: a full disk would also stop
// SQLite from writing, taking the whole site (and the admin area) down.
import { mkdir, statfs } from 'node:fs/promises';
import { refusal } from '../../domain/refusal';

/** Bytes available to this (unprivileged) process on the filesystem holding dir. */
export async function freeBytesOf(dir: string): Promise<number> {
  // Every upload request asks: the folder is made only when it is missing.
  const stats = await statfs(dir).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    return statfs(dir);
  });
  return stats.bavail * stats.bsize;
}

export const megabytes = (mb: number) => mb * 1024 * 1024;

/**
 * How long the upload check reuses a reading of the free space. A JavaScript
 * application makes ten upload requests, and each statfs is a trip to
 * libuv's thread pool; within a second the address limits let a few uploads
 * of at most a few MB through, far less than MIN_FREE_DISK_MB's margin.
 */
const freeSpaceReadingMs = 1000;
const readings = new Map<string, { at: number; free: Promise<number> }>();

function recentFreeBytesOf(dir: string): Promise<number> {
  const now = Date.now();
  const reading = readings.get(dir);
  if (reading && now - reading.at < freeSpaceReadingMs) return reading.free;
  const free = freeBytesOf(dir);
  readings.set(dir, { at: now, free });
  // A failed reading is not reused.
  free.catch(() => readings.delete(dir));
  return free;
}

/**
 * Throws AppError('INSUFFICIENT_STORAGE') (HTTP 507) when fewer than
 * minFreeBytes are free under dataDir (read at most a second ago). Call it
 * before accepting files.
 */
export async function assertDiskSpaceForUpload(dataDir: string, minFreeBytes: number): Promise<void> {
  const free = await recentFreeBytesOf(dataDir);
  if (free < minFreeBytes) {
    throw refusal('INSUFFICIENT_STORAGE', { key: 'refusals.lowStorage' });
  }
}
