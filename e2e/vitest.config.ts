import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time, each with its own Chromium, against the one server (ADR 037): a file spends most of
    // its time waiting (network idle, animations, the server), so two overlap well on the 2-core machine
    // (measured: 294 s one at a time, 171 s two at a time, same tests). Files share no state but the server's
    // data, and every test signs up its own user (accounts.ts: uniqueName).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
