import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase, findMigrationsFolder } from '../../src/db/connect.ts';
import { openMigrated } from '../../src/db/empty-database.ts';
import { createThrowawayDatabase } from '../helpers/throwaway-database.ts';

/**
 * One in-memory PGlite database migrated as production migrates it, dumped to a file every test file's databases
 * start from (ADR 037).
 */
async function pgliteTemplate(): Promise<{ file: string; remove: () => void }> {
  const client = await openMigrated(findMigrationsFolder());
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'playbook-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * One database on the PostgreSQL server, migrated by the app's own migrator, that the test apps' databases are
 * copied from (ADR 072): a copy is made in a fraction of the time of replaying every migration. Closed before it
 * is returned, as a database copied from must have nobody connected.
 */
async function postgresTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const database = await createThrowawayDatabase(adminUrl, 'playbook_template');
  const handle = await connectDatabase({ kind: 'postgres', url: database.url });
  await handle.close();
  return { name: new URL(database.url).pathname.slice(1), drop: database.drop };
}

/**
 * The server project's global set-up: the migrated database every test database starts from, made afresh each
 * run so it always holds the committed migrations. On PostgreSQL (TEST_DATABASE_URL) a template database on that
 * server, else a PGlite dump.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void> | void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await postgresTemplate(adminUrl);
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const template = await pgliteTemplate();
  project.provide('pgliteTemplate', template.file);
  project.provide('postgresTemplate', '');
  return template.remove;
}
