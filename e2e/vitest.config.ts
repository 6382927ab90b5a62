import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // Bounds, not timings: a test waits for the state it asserts. On the machine under load (load average 12-20)
    // the live slate's longest test (18 s on a quiet one) took 56 s two files at a time, 60-66 s three at a time.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits for its state up to this bound (vitest's default, 1 s, is a timing on a busy machine).
    expect: { poll: { timeout: 60_000, interval: 100 } },
    // Three files at a time, each with its own Chromium, against the one server: a file spends most of its time
    // waiting (network idle, animations, the server), so they overlap well on the 2-core machine (ADR 037: 294 s
    // one at a time, 171 s two at a time; ADR 072: ten files 369 s -> 301 s, six others 330 s -> 280 s, two at a
    // time then three, back to back on the loaded machine). Files share no state but the server's data, and
    // every test signs up its own user (accounts.ts: uniqueName).
    fileParallelism: true,
    maxWorkers: 3,
  },
});
