// Run by the server's build (scripts/build-server.mjs): the migrated empty database a new data folder starts
// from (ADR 065), made only when PGlite or the migrations changed since the last one.
import { findMigrationsFolder } from '../db/connect.ts';
import { buildEmptyDatabase, emptyDatabaseDir } from '../db/empty-database.ts';

const migrationsFolder = findMigrationsFolder();
const started = performance.now();
if (await buildEmptyDatabase(migrationsFolder)) {
  console.log(`empty database made in ${emptyDatabaseDir(migrationsFolder)} in ${Math.round(performance.now() - started)} ms`);
}
