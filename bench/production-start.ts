// How production starts the server: `npm start` (package.json) and the
// README's systemd unit. The bench starts the app the same way;
// tests/unit/start-flags.test.ts holds the three to the same values.
// Decision 030 has why each is there.

/** Node's own options before scripts/start.mjs. */
export const productionNodeArgs = ['--max-semi-space-size=4'] as const;

/** glibc malloc settings; read when the process starts, so they cannot be set from inside it. */
export const productionMallocEnv = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
} as const;
