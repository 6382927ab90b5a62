import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findMigrationsFolder } from '../../src/db/connect.ts';
import { openMigrated } from '../../src/db/empty-database.ts';

/**
 * The server project's global set-up: one in-memory database migrated as production migrates it, dumped to a
 * file every test file's databases start from (ADR 037). Made afresh each run, so it always holds the
 * committed migrations. On PostgreSQL (TEST_DATABASE_URL) the tests make their own databases: none is made.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return () => undefined;
  }
  const client = await openMigrated(findMigrationsFolder());
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'playbook-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
