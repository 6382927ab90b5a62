import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, findMigrationsFolder } from '../src/db/connect.ts';
import { buildEmptyDatabase, copyEmptyDatabase } from '../src/db/empty-database.ts';

// ADR 065: a new data folder starts from the migrated empty database the build made, not from initdb.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the built empty database', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'playbook-empty-database-'));
  const built = path.join(root, 'empty-database');
  const migrationsFolder = findMigrationsFolder();
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is made once for a PGlite release and set of migrations, then kept', async () => {
    expect(await buildEmptyDatabase(migrationsFolder, built)).toBe(true);
    expect(existsSync(path.join(built, 'PG_VERSION'))).toBe(true);
    expect(await buildEmptyDatabase(migrationsFolder, built)).toBe(false);
  });

  it('fills a new data folder that then opens with every migration applied', async () => {
    const dataDir = path.join(root, 'new-folder');
    expect(copyEmptyDatabase(migrationsFolder, dataDir, built)).toBe(true);
    const handle = await connectDatabase({ kind: 'pglite', dataDir });
    try {
      const { rows } = (await handle.db.execute(sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`)) as { rows: { count: number }[] };
      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(rows[0]?.count).toBe(journal.entries.length);
    } finally {
      await handle.close();
    }
    // A folder that holds a database is never overwritten.
    expect(copyEmptyDatabase(migrationsFolder, dataDir, built)).toBe(false);
  });

  it('is not used once PGlite or the migrations changed since it was made', () => {
    writeFileSync(`${built}.key`, 'made from another release');
    expect(copyEmptyDatabase(migrationsFolder, path.join(root, 'another-folder'), built)).toBe(false);
    expect(existsSync(path.join(root, 'another-folder'))).toBe(false);
  });
});
