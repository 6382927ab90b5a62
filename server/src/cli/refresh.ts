/**
 * npm run refresh -- --source espn --league NFL --file <scoreboard.json>
 * Loads a saved source response into the configured database (DATA_DIR or DATABASE_URL) through the same
 * validation and transaction as a live refresh, merging it into what is stored for the league, and prints
 * what it stored. Sources: see FILE_LOADERS.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hubLeagueSchema, type DataSource, type HubLeague } from '@playbook/contracts';
import { refreshLeagues } from '../features/sports/refresh/refresh-service.ts';
import type { SportsDataProvider } from '../providers/provider.ts';
import { FILE_LOADERS, type FileSnapshot } from './refresh-file-loaders.ts';
import { fileReportLines } from './refresh-file-report.ts';
import { runOnDatabase } from './run-on-database.ts';

/** A whole season's saved answers are a few tens of MB (ESPN's NFL scoreboards with odds: about 2 MB a week). */
const MAX_FILE_BYTES = 64 * 2 ** 20;

const USAGE = `Usage: npm run refresh -- --source <${Object.keys(FILE_LOADERS).join('|')}> --league <NFL|NCAA|MLB> --file <path>`;

function usage(problem: string): never {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: { source: { type: 'string' }, league: { type: 'string' }, file: { type: 'string' } },
  strict: false,
});
const source = typeof values.source === 'string' ? values.source : usage('Missing --source.');
const loader = FILE_LOADERS[source] ?? usage(`Unknown source ${source}.`);
const leagueParse = hubLeagueSchema.safeParse(values.league);
const league: HubLeague = leagueParse.success ? leagueParse.data : usage('Missing or unknown --league.');
const file = typeof values.file === 'string' ? values.file : usage('Missing --file.');

/** The file's JSON (or text, for a CSV source); a missing or unparsable file ends the command with its reason. */
async function readPayload(name: string): Promise<unknown> {
  // npm runs the workspace script in server/; a relative path means the folder the command was typed in.
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), name);
  try {
    // Refused before it is read: a file far past any season's answer would take the memory of the machine.
    const { size } = await stat(resolved);
    if (size > MAX_FILE_BYTES) {
      console.error(`Refused ${resolved}: ${(size / 2 ** 20).toFixed(0)} MB is more than any source's answer for a season (at most ${MAX_FILE_BYTES / 2 ** 20} MB).`);
      process.exit(1);
    }
    const text = await readFile(resolved, 'utf8');
    return name.endsWith('.json') ? JSON.parse(text) : text;
  } catch (error) {
    console.error(`Cannot read ${resolved}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
const payload = await readPayload(file);

/** The loaded file as a provider, so the refresh service validates, derives and stores it as it does live data. */
function fileProvider(name: DataSource, snapshot: FileSnapshot): SportsDataProvider {
  return {
    source: name,
    fetchLeague: () => Promise.resolve(snapshot),
    fetchInjuries: () => Promise.reject(new Error('a scoreboard file holds no injuries')),
  };
}

await runOnDatabase(async (database, config) => {
  const now = new Date();
  const snapshot = await loader({ payload, league, now, db: database.db });
  const unresolved = snapshot.unresolved ?? [];
  const results = await refreshLeagues(database.db, fileProvider(snapshot.source, snapshot), [league], now, {
    timeoutMs: config.sports.providerTimeoutMs,
  });
  const counts = results.get(league);
  const finished = snapshot.games.filter((game) => game.status === 'finished').length;
  const live = snapshot.games.filter((game) => game.status === 'live').length;
  console.log(
    `${league} from ${source} file ${file}: stored ${counts?.games ?? snapshot.games.length} games ` +
      `(${finished} finished, ${live} live), ${counts?.lines ?? snapshot.lines.length} betting lines, ${snapshot.teams.length} teams; ` +
      `${unresolved.length} unresolved.`,
  );
  // ADR 044: main lines whose point moved, and books the registry does not know (each once).
  const unknownBooks = counts?.unknownBooks ?? [];
  console.log(`Lines superseded (a book moved its main point): ${counts?.supersededLines ?? 0}.`);
  console.log(`Unknown books (stored under their own names): ${unknownBooks.length === 0 ? 'none' : unknownBooks.join(', ')}.`);
  for (const line of fileReportLines(snapshot)) console.log(line);
});
