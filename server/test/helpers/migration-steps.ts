import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createThrowawayDatabase } from './throwaway-database.ts';

/** A bare database on which a test applies the committed migrations one file at a time, with rows between them. */
export interface MigrationSteps {
  /** Applies every migration file whose name sorts before `name` (e.g. '0012'), in order. */
  applyBefore(name: string): Promise<void>;
  /** Applies the one migration file `name` (e.g. '0012_left_out_sources.sql'). */
  apply(name: string): Promise<void>;
  /** Runs SQL without parameters (several statements allowed). */
  exec(sql: string): Promise<void>;
  /** The rows of one query without parameters. */
  rows<T extends pg.QueryResultRow>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

const folder = new URL('../../drizzle/', import.meta.url);
const statementsOf = (name: string): string[] => readFileSync(new URL(name, folder), 'utf8').split('--> statement-breakpoint');

/**
 * A new in-memory PGlite, or, when TEST_DATABASE_URL is set (scripts/with-postgres.sh), a throwaway database on
 * that PostgreSQL server: a migration's SQL is checked on both drivers, like the app's migrator runs it.
 */
export async function startMigrationSteps(): Promise<MigrationSteps> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let exec: (sql: string) => Promise<void>;
  let rows: <T extends pg.QueryResultRow>(sql: string) => Promise<T[]>;
  let close: () => Promise<void>;
  if (adminUrl) {
    const database = await createThrowawayDatabase(adminUrl, 'playbook_migration');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    exec = async (sql) => {
      await client.query(sql);
    };
    rows = async <T extends pg.QueryResultRow>(sql: string) => (await client.query<T>(sql)).rows;
    close = async () => {
      await client.end();
      await database.drop();
    };
  } else {
    const lite = new PGlite();
    exec = async (sql) => {
      await lite.exec(sql);
    };
    rows = async <T extends pg.QueryResultRow>(sql: string) => (await lite.query<T>(sql)).rows;
    close = () => lite.close();
  }
  const apply = async (name: string): Promise<void> => {
    for (const statement of statementsOf(name)) await exec(statement);
  };
  return {
    async applyBefore(name) {
      const files = readdirSync(folder).filter((file) => file.endsWith('.sql') && file < name).sort();
      for (const file of files) await apply(file);
    },
    apply,
    exec,
    rows,
    close,
  };
}
