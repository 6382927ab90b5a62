import { loadSettings, type AppConfig } from '../config.ts';
import { assertDataDirFree } from '../db/backup.ts';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { printFailure } from './print-failure.ts';

/**
 * A command's work on the configured database (DATA_DIR or DATABASE_URL), then the process ends: with the code the
 * work gives (0 when it gives none), or 1 when it fails, its message and cause printed for the operator (no stack).
 * The database is closed either way.
 */
export async function runOnDatabase(work: (database: DatabaseHandle, config: AppConfig) => Promise<number | void>): Promise<never> {
  const { app: config } = loadSettings();
  // A running server has the embedded folder open; a second process on it would corrupt it.
  if (config.database.kind === 'pglite' && config.database.dataDir) assertDataDirFree(config.database.dataDir);
  const database = await connectDatabase(config.database);
  let exitCode: number;
  try {
    exitCode = (await work(database, config)) ?? 0;
  } catch (error) {
    printFailure(error);
    exitCode = 1;
  } finally {
    await database.close();
  }
  process.exit(exitCode);
}
