import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
      environment: 'node',
      testTimeout: 20_000,
      hookTimeout: 60_000,
      pool: 'forks',
      globalSetup: ['tests/support/global-setup.ts'],
    },
  }),
);
