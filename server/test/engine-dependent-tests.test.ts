import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineDependentTests } from '../../scripts/engine-dependent-tests.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const selected = engineDependentTests(repo);

// The README's test command runs these files a second time on PostgreSQL and the rest once (ADR 072).
describe('the server test files run again on PostgreSQL', () => {
  it('holds every file that builds its app with createTestApp, directly or through useTestApp', () => {
    for (const file of ['server/test/auth.test.ts', 'server/test/access.test.ts', 'server/test/display-settings.test.ts']) {
      expect(readFileSync(path.join(repo, file), 'utf8')).toMatch(/helpers\/(test-app|use-test-app)\.ts/);
      expect(selected).toContain(file);
    }
  });

  it('holds the migration tests, whose steps run on the engine the run names', () => {
    expect(selected).toContain('server/test/superseded-lines-migration.test.ts');
  });

  it('leaves out files that open no database or always the embedded one', () => {
    expect(selected).not.toContain('server/src/providers/demo/football-season.test.ts');
    expect(selected).not.toContain('server/test/nflverse-cli.test.ts');
    expect(selected).not.toContain('server/test/rest-days.test.ts');
    expect(selected).not.toContain('server/test/engine-dependent-tests.test.ts');
  });
});
