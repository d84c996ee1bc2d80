// libvips (through sharp) settings for this server, applied once at start.
import os from 'node:os';
import sharp from 'sharp';

export function configureImageProcessing() {
  // Every upload is a new image: libvips' operation cache only holds memory.
  sharp.cache(false);
  // One worker thread per core the process may use (one on the target VM);
  // more threads on one core only add memory and switching.
  sharp.concurrency(Math.max(1, os.availableParallelism()));
}
