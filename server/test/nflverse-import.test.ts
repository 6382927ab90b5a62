import { readFileSync } from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect.ts';
import { bettingLines, games, leagueState, teams, teamWeekStats } from '../src/db/sports-schema.ts';
import { readNflverseInputs, type NflverseHttp } from '../src/providers/nflverse/nflverse-files.ts';
import { importNflverse } from '../src/features/sports/refresh/nflverse-import.ts';
import { expectFailureChangesNothing, storedSportsRows } from './helpers/stored-sports-rows.ts';
import { startStubSourceServer, type StubResponse, type StubSourceServer } from './helpers/stub-source-server.ts';
import { memoryDatabase } from './helpers/memory-database.ts';

const fixture = (name: string): string => readFileSync(new URL(`./fixtures/nflverse/${name}`, import.meta.url), 'utf8');
const FILES: Record<string, string> = {
  '/nfldata/games.csv': fixture('games.csv'),
  '/stats_team/stats_team_week_2025.csv': fixture('stats_team_week_2025.csv'),
  '/injuries/injuries_2025.csv': fixture('injuries_2025.csv'),
};
const HTTP: NflverseHttp = { timeoutMs: 5_000, retries: 1, backoffBaseMs: 5, maxRetryAfterMs: 2_000 };
// A short timeout only where the timeout is the fault: answers that do come may be slow on a busy machine.
const TIMING_OUT: NflverseHttp = { ...HTTP, timeoutMs: 300 };
const OPTIONS = { timeoutMs: 10_000 };

let database: DatabaseHandle;
let stub: StubSourceServer;
/** What the stub answers instead of the file, once per request, oldest first. */
const faults: StubResponse[] = [];

beforeAll(async () => {
  database = await connectDatabase(memoryDatabase());
  stub = await startStubSourceServer((url) => faults.shift() ?? { rawBody: FILES[url.pathname] ?? '', status: url.pathname in FILES ? 200 : 404 });
});
afterAll(async () => {
  await stub.close();
  await database.close();
});

const urls = (...paths: string[]) => paths.map((path) => `${stub.baseUrl}${path}`);
const importWith = async (http: NflverseHttp, ...paths: string[]) => importNflverse(database.db, await readNflverseInputs(urls(...paths), http), OPTIONS);
const importUrls = (...paths: string[]) => importWith(HTTP, ...paths);

const storedRows = () => storedSportsRows(database.db);

describe('importing games, team-week stats and injuries from URLs', () => {
  it('stores every season through the refresh service and ends on the newest season', async () => {
    const result = await importUrls('/nfldata/games.csv', '/stats_team/stats_team_week_2025.csv', '/injuries/injuries_2025.csv');
    expect(result.seasons).toEqual([
      { season: 2024, games: 3, finishedGames: 3, lines: 16, boxScores: 0, partial: false },
      { season: 2025, games: 4, finishedGames: 3, lines: 24, boxScores: 6, partial: false },
    ]);
    expect(result.injuries).toEqual({ season: 2025, week: 2, total: 4 });
    expect(result.unresolved).toEqual([]);
    expect(result.warnings).toEqual(['stats_team_week_2025.csv: 1 rows name no finished game (first: 2025 week 14 ARI)']);

    const rows = await storedRows();
    expect(rows.teams).toHaveLength(32);
    expect(rows.games.map((game) => `${game.season} ${game.sourceId}`)).toHaveLength(7);
    expect(rows.state).toMatchObject([{ league: 'NFL', source: 'nflverse', season: 2025, currentWeek: 14 }]);
    expect(rows.injuries.map((injury) => `${injury.playerName} ${injury.position} ${injury.status}`)).toContain('Jalen Carter Unknown Out');
  });

  it('stores spreads by the selected team with its own line, under the closing-line bookmaker, as closing prices', async () => {
    const [opener] = await database.db.select().from(games).where(eq(games.sourceId, '401772510'));
    const spreads = await database.db
      .select({ selection: bettingLines.selection, lineValue: bettingLines.lineValue, odds: bettingLines.americanOdds, closing: bettingLines.closingOdds, bookmaker: bettingLines.bookmaker })
      .from(bettingLines)
      .where(and(eq(bettingLines.gameId, opener?.id ?? -1), eq(bettingLines.market, 'spread')))
      .orderBy(asc(bettingLines.lineValue));
    expect(spreads).toEqual([
      { selection: 'PHI', lineValue: -8.5, odds: -110, closing: -110, bookmaker: 'closing line' },
      { selection: 'DAL', lineValue: 8.5, odds: -110, closing: -110, bookmaker: 'closing line' },
    ]);
  });

  it('derives the 2025 season stats from the box scores (ranked teams after the last complete week)', async () => {
    const rows = await database.db
      .select({ abbreviation: teams.abbreviation, week: teamWeekStats.week, gamesPlayed: teamWeekStats.gamesPlayed, rank: teamWeekStats.rank })
      .from(teamWeekStats)
      .innerJoin(teams, eq(teams.id, teamWeekStats.teamId))
      .where(and(eq(teamWeekStats.season, 2025), eq(teams.abbreviation, 'PHI')))
      .orderBy(asc(teamWeekStats.week));
    expect(rows.at(-1)).toMatchObject({ abbreviation: 'PHI', week: 2, gamesPlayed: 2 });
    expect(rows.at(-1)?.rank).toBeGreaterThan(0);
  });

  it('adds a team-week file imported on its own to the stored games of its season', async () => {
    const result = await importUrls('/stats_team/stats_team_week_2025.csv');
    expect(result.seasons).toEqual([{ season: 2025, games: 3, finishedGames: 3, lines: 0, boxScores: 6, partial: true }]);
    const [state] = await database.db.select().from(leagueState);
    expect(state?.season).toBe(2025);
  });
});

describe('an import that fails stores nothing', () => {
  it.each<[string, StubResponse[], string, NflverseHttp?]>([
    ['a 500 on every attempt', [{ status: 500 }, { status: 500 }], 'nflverse: /nfldata/games.csv answered HTTP 500'],
    ['a timeout on every attempt', [{ delayMs: 1_000 }, { delayMs: 1_000 }], 'nflverse: /nfldata/games.csv timed out after 0.3 s', TIMING_OUT],
    ['a 429 with a Retry-After beyond the cap', [{ status: 429, headers: { 'retry-after': '3600' } }], 'nflverse: rate limited on /nfldata/games.csv (retry after 3600 s)'],
    ['a CSV missing a column', [{ rawBody: FILES['/nfldata/games.csv']?.replace('home_score', 'home_points') ?? '' }], 'nflverse: games.csv: missing column home_score'],
  ])('on %s, naming the source and the cause', async (_case, answers, message, http = HTTP) => {
    const injected = { set: () => faults.push(...answers), clear: () => (faults.length = 0) };
    await expectFailureChangesNothing(database.db, injected, () => importWith(http, '/nfldata/games.csv', '/injuries/injuries_2025.csv'), message);
  });

  it('waits out a short 429 Retry-After and then imports', async () => {
    faults.push({ status: 429, headers: { 'retry-after': '1' } });
    const result = await importUrls('/injuries/injuries_2025.csv');
    expect(result.injuries?.total).toBe(4);
    expect(faults).toHaveLength(0);
  });
});

describe('an injuries file imported into an empty database', () => {
  it('stores the NFL teams first, then the report', async () => {
    const empty = await connectDatabase(memoryDatabase());
    try {
      const result = await importNflverse(empty.db, [{ kind: 'injuries', name: 'injuries_2025.csv', text: FILES['/injuries/injuries_2025.csv'] ?? '' }], OPTIONS);
      expect(result.injuries).toEqual({ season: 2025, week: 2, total: 4 });
      expect(await empty.db.select().from(teams)).toHaveLength(32);
    } finally {
      await empty.close();
    }
  });
});
