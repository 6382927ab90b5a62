import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import * as accountsSchema from './schema.ts';
import * as sportsSchema from './sports-schema.ts';
import * as parlaysSchema from './parlays-schema.ts';

const schema = { ...accountsSchema, ...sportsSchema, ...parlaysSchema };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the embedded PGlite database (a folder, or memory when dataDir is null) or a PostgreSQL pool, and
 * applies the committed migrations before anything else touches it: one schema, one SQL dialect for both.
 */
export async function connectDatabase(config: AppConfig['database']): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    const db = drizzlePostgres(pool, { schema });
    await migratePostgres(db, { migrationsFolder });
    return { db, close: () => pool.end() };
  }
  if (config.dataDir) await mkdir(config.dataDir, { recursive: true });
  const client = await PGlite.create(config.dataDir ?? undefined);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close() };
}
