/**
 * npm run import:nflverse -- <file, folder or URL> [more ...]
 * npm run import:nflverse -- --release [season]
 * Loads nflverse CSV releases into the configured database (DATA_DIR or DATABASE_URL) through the refresh
 * service's validation and transaction: games.csv (scores and closing lines since 1999, one snapshot per
 * season), stats_team_week_<season>.csv (box scores, hence the season rankings) and an injuries CSV (the
 * latest week's report). A folder is searched, at any depth, for files named like those. Prints the games
 * per season and the total time. `--release` reads nflverse's public release files online: games.csv and the
 * season's team-week stats and injuries (the current NFL season by default).
 */
import path from 'node:path';
import { SharedGeneration } from '../db/shared-generation.ts';
import { NFLVERSE_RELEASE_URLS, readNflverseInputs } from '../providers/nflverse/nflverse-files.ts';
import { importNflverse, type NflverseImportResult } from '../features/sports/refresh/nflverse-import.ts';
import { runOnDatabase } from './run-on-database.ts';

/** A release file is a few MB: generous per attempt, two retries (the HTTP client backs off between them). */
const HTTP = { timeoutMs: 60_000, retries: 2 };

const USAGE =
  'Usage: npm run import:nflverse -- <games.csv | stats_team_week_<season>.csv | injuries CSV | folder | URL> [...]\n' +
  '       npm run import:nflverse -- --release [season]';

/** The NFL season under way: it starts in September, so January to August still belong to last year's. */
function currentSeason(now: Date): number {
  return now.getUTCMonth() >= 8 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

/** `--release [season]`: the release URLs of games.csv and of the season's team-week stats and injuries. */
function releaseUrls(seasonArgument: string | undefined): string[] {
  const season = seasonArgument === undefined ? currentSeason(new Date()) : Number(seasonArgument);
  if (!Number.isInteger(season) || season < 1999 || season > 2100) {
    console.error(`Season must be a year from 1999 on, not "${seasonArgument ?? ''}".\n${USAGE}`);
    process.exit(2);
  }
  return [NFLVERSE_RELEASE_URLS.games, NFLVERSE_RELEASE_URLS.teamWeek(season), NFLVERSE_RELEASE_URLS.injuries(season)];
}

const arguments_ = process.argv.slice(2).filter((argument) => argument !== '--');
if (arguments_.length === 0 || (arguments_[0] === '--release' && arguments_.length > 2)) {
  console.error(USAGE);
  process.exit(2);
}
// npm runs the workspace script in server/; a relative path means the folder the command was typed in.
const base = process.env.INIT_CWD ?? process.cwd();
const inputs =
  arguments_[0] === '--release'
    ? releaseUrls(arguments_[1])
    : arguments_.map((input) => (/^https?:\/\//i.test(input) ? input : path.resolve(base, input)));

function report(result: NflverseImportResult, seconds: number): void {
  for (const season of result.seasons) {
    const what = season.partial ? 'team-week stats added to stored games' : `${season.games} games (${season.finishedGames} finished), ${season.lines} closing lines`;
    console.log(`${season.season}: ${what}, ${season.boxScores} box scores`);
  }
  const games = result.seasons.reduce((sum, season) => sum + season.games, 0);
  const lines = result.seasons.reduce((sum, season) => sum + season.lines, 0);
  if (result.injuries) console.log(`Injuries: ${result.injuries.total} players on the ${result.injuries.season} week ${result.injuries.week} report`);
  for (const warning of result.warnings) console.warn(`Warning: ${warning}`);
  for (const code of result.unresolved) console.warn(`Unresolved team code (rows left out): ${code}`);
  console.log(
    `NFL from nflverse: ${games} games and ${lines} closing lines over ${result.seasons.length} seasons; ` +
      `${result.unresolved.length} unresolved; ${seconds.toFixed(1)} s.`,
  );
}

const started = performance.now();
await runOnDatabase(async (database, config) => {
  const files = await readNflverseInputs(inputs, HTTP);
  if (files.length === 0) throw new Error(`No nflverse CSV (games, stats_team_week_<season>, injuries) in ${inputs.join(', ')}`);
  for (const file of files) console.log(`Reading ${file.kind} file ${file.name}`);
  const result = await importNflverse(database.db, files, { timeoutMs: config.sports.providerTimeoutMs });
  // On PostgreSQL the running instances notice the import through the shared refresh generation (ADR 014).
  if (database.kind === 'postgres') await new SharedGeneration(database.db, 'sports').bump();
  report(result, (performance.now() - started) / 1000);
});
