import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
      environment: 'node',
      // Generous: many tests start the server or a CLI (Node with tsx), which takes seconds on a busy machine.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      pool: 'forks',
      // Vitest leaves one core free by default: one worker on a two-core
      // machine. Most of a file's time is spent waiting on a server or CLI
      // it started, and each file has its own database copy and ports
      // (tests/support/server.ts), so every core runs a file (decision 059).
      maxWorkers: availableParallelism(),
      minWorkers: 1,
      // A worker loads the modules once for all the files it runs, instead of
      // once per file: importing the server's graph cost about 2 s a file,
      // 94 s of a 234 s run. Nothing a test relies on lives in a module: each
      // test makes its own database file (tests/support/db.ts) or server
      // process (tests/support/server.ts), and no test mocks a module or
      // changes the environment (decision 063).
      isolate: false,
      globalSetup: ['tests/support/global-setup.ts'],
      setupFiles: ['tests/support/server-on-failure.ts'],
    },
  }),
);
