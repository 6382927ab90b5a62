import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { AppConfig } from '../../src/config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite dump the server project's global set-up wrote, or '' when it made none. */
    pgliteTemplate: string;
  }
}

let template: Blob | undefined;

/**
 * An in-memory PGlite database, started from the migrated dump the global set-up made once for the run (ADR 037):
 * loading it takes a third of the time of creating a database and replaying every migration, for every app and
 * database a test builds. Without the set-up (a test run outside the server project), an empty one migrated as
 * production does.
 */
export function memoryDatabase(): Extract<AppConfig['database'], { kind: 'pglite' }> {
  const file = inject('pgliteTemplate');
  if (!file) return { kind: 'pglite', dataDir: null };
  template ??= new Blob([readFileSync(file)]);
  return { kind: 'pglite', dataDir: null, template };
}
