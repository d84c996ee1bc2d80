// libvips (through sharp), loaded on the first image to process rather than
// at start: it costs about a second and tens of MB of memory that a server
// answering pages does not need until someone uploads.
import os from 'node:os';
import type SharpModule from 'sharp';

let loaded: Promise<typeof SharpModule> | null = null;

/** sharp, configured for this server (once). */
export function loadSharp(): Promise<typeof SharpModule> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is a new image: libvips' operation cache only holds memory.
    sharp.cache(false);
    // One worker thread per core the process may use (one on the target VM);
    // more threads on one core only add memory and switching.
    sharp.concurrency(Math.max(1, os.availableParallelism()));
    return sharp;
  });
  return loaded;
}
