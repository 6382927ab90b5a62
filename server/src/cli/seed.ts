/**
 * npm run seed -- [--reset]
 * Reloads the demo season (every league, then the football injuries) into the configured database.
 * --reset first deletes every row of the sports tables (never users or sessions).
 */
import { loadSettings } from '../config.ts';
import { assertDataDirFree } from '../db/backup.ts';
import { connectDatabase } from '../db/connect.ts';
import { SharedGeneration } from '../db/shared-generation.ts';
import { bettingLines, cfbAdvancedStats, games, injuries, leagueState, refreshLog, rosterPlayers, teams, teamWeekStats } from '../db/sports-schema.ts';
import { StartUpLoad } from '../features/sports/first-load/start-up-load.ts';
import { SourceSelection } from '../features/sports/source-selection/source-selection.ts';
import { SportsData } from '../features/sports/sports-data.ts';
import { createDemoProvider } from '../providers/demo/demo-provider.ts';

const reset = process.argv.includes('--reset');
const unknown = process.argv.slice(2).filter((argument) => argument !== '--reset');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}. Usage: npm run seed -- [--reset]`);
  process.exit(2);
}

const { app: config } = loadSettings();
// A running server has the embedded folder open; a second process on it would corrupt it.
if (config.database.kind === 'pglite' && config.database.dataDir) assertDataDirFree(config.database.dataDir);
const database = await connectDatabase(config.database);
let failures: number;
try {
  if (reset) {
    await database.db.transaction(async (tx) => {
      // Children first; teams last (games, lines and the rest also cascade from it).
      for (const table of [bettingLines, injuries, rosterPlayers, teamWeekStats, cfbAdvancedStats, games, teams, leagueState, refreshLog]) {
        await tx.delete(table);
      }
    });
    console.log('Deleted the stored sports data.');
  }
  // On PostgreSQL the running instances notice the reload through the shared refresh generation (ADR 014).
  const generation = database.kind === 'postgres' ? new SharedGeneration(database.db, 'sports') : null;
  // The seed loads the demo season whatever DATA_SOURCE says (`npm run refresh` and `import:nflverse` load real data).
  const sources = new SourceSelection({ primary: createDemoProvider(), fallback: null }, database.db, config.sports.clock, config.sports.probeTimeoutMs);
  const load = new StartUpLoad(new SportsData(database.db, sources, config.sports, generation), sources);
  const printError = ({ err }: { err: unknown }, message: string) => console.error(`${message}: ${err instanceof Error ? err.message : String(err)}`);
  ({ failures } = await load.loadEverything({ info: (message) => console.log(message), warn: printError, error: printError }));
} finally {
  await database.close();
}
process.exit(failures === 0 ? 0 : 1);
