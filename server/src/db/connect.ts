import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { copyDatabase } from './backup.ts';
import { copyEmptyDatabase } from './empty-database.ts';
import { loadPglite } from './pglite-modules.ts';
import { inProcessEvents, postgresEvents, type DatabaseEvents } from './database-events.ts';
import * as accountsSchema from './schema.ts';
import * as sportsSchema from './sports-schema.ts';
import * as parlaysSchema from './parlays-schema.ts';
import * as fleetSchema from './fleet-schema.ts';

const schema = { ...accountsSchema, ...sportsSchema, ...parlaysSchema, ...fleetSchema };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** PostgreSQL may be shared by several server processes; the embedded database belongs to this one. */
  kind: 'pglite' | 'postgres';
  events: DatabaseEvents;
  /** A connection of its own, outside the pool (session-level advisory locks); null on the embedded database. */
  dedicatedClient(): pg.Client | null;
  /** Throws when the database does not answer a trivial query. */
  ping(): Promise<void>;
  /** Writes a copy of the embedded database as a data folder (PostgreSQL is backed up with pg_dump). */
  copyTo(target: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The committed migrations: `server/drizzle` beside the sources (`src/db/` is two levels down) or beside the
 * compiled bundle (`dist/main.js` is one level down). Found at run time so both layouts start.
 */
export function findMigrationsFolder(from: string = import.meta.url): string {
  const candidates = ['../../drizzle', '../drizzle'].map((relative) => fileURLToPath(new URL(relative, from)));
  const found = candidates.find((folder) => existsSync(`${folder}/meta/_journal.json`));
  if (!found) throw new Error(`No migrations folder (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * The embedded database's own memory (ADR 065): PostgreSQL's default 128 MB of shared buffers is most of
 * PGlite's resident memory once touched, for a database of about 15 MB; 16 MB holds it whole.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB'];

/** A pooled query waits this long for a connection, so an unreachable server fails requests instead of hanging them. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Opens the embedded PGlite database (a folder, or memory when dataDir is null) or a PostgreSQL pool, and
 * applies the committed migrations before anything else touches it: one schema, one SQL dialect for both.
 */
export async function connectDatabase(config: AppConfig['database']): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // An idle connection the server drops emits 'error' on the pool; unhandled, it would end the process. The
    // pool replaces it on the next query, which is how the server recovers when the database comes back.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema });
    await migratePostgres(db, { migrationsFolder });
    const events = await postgresEvents(config.url, pool);
    return {
      db,
      kind: 'postgres',
      events,
      dedicatedClient: () => new pg.Client({ connectionString: config.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }),
      ping: async () => void (await pool.query('SELECT 1')),
      copyTo: () => Promise.reject(new Error('PostgreSQL is backed up with pg_dump (npm run backup runs it)')),
      close: async () => {
        await events.close();
        await pool.end();
      },
    };
  }
  if (config.dataDir) {
    await mkdir(config.dataDir, { recursive: true });
    if (!config.template) copyEmptyDatabase(migrationsFolder, config.dataDir);
  }
  // Durability (measured, ADR 014): every commit's WAL is written (pwrite) to the data folder before the
  // query returns, so a killed process loses no acknowledged write. None is ever fsynced (PGlite's -F, and
  // Emscripten's NODEFS ignores fsync anyway): a crash of the whole machine could lose recent commits.
  const { PGlite, drizzle: drizzlePglite, migrate: migratePglite } = await loadPglite();
  const client = await PGlite.create(config.dataDir ?? undefined, {
    ...(config.template ? { loadDataDir: config.template } : {}),
    postgresqlconf: EMBEDDED_SETTINGS,
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    events: inProcessEvents(),
    dedicatedClient: () => null,
    ping: async () => void (await db.execute(sql`SELECT 1`)),
    copyTo: (target) => copyDatabase(client, target),
    close: () => client.close(),
  };
}
