/**
 * npm run seed -- [--reset]
 * Reloads the demo season (every league, then the football injuries) into the configured database.
 * --reset first deletes every row of the sports tables (never users or sessions).
 */
import { loadSettings } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { bettingLines, cfbAdvancedStats, games, injuries, leagueState, refreshLog, rosterPlayers, teams, teamWeekStats } from '../db/sports-schema.ts';
import { SportsData } from '../features/sports/sports-data.ts';
import { createDemoProvider } from '../providers/demo/demo-provider.ts';

const reset = process.argv.includes('--reset');
const unknown = process.argv.slice(2).filter((argument) => argument !== '--reset');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}. Usage: npm run seed -- [--reset]`);
  process.exit(2);
}

const { app: config } = loadSettings();
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
  const sports = new SportsData(database.db, config.sports.provider ?? createDemoProvider(), config.sports);
  ({ failures } = await sports.loadEverything({
    info: (message) => console.log(message),
    error: ({ err }, message) => console.error(`${message}: ${err instanceof Error ? err.message : String(err)}`),
  }));
} finally {
  await database.close();
}
process.exit(failures === 0 ? 0 : 1);
