import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { loadPglite } from './pglite-modules.ts';

/**
 * A new embedded database without PostgreSQL's initdb in the server (ADR 065): initdb runs in PGlite's own
 * WebAssembly beside the database, about 750 MB resident for seconds, and that memory stays with the process.
 * The build makes a migrated empty data folder once (`server/dist/empty-database/`, remade when PGlite or the
 * migrations change); the server copies it into a new data folder and opens it as an existing database.
 */

/** A PGlite database (in memory when `dataDir` is undefined) with every committed migration applied. */
export async function openMigrated(migrationsFolder: string, dataDir?: string): Promise<PGlite> {
  const { PGlite, drizzle, migrate } = await loadPglite();
  const client = await PGlite.create(dataDir);
  await migrate(drizzle(client), { migrationsFolder });
  return client;
}

/** The built empty database: `server/dist/empty-database`, beside the migrations' `server/drizzle`. */
export function emptyDatabaseDir(migrationsFolder: string): string {
  return path.join(path.dirname(migrationsFolder), 'dist', 'empty-database');
}

const keyFile = (folder: string) => `${folder}.key`;

/** What the empty database was made from: the PGlite release and the migrations' journal. */
function emptyDatabaseKey(migrationsFolder: string): string {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'));
  const journal = readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'));
  return createHash('sha256').update(pglitePackage).update(journal).digest('hex');
}

/** Makes the empty database unless the one there was made from the same PGlite and migrations. */
export async function buildEmptyDatabase(migrationsFolder: string, folder: string = emptyDatabaseDir(migrationsFolder)): Promise<boolean> {
  const key = emptyDatabaseKey(migrationsFolder);
  if (existsSync(folder) && existsSync(keyFile(folder)) && readFileSync(keyFile(folder), 'utf8') === key) return false;
  const making = mkdtempSync(`${folder}-making-`);
  try {
    await (await openMigrated(migrationsFolder, making)).close();
    // The key goes first and comes back last: a server that finds it finds the whole folder.
    rmSync(keyFile(folder), { force: true });
    rmSync(folder, { recursive: true, force: true });
    try {
      renameSync(making, folder);
    } catch (error) {
      // Another build running at the same time made it first.
      if (!existsSync(folder)) throw error;
    }
    writeFileSync(keyFile(folder), key);
  } finally {
    rmSync(making, { recursive: true, force: true });
  }
  return true;
}

/**
 * Fills a data folder that holds no database yet with a copy of the built empty database, when one made from
 * this PGlite and these migrations is there; false when not (PGlite then runs initdb itself).
 */
export function copyEmptyDatabase(migrationsFolder: string, dataDir: string, folder: string = emptyDatabaseDir(migrationsFolder)): boolean {
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(keyFile(folder))) return false;
  if (readFileSync(keyFile(folder), 'utf8') !== emptyDatabaseKey(migrationsFolder)) return false;
  cpSync(folder, dataDir, { recursive: true });
  return true;
}
