import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cfbAdvancedStats } from '../src/db/sports-schema.ts';
import { refreshLeagues } from '../src/features/sports/refresh/refresh-service.ts';
import { createCfbdProvider } from '../src/providers/cfbd/cfbd-provider.ts';
import { cfbdGamesSchema, cfbdGamesTeamsSchema } from '../src/providers/cfbd/cfbd-schema.ts';
import { cfbdSource, fetchCfbdSeason, type CfbdSource } from '../src/providers/cfbd/fetch-cfbd-season.ts';
import { STORED_NCAA } from '../src/providers/odds-api/fixtures/stored-leagues.ts';
import { storedLeagueDatabase, type StoredLeagueDatabase } from './helpers/stored-league-database.ts';
import { startStubSourceServer, type StubResponse, type StubSourceServer } from './helpers/stub-source-server.ts';
import { expectFailureChangesNothing } from './helpers/stored-sports-rows.ts';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../src/providers/cfbd/fixtures/${name}`, import.meta.url), 'utf8'));
const NOW = new Date('2025-11-06T12:00:00Z');
/** After every successful refresh of the tests. */
const LATER = new Date(NOW.getTime() + 24 * 3_600_000);
const KEY = 'test-cfbd-key';
const cfbdGames = cfbdGamesSchema.parse(fixture('games.json')).records;
const gameTeams = cfbdGamesTeamsSchema.parse(fixture('games-teams.json')).records;

type Fault = null | 'timeout' | 'server-error' | 'rate-limited' | 'rate-limited-long' | 'malformed';
let fault: Fault = null;
let stored: StoredLeagueDatabase;
let stub: StubSourceServer;
let source: CfbdSource;

/** `/games/teams` of one week: the fixture's box scores of that week's games. */
function weekBoxScores(url: URL): StubResponse {
  const week = Number(url.searchParams.get('week'));
  const seasonType = url.searchParams.get('seasonType');
  const ids = new Set(cfbdGames.filter((game) => game.week === week && game.seasonType === seasonType).map((game) => game.id));
  return { body: gameTeams.filter((entry) => ids.has(entry.id)) };
}

/** A local CFBD; faults hit `/lines`, the second request of a refresh (so a failure comes after a success). */
function answer(url: URL, request: { headers: Record<string, string | string[] | undefined> }): StubResponse {
  if (request.headers.authorization !== `Bearer ${KEY}`) return { status: 401, body: { message: 'Unauthorized' } };
  switch (url.pathname) {
    case '/games':
      return { body: cfbdGames };
    case '/lines':
      if (fault === 'timeout') return { delayMs: 1_000, body: fixture('lines.json') };
      if (fault === 'server-error') return { status: 502, body: { message: 'bad gateway' } };
      if (fault === 'rate-limited-long') return { status: 429, headers: { 'retry-after': '90' }, body: {} };
      if (fault === 'rate-limited') {
        fault = null;
        return { status: 429, headers: { 'retry-after': '0' }, body: {} };
      }
      if (fault === 'malformed') return { body: [{ id: 401778330, season: 2025, lines: 'none' }] };
      return { body: fixture('lines.json') };
    case '/ppa/teams':
      return { body: fixture('ppa-teams.json') };
    case '/stats/season/advanced':
      return { body: fixture('stats-season-advanced.json') };
    case '/stats/game/advanced':
      return { body: fixture('stats-game-advanced.json') };
    case '/games/teams':
      return weekBoxScores(url);
    default:
      return { status: 404, body: { message: 'unknown' } };
  }
}

beforeAll(async () => {
  stored = await storedLeagueDatabase(STORED_NCAA, NOW);
  stub = await startStubSourceServer(answer);
  // Every refresh of these tests asks CFBD again (the 6-hour reuse has its own test). A generous timeout: a cold
  // first request on a busy machine must not be retried (the timeout case has its own short one).
  source = cfbdSource(KEY, { baseUrl: stub.baseUrl, timeoutMs: 5_000, retries: 1, backoffBaseMs: 5, minRefreshMs: 0 });
});
afterAll(async () => {
  await stub.close();
  await stored.database.close();
});

const provider = (from: CfbdSource = source) => createCfbdProvider(from, (league) => stored.storedLeague(league));
const storedRows = () => stored.rows();

describe('a full CFBD refresh against a local CFBD', () => {
  it('stores box scores and every provider line on the stored ESPN games, with the bearer key', async () => {
    stub.requests.length = 0;
    const cfbd = provider();
    const counts = (await refreshLeagues(stored.database.db, cfbd, ['NCAA'], NOW, { timeoutMs: 5_000 })).get('NCAA');
    expect(counts).toMatchObject({ games: 4 });
    expect(stub.requests.map((request) => `${request.url.pathname}${request.url.searchParams.has('week') ? ` w${request.url.searchParams.get('week')}` : ''}`)).toEqual([
      '/games',
      '/lines',
      '/ppa/teams',
      '/stats/season/advanced',
      '/stats/game/advanced',
      '/games/teams w1',
      '/games/teams w3',
    ]);
    expect(stub.requests[0]?.url.searchParams.get('year')).toBe('2025');
    expect(cfbd.lastFetch?.requests).toBe(7);
    expect(cfbd.lastFetch?.unresolved).toEqual(['cfbd: team "Podunk State" matches no stored team']);
    expect(cfbd.lastFetch?.advanced.map((row) => row.teamId)).toEqual(['251', '130', '194']);

    const rows = await storedRows();
    expect(rows.games).toHaveLength(5); // nothing the partial snapshot lacks is removed
    // CFBD lists DraftKings twice for 401778330 ('Draft Kings' and 'DraftKings'): one book, its first listing kept (ADR 044).
    expect(rows.lines).toHaveLength(18);
    const gameOf = new Map(rows.games.map((game) => [game.id, game.sourceId]));
    const spreads = rows.lines
      .filter((line) => line.market === 'spread' && line.bookmaker === 'Bovada')
      .map((line) => `${gameOf.get(line.gameId)} ${line.selection} ${line.lineValue} ${line.americanOdds}`);
    expect(spreads.sort()).toEqual(['401778330 MICH 7 -110', '401778330 TEX -7 -110']);
    expect(rows.boxScores).toHaveLength(4);
    const teamOf = new Map(rows.teams.map((team) => [team.id, team.abbreviation]));
    const texas = rows.boxScores.find((box) => gameOf.get(box.gameId) === '401752723' && teamOf.get(box.teamId) === 'TEX');
    expect(texas).toMatchObject({ points: 55, firstHalfPoints: 31, plays: 69, yards: 607, fieldGoalsMade: 2, redZoneTrips: null, epaPerPlay: 0.412, successRate: 0.565 });
    // The store derives the season's college advanced stats from the box scores' EPA (Sam Houston has no
    // CFBD season figures, so the derived ones stand).
    const advanced = await stored.database.db.select().from(cfbAdvancedStats);
    const samHouston = advanced.find((row) => teamOf.get(row.teamId) === 'SHSU');
    expect(samHouston).toMatchObject({ offenseEpa: -0.388, defenseEpa: 0.412, successRate: 0.255 });
  });

  it('waits out a short 429 and then refreshes', async () => {
    fault = 'rate-limited';
    const counts = (await refreshLeagues(stored.database.db, provider(), ['NCAA'], new Date(NOW.getTime() + 60_000), { timeoutMs: 5_000 })).get('NCAA');
    expect(counts).toMatchObject({ games: 4 });
    expect(fault).toBeNull();
  });
});

describe('the CFBD request budget', () => {
  it('reuses the season answers for 6 hours and never asks again for the box scores of a week that is over', async () => {
    const reusing = cfbdSource(KEY, { baseUrl: stub.baseUrl, timeoutMs: 5_000, retries: 1, backoffBaseMs: 5 });
    const league = await stored.storedLeague('NCAA');
    const fetchAt = async (hoursLater: number) =>
      fetchCfbdSeason(reusing, 2025, league.teams, league.games, new Date(NOW.getTime() + hoursLater * 3_600_000));
    const first = await fetchAt(0);
    expect(first.requests).toBe(7);
    const soon = await fetchAt(5);
    expect(soon.requests).toBe(0);
    expect(soon.lines).toEqual(first.lines);
    expect(soon.boxScores).toEqual(first.boxScores);
    expect((await fetchAt(7)).requests).toBe(5);
  });
});

describe('a failing CFBD changes nothing', () => {
  it.each<[Exclude<Fault, null | 'rate-limited' | 'malformed'>, string]>([
    ['timeout', 'cfbd: /lines timed out after 0.3 s'],
    ['server-error', 'cfbd: /lines answered HTTP 502'],
    ['rate-limited-long', 'cfbd: rate limited on /lines (retry after 90 s)'],
  ])('when /lines %s', async (which, message) => {
    const injected = { set: () => (fault = which), clear: () => (fault = null) };
    // Later than every refresh before it: an older one would be refused before it reads the source.
    const from = which === 'timeout' ? { ...source, timeoutMs: 300 } : source;
    const refresh = () => refreshLeagues(stored.database.db, provider(from), ['NCAA'], LATER, { timeoutMs: 5_000 });
    await expectFailureChangesNothing(stored.database.db, injected, refresh, message);
  });

  it('drops a /lines entry it cannot read with its reason, and stores the rest', async () => {
    const before = await storedRows();
    fault = 'malformed';
    try {
      const counts = (await refreshLeagues(stored.database.db, provider(), ['NCAA'], LATER, { timeoutMs: 5_000 })).get('NCAA');
      expect(counts).toMatchObject({ dropped: 1, newLines: 0, withdrawnLines: 0 });
    } finally {
      fault = null;
    }
    expect((await storedRows()).lines).toEqual(before.lines);
  });
});
