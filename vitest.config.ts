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
      globalSetup: ['tests/support/global-setup.ts'],
    },
  }),
);
