import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect.ts';
import { refreshInjuries, refreshLeagues } from '../src/features/sports/refresh/refresh-service.ts';
import type { HttpSource } from '../src/providers/http/fetch-json.ts';
import { createEspnSource } from '../src/providers/espn/espn-source.ts';
import { startEspnFixtureServer, type EspnFault, type EspnFixtureServer } from './helpers/espn-fixture-server.ts';
import { expectFailureChangesNothing, storedSportsRows } from './helpers/stored-sports-rows.ts';
import { memoryDatabase } from './helpers/memory-database.ts';

/** Sunday of week 2 of the fixture season: week 1 is finished, week 2 has a game on and one to come. */
const NOW = new Date('2025-09-14T18:00:00Z');

// The refresh service on an in-memory database: no app is needed to refresh a league.
let database: DatabaseHandle;
let espn: EspnFixtureServer;
let http: HttpSource;
beforeAll(async () => {
  database = await connectDatabase(memoryDatabase());
  espn = await startEspnFixtureServer();
  http = { name: 'espn', baseUrl: `${espn.server.baseUrl}/apis/site/v2/sports`, timeoutMs: 5_000, retries: 1, backoffBaseMs: 5 };
});
afterAll(async () => {
  await espn.server.close();
  await database.close();
});

const storedRows = () => storedSportsRows(database.db);

describe('a full ESPN refresh against a local ESPN', () => {
  it('stores every week of the season, the finished games with box scores, and the lines of both moneyline shapes', async () => {
    const source = createEspnSource(http);
    const snapshot = await source.fetchLeague('NFL', NOW);
    expect(snapshot.unresolved).toEqual([]);
    expect(snapshot.currentWeek).toBe(2);
    expect(snapshot.games.map((game) => `${game.sourceId} w${game.week} ${game.status}`)).toEqual([
      '401001 w1 finished',
      '401002 w1 finished',
      '401003 w2 scheduled',
      '401004 w2 live',
    ]);
    expect(snapshot.boxScores).toHaveLength(4);

    const counts = (await refreshLeagues(database.db, source, ['NFL'], NOW, { timeoutMs: 5_000 })).get('NFL');
    expect(counts).toMatchObject({ teams: 6, games: 4, lines: 12, rosterPlayers: 30 });
    const rows = await storedRows();
    // The six teams of the games, and the rest of the NFL's 32 (always known).
    expect(rows.teams).toHaveLength(32);
    expect(rows.teams.map((team) => team.abbreviation)).toEqual(expect.arrayContaining(['BUF', 'DAL', 'HOU', 'KC', 'LAC', 'PHI']));
    const moneylines = rows.lines.filter((line) => line.market === 'moneyline').map((line) => `${line.bookmaker} ${line.selection} ${line.americanOdds}`);
    // ESPN's "Draft Kings" is stored under the bookmaker registry's name (ADR 044).
    expect(moneylines.sort()).toEqual(['DraftKings KC -135', 'DraftKings PHI 100', 'ESPN BET BUF -290', 'ESPN BET HOU 240']);
    expect(rows.weekStats.length).toBeGreaterThan(0);
    const eagles = rows.teams.find((team) => team.abbreviation === 'PHI');
    const roster = rows.rosters.filter((player) => player.teamId === eagles?.id).map((player) => `${player.number ?? '-'} ${player.name} ${player.position}`);
    expect(roster.sort()).toEqual(['- New Signing —', '1 Jalen Hurts QB', '26 Saquon Barkley RB', '4 Jake Elliott PK', '98 Jalen Carter DT']);

    // The two finished games' summaries and six rosters were read; a second refresh reads none again (box
    // scores never change, rosters are kept for hours).
    const requestsTo = (ending: RegExp) => espn.server.requests.filter((request) => ending.test(request.url.pathname)).length;
    expect([requestsTo(/\/summary$/), requestsTo(/\/roster$/)]).toEqual([2, 6]);
    await source.fetchLeague('NFL', NOW);
    expect([requestsTo(/\/summary$/), requestsTo(/\/roster$/)]).toEqual([2, 6]);
  });

  it('reads the live scores from today\'s scoreboard alone', async () => {
    const before = espn.server.requests.length;
    const snapshot = await createEspnSource(http).fetchLiveScores('NFL', NOW);
    expect(espn.server.requests.length - before).toBe(1);
    expect(snapshot).toMatchObject({ partial: true, currentWeek: 2, boxScores: [], rosters: [] });
    expect(snapshot.games.map((game) => `${game.sourceId} ${game.status} ${game.homeScore ?? '-'}-${game.awayScore ?? '-'} ${game.clock ?? ''}`)).toEqual([
      '401003 scheduled --- ',
      '401004 live 10-7 7:18',
    ]);
  });

  it('stores the injury list by ESPN team', async () => {
    const result = await refreshInjuries(database.db, createEspnSource(http), 'NFL', NOW, { timeoutMs: 5_000 });
    expect(result.league).toBe('NFL');
    const rows = await storedRows();
    expect(rows.injuries.map((injury) => `${injury.playerName} ${injury.status}`).sort()).toEqual([
      'DeVonta Smith Out',
      'Isiah Pacheco Questionable',
      'Rashee Rice Injured Reserve',
    ]);
  });
});

describe('college injuries', () => {
  it('are none when ESPN has no college list (404), while an NFL 404 fails', async () => {
    const source = createEspnSource(http);
    expect(await source.fetchInjuries('NCAA', NOW)).toEqual({ source: 'espn', league: 'NCAA', injuries: [] });
    await expect(createEspnSource({ ...http, baseUrl: `${espn.server.baseUrl}/elsewhere` }).fetchInjuries('NFL', NOW)).rejects.toThrow(
      'espn: /football/nfl/injuries answered HTTP 404',
    );
  });
});

describe('a failing ESPN changes nothing', () => {
  it.each<[Exclude<EspnFault, null>, string]>([
    ['timeout', 'espn: /football/nfl/scoreboard timed out after 0.3 s'],
    ['server-error', 'espn: /football/nfl/scoreboard answered HTTP 500'],
    ['rate-limited-long', 'espn: rate limited on /football/nfl/scoreboard (retry after 120 s)'],
  ])('when the week-1 scoreboard %s', async (fault, message) => {
    const injected = { set: () => espn.setFault(fault), clear: () => espn.setFault(null) };
    // A short timeout only where the timeout is the fault: answers that do come may be slow on a busy machine.
    const from = fault === 'timeout' ? { ...http, timeoutMs: 300 } : http;
    const refresh = () => refreshLeagues(database.db, createEspnSource(from), ['NFL'], NOW, { timeoutMs: 5_000 });
    await expectFailureChangesNothing(database.db, injected, refresh, message);
  });

  it('drops an event of a changed shape, stores the rest and keeps the game it stands for', async () => {
    const before = await storedRows();
    espn.setFault('malformed');
    try {
      const snapshot = await createEspnSource(http).fetchLeague('NFL', NOW);
      expect(snapshot.dropped).toEqual(['espn event 401002: competitions.0.competitors: expected array, received string']);
      const counts = (await refreshLeagues(database.db, createEspnSource(http), ['NFL'], NOW, { timeoutMs: 5_000 })).get('NFL');
      expect(counts).toMatchObject({ games: 3, dropped: 1, withdrawnLines: 0 });
    } finally {
      espn.setFault(null);
    }
    const after = await storedRows();
    expect(after.games.map((game) => game.sourceId)).toEqual(before.games.map((game) => game.sourceId));
    expect(after.lines.filter((line) => line.withdrawnAt !== null)).toEqual(before.lines.filter((line) => line.withdrawnAt !== null));
  });

  it('waits out a short 429 and then refreshes', async () => {
    espn.setFault('rate-limited');
    try {
      const counts = (await refreshLeagues(database.db, createEspnSource(http), ['NFL'], NOW, { timeoutMs: 5_000 })).get('NFL');
      expect(counts).toMatchObject({ games: 4 });
    } finally {
      espn.setFault(null);
    }
  });
});
