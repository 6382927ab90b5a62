import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One database per test file; files run one at a time to stay inside 2 cores.
          fileParallelism: false,
          // One migrated PGlite database dumped per run, which every test database starts from (ADR 037).
          globalSetup: ['server/test/setup/pglite-template.ts'],
        },
      },
      {
        extends: './web/vite.config.ts',
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
    ],
  },
});
