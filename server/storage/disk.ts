// Refuse new uploads before the disk is full: a full disk would also stop
// SQLite from writing, taking the whole site (and the admin area) down.
import { mkdir, statfs } from 'node:fs/promises';
import { AppError } from '../../domain/problem';
import { refusalMessages } from '../../domain/schemas/refusals';

/** Bytes available to this (unprivileged) process on the filesystem holding dir. */
export async function freeBytesOf(dir: string): Promise<number> {
  // Every upload request asks: the folder is made only when it is missing.
  const stats = await statfs(dir).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    await mkdir(dir, { recursive: true });
    return statfs(dir);
  });
  return stats.bavail * stats.bsize;
}

export const megabytes = (mb: number) => mb * 1024 * 1024;

/**
 * Throws AppError('INSUFFICIENT_STORAGE') (HTTP 507) when fewer than
 * minFreeBytes are free under dataDir. Call it before accepting files.
 */
export async function assertDiskSpaceForUpload(dataDir: string, minFreeBytes: number): Promise<void> {
  const free = await freeBytesOf(dataDir);
  if (free < minFreeBytes) {
    throw new AppError(
      'INSUFFICIENT_STORAGE',
      refusalMessages.lowStorage,
    );
  }
}
