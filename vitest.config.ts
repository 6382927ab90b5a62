import { defineConfig } from 'vitest/config';

const fastCheckSetup = './vitest.fast-check.ts';

const webProject = {
  extends: './web/vite.config.ts',
  // Bounds, not timings: a screen test waits for the state it asserts, and these only end one that never gets
  // there (the defaults, 5 s a test and 1 s a wait, failed on a machine under load).
  test: { testTimeout: 60_000, setupFiles: [fastCheckSetup, 'web/src/test/setup.ts'] },
};

export default defineConfig({
  test: {
    // Two workers on the 2-core machine: vitest's default (cores - 1) ran every file one at a time, though the
    // files mostly wait (PGlite, the DOM, child servers). Measured (ADR 037): web + core + contracts 114 s -> 76 s,
    // the server project 151 s -> 106 s on PGlite and 121 s -> 76 s on PostgreSQL; every test passing either way.
    maxWorkers: 2,
    // Worker threads, not child processes: each test file still gets its own module graph (isolated), but a thread
    // starts cheaper than a process. Measured back to back (ADR 072): 24 web files 77-99 s -> 61-68 s, 26 server
    // files 67 s -> 56 s; the whole web and server projects pass on threads.
    pool: 'threads',
    projects: [
      // A bound, not a timing: the default 5 s ended the heavier simulations (about 1 s alone) on a loaded machine.
      // Pure code (no I/O, no module state, no mocks): a worker's files share its loaded modules instead of each
      // loading them afresh (ADR 072: core + contracts 57-62 s -> 22 s, every test the same).
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], setupFiles: [fastCheckSetup], testTimeout: 30_000, isolate: false } },
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], setupFiles: [fastCheckSetup], isolate: false } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts', 'server/test/**/*.test.ts'],
          // A bound, not a timing: a migration's own test (a fresh database migrated step by step) takes about 15 s
          // alone and went past 30 s on a machine busy with two benchmarks.
          testTimeout: 90_000,
          hookTimeout: 60_000,
          // Every test database is its own (an in-memory PGlite loaded from the migrated dump made once per run,
          // ADR 037, or a database of its own on PostgreSQL), so two files run at once safely.
          globalSetup: ['server/test/setup/database-template.ts'],
          setupFiles: [fastCheckSetup],
        },
      },
      // Screens (.tsx) in happy-dom, which builds a window in a fraction of jsdom's time and has the pointer-capture,
      // scrolling and ResizeObserver calls Radix makes (ADR 072, fourth amendment). The web's logic (.ts) in plain
      // Node, where a file starts without a DOM to build (ADR 072 amended: the 59 logic files 66 s and 50 s -> 29 s
      // and 30 s, back to back). A .ts test that needs the DOM says so on its first line:
      // `// @vitest-environment happy-dom`.
      { ...webProject, test: { ...webProject.test, name: 'web', include: ['web/src/**/*.test.tsx'], environment: 'happy-dom' } },
      { ...webProject, test: { ...webProject.test, name: 'web-logic', include: ['web/src/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
