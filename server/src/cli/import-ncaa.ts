/**
 * npm run import:ncaa -- <ncaa-games-lines.csv>
 * Loads the college games file (CollegeFootballData's games and closing lines, ADR 051) into the configured
 * database (DATA_DIR or DATABASE_URL) through the refresh service's validation and transaction, one season at
 * a time, so the Model Report and the college model read thirteen seasons of history. Prints the games per
 * season and the total time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SharedGeneration } from '../db/shared-generation.ts';
import { importNcaa } from '../features/sports/refresh/ncaa-import.ts';
import { runOnDatabase } from './run-on-database.ts';

const arguments_ = process.argv.slice(2).filter((argument) => argument !== '--');
if (arguments_.length !== 1 || arguments_[0] === undefined) {
  console.error('Usage: npm run import:ncaa -- <ncaa-games-lines.csv>');
  process.exit(2);
}
// npm runs the workspace script in server/; a relative path means the folder the command was typed in.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arguments_[0]);

const started = performance.now();
await runOnDatabase(async (database, config) => {
  const result = await importNcaa(database.db, readFileSync(file, 'utf8'), { timeoutMs: config.sports.providerTimeoutMs });
  // On PostgreSQL the running instances notice the import through the shared refresh generation (ADR 014).
  if (database.kind === 'postgres') await new SharedGeneration(database.db, 'sports').bump();
  for (const season of result.seasons) console.log(`${season.season}: ${season.games} games, ${season.lines} closing lines`);
  const games = result.seasons.reduce((sum, season) => sum + season.games, 0);
  console.log(`NCAA from CollegeFootballData: ${games} games over ${result.seasons.length} seasons; ${result.skipped} rows without a kick-off or score left out; ${((performance.now() - started) / 1000).toFixed(1)} s.`);
});
