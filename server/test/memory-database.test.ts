import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { connectDatabase, findMigrationsFolder, type DatabaseHandle } from '../src/db/connect.ts';
import { memoryDatabase } from './helpers/memory-database.ts';

const journal: unknown = JSON.parse(readFileSync(`${findMigrationsFolder()}/meta/_journal.json`, 'utf8'));
const journalObject = (): object => (typeof journal === 'object' && journal !== null ? journal : {});
const journalEntries = (): unknown[] => {
  const value = journalObject();
  return 'entries' in value && Array.isArray(value.entries) ? value.entries : [];
};
const migrationCount = (): number => journalEntries().length;

const rowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

/** The first row of a raw query, parsed rather than cast (the handle's db is typed for either driver). */
async function firstRow(handle: DatabaseHandle, query: SQL): Promise<Record<string, unknown> | undefined> {
  return rowsSchema.parse(await handle.db.execute(query)).rows[0];
}

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  return Number((await firstRow(handle, sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`))?.count);
}

// ADR 037: every test database on PGlite starts from one migrated dump made per run.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the migrated PGlite template of the server tests', () => {
  it('is made once per run and handed to every test database', () => {
    expect(inject('pgliteTemplate')).not.toBe('');
    expect(memoryDatabase().template?.size).toBeGreaterThan(0);
  });

  it('starts a database with every committed migration applied and the tables there', async () => {
    expect(migrationCount()).toBeGreaterThan(10);
    const handle = await connectDatabase(memoryDatabase());
    try {
      expect(await appliedMigrations(handle)).toBe(migrationCount());
      const tables = await firstRow(handle, sql`SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public'`);
      expect(Number(tables?.count)).toBeGreaterThan(10);
    } finally {
      await handle.close();
    }
  });

  it('gives each database its own copy: a write to one is not seen by the next', async () => {
    const first = await connectDatabase(memoryDatabase());
    await first.db.execute(sql`CREATE TABLE only_in_the_first (id int)`);
    await first.close();
    const second = await connectDatabase(memoryDatabase());
    try {
      expect(await firstRow(second, sql`SELECT to_regclass('only_in_the_first') AS found`)).toEqual({ found: null });
    } finally {
      await second.close();
    }
  });

  it('still applies the migrations a dump lacks, as production would on an older database', async () => {
    // A migrations folder without the last migration, as an older checkout would have had.
    const folder = mkdtempSync(path.join(tmpdir(), 'playbook-older-migrations-'));
    cpSync(findMigrationsFolder(), folder, { recursive: true });
    const entries = journalEntries();
    writeFileSync(`${folder}/meta/_journal.json`, JSON.stringify({ ...journalObject(), entries: entries.slice(0, -1) }));
    const bare = await PGlite.create();
    await migrate(drizzle(bare), { migrationsFolder: folder });
    rmSync(folder, { recursive: true, force: true });
    expect(Number((await bare.query<{ count: number }>('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations')).rows[0]?.count)).toBe(
      migrationCount() - 1,
    );
    const older = await bare.dumpDataDir('none');
    await bare.close();
    const handle = await connectDatabase({ kind: 'pglite', dataDir: null, template: older });
    try {
      expect(await appliedMigrations(handle)).toBe(migrationCount());
    } finally {
      await handle.close();
    }
  });
});
