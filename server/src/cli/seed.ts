/**
 * npm run seed -- [--reset]
 * Reloads the demo season (every league, then the football injuries) into the configured database.
 * --reset first deletes every row of the sports tables (never users or sessions).
 */
import { SharedGeneration } from '../db/shared-generation.ts';
import { bettingLines, cfbAdvancedStats, games, injuries, leagueState, refreshLog, rosterPlayers, teams, teamWeekStats } from '../db/sports-schema.ts';
import { StartUpLoad } from '../features/sports/first-load/start-up-load.ts';
import { SourceSelection } from '../features/sports/source-selection/source-selection.ts';
import { SportsData } from '../features/sports/sports-data.ts';
import { createDemoProvider } from '../providers/demo/demo-provider.ts';
import { runOnDatabase } from './run-on-database.ts';

const reset = process.argv.includes('--reset');
const unknown = process.argv.slice(2).filter((argument) => argument !== '--reset');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}. Usage: npm run seed -- [--reset]`);
  process.exit(2);
}

await runOnDatabase(async (database, config) => {
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
  const { failures } = await load.loadEverything({ info: (message) => console.log(message), warn: printError, error: printError });
  return failures === 0 ? 0 : 1;
});
