import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshLeagues } from '../src/features/sports/refresh/refresh-service.ts';
import { STORED_NFL } from '../src/providers/odds-api/fixtures/stored-leagues.ts';
import { createOddsApiProvider } from '../src/providers/odds-api/odds-api-provider.ts';
import { fetchOddsApiLines, fetchOddsApiScores, type OddsApiSource } from '../src/providers/odds-api/fetch-odds-api.ts';
import { storedLeagueDatabase, type StoredLeagueDatabase } from './helpers/stored-league-database.ts';
import { startStubSourceServer, type StubResponse, type StubSourceServer } from './helpers/stub-source-server.ts';
import { expectFailureChangesNothing } from './helpers/stored-sports-rows.ts';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../src/providers/odds-api/fixtures/${name}`, import.meta.url), 'utf8'));
/** Two days before the HOU-ARI game (alternates are fetched) and eight before WSH-PHI (too far for them). */
const NOW = new Date('2025-12-12T03:00:00Z');
/** After every successful refresh of the tests. */
const LATER = new Date(NOW.getTime() + 24 * 3_600_000);
const KEY = 'test-odds-key';

type Fault = null | 'timeout' | 'server-error' | 'rate-limited' | 'rate-limited-long' | 'malformed' | 'low-quota';
let fault: Fault = null;
let stored: StoredLeagueDatabase;
let stub: StubSourceServer;
let source: OddsApiSource;

function quota(remaining: number): Record<string, string> {
  return { 'x-requests-remaining': String(remaining), 'x-requests-used': String(500 - remaining), 'x-requests-last': '3' };
}

/** A local Odds API: the NFL odds of all events, and the alternates of the HOU-ARI event. */
function answer(url: URL): StubResponse {
  if (url.searchParams.get('apiKey') !== KEY) return { status: 401, body: { message: 'bad key' } };
  if (url.pathname === '/v4/sports/americanfootball_nfl/odds') {
    if (fault === 'timeout') return { delayMs: 1_000, body: fixture('nfl-odds.json') };
    if (fault === 'server-error') return { status: 500, body: { message: 'down' } };
    if (fault === 'rate-limited-long') return { status: 429, headers: { 'retry-after': '120' }, body: {} };
    if (fault === 'malformed') return { body: [{ id: 'x', commence_time: 'tomorrow', home_team: 'A', away_team: 'B', sport_key: 'k' }] };
    return { body: fixture('nfl-odds.json'), headers: quota(fault === 'low-quota' ? 40 : 420) };
  }
  if (url.pathname === '/v4/sports/americanfootball_nfl/scores') return { body: fixture('nfl-scores.json'), headers: quota(415) };
  if (url.pathname === '/v4/sports/americanfootball_nfl/events/a360e4c43576d22057ff90d818928066/odds') {
    if (fault === 'rate-limited') {
      fault = null; // one short 429, then the answer
      return { status: 429, headers: { 'retry-after': '0' }, body: {} };
    }
    return { body: fixture('nfl-event-alternates.json'), headers: quota(417) };
  }
  return { status: 404, body: { message: 'unknown' } };
}

beforeAll(async () => {
  stored = await storedLeagueDatabase(STORED_NFL, NOW);
  stub = await startStubSourceServer(answer);
  // Every refresh of these tests asks for alternates again (the 3-hour reuse has its own test).
  source = { name: 'odds-api', baseUrl: stub.baseUrl, apiKey: KEY, timeoutMs: 5_000, retries: 1, backoffBaseMs: 5, alternatesEveryMs: 0 };
});
afterAll(async () => {
  await stub.close();
  await stored.database.close();
});

const provider = (from: OddsApiSource = source) => createOddsApiProvider(from, (league) => stored.storedLeague(league));
const storedRows = () => stored.rows();

describe('a full Odds API refresh against a local Odds API', () => {
  it('stores every bookmaker line on the stored ESPN games, alternates for the game within 7 days, and reads the quota', async () => {
    stub.requests.length = 0;
    const odds = provider();
    const counts = (await refreshLeagues(stored.database.db, odds, ['NFL'], NOW, { timeoutMs: 5_000 })).get('NFL');
    // 14 main lines on two games, 4 alternates of HOU-ARI (the alternate repeating the main spread is left out).
    expect(counts).toMatchObject({ games: 2, teams: 4 });
    expect(odds.lastFetch).toMatchObject({ requests: 2, quota: { remaining: 417, used: 83, last: 3 } });
    expect(odds.lastFetch?.unresolved).toEqual(['odds-api: team "London Monarchs" matches no stored team']);
    expect(stub.requests.map((request) => request.url.searchParams.get('markets'))).toEqual(['h2h,spreads,totals', 'alternate_spreads,alternate_totals']);
    expect(stub.requests[0]?.url.searchParams.get('oddsFormat')).toBe('american');

    const rows = await storedRows();
    expect(rows.games.map((game) => game.sourceId)).toContain('401772960'); // a game without odds is kept
    const gameOf = new Map(rows.games.map((game) => [game.id, game.sourceId]));
    const lines = rows.lines.map((line) => `${gameOf.get(line.gameId)} ${line.bookmaker} ${line.market} ${line.selection} ${line.lineValue} ${line.americanOdds}${line.isAlternate ? ' alt' : ''}`);
    expect(lines).toHaveLength(18);
    expect(lines).toEqual(
      expect.arrayContaining([
        '401772901 DraftKings moneyline HOU null -600',
        '401772901 DraftKings spread ARI 9.5 -110',
        '401772901 FanDuel total Under 43 -110',
        '401772901 DraftKings spread HOU -3.5 -185 alt',
        '401772950 BetMGM spread PHI -7 -115',
      ]),
    );
  });

  it('fetches no alternates when the quota runs low, serving the last ones again', async () => {
    fault = 'low-quota';
    stub.requests.length = 0;
    try {
      const odds = provider();
      await refreshLeagues(stored.database.db, odds, ['NFL'], new Date(NOW.getTime() + 60_000), { timeoutMs: 5_000 });
      expect(stub.requests).toHaveLength(1);
      expect(odds.lastFetch?.quota.remaining).toBe(40);
      const alternates = (await storedRows()).lines.filter((line) => line.isAlternate);
      expect(alternates).toHaveLength(4);
    } finally {
      fault = null;
    }
  });

  it('asks for an event alternates again only 3 hours after the last time', async () => {
    const reusing: OddsApiSource = { ...source, alternatesEveryMs: undefined };
    const league = await stored.storedLeague('NFL');
    const fetchAt = (minutesLater: number) => fetchOddsApiLines(reusing, 'NFL', league.teams, league.games, new Date(NOW.getTime() + minutesLater * 60_000));
    const first = await fetchAt(0);
    expect(first.requests).toBe(2);
    const soon = await fetchAt(170);
    expect(soon.requests).toBe(1);
    expect(soon.lines).toEqual(first.lines);
    expect((await fetchAt(181)).requests).toBe(2);
  });

  it('waits out a short 429 on the alternates and then refreshes', async () => {
    fault = 'rate-limited';
    const counts = (await refreshLeagues(stored.database.db, provider(), ['NFL'], new Date(NOW.getTime() + 120_000), { timeoutMs: 5_000 })).get('NFL');
    expect(counts).toMatchObject({ games: 2 });
    expect(fault).toBeNull();
  });
});

describe('Odds API scores', () => {
  it('reads the last 3 days of scores in one request and applies them to the stored games', async () => {
    stub.requests.length = 0;
    const league = await stored.storedLeague('NFL');
    const scores = await fetchOddsApiScores(source, 'NFL', league.teams, league.games);
    expect(stub.requests.map((request) => request.url.searchParams.get('daysFrom'))).toEqual(['3']);
    expect(scores.quota.remaining).toBe(415);
    expect(scores.games.map((game) => `${game.sourceId} ${game.status} ${game.homeScore}-${game.awayScore}`)).toEqual([
      '401772901 finished 27-17',
      '401772950 live 3-7',
    ]);
  });
});

describe('a failing Odds API changes nothing', () => {
  it.each<[Exclude<Fault, null | 'low-quota' | 'rate-limited' | 'malformed'>, string]>([
    ['timeout', 'odds-api: /v4/sports/americanfootball_nfl/odds timed out after 0.3 s'],
    ['server-error', 'odds-api: /v4/sports/americanfootball_nfl/odds answered HTTP 500'],
    ['rate-limited-long', 'odds-api: rate limited on /v4/sports/americanfootball_nfl/odds (retry after 120 s)'],
  ])('when the odds endpoint %s', async (which, message) => {
    const injected = { set: () => (fault = which), clear: () => (fault = null) };
    // Later than every refresh before it: an older one would be refused before it reads the source. A short
    // timeout only where the timeout is the fault: answers that do come may be slow on a busy machine.
    const from = which === 'timeout' ? { ...source, timeoutMs: 300 } : source;
    const refresh = () => refreshLeagues(stored.database.db, provider(from), ['NFL'], LATER, { timeoutMs: 5_000 });
    await expectFailureChangesNothing(stored.database.db, injected, refresh, message);
  });

  it('drops an event it cannot read with its reason, and stores the rest of the answer', async () => {
    const before = await storedRows();
    fault = 'malformed';
    try {
      const counts = (await refreshLeagues(stored.database.db, provider(), ['NFL'], LATER, { timeoutMs: 5_000 })).get('NFL');
      expect(counts).toMatchObject({ dropped: 1, newLines: 0, withdrawnLines: 0 });
    } finally {
      fault = null;
    }
    expect((await storedRows()).lines).toEqual(before.lines);
  });

  it('never sends the key in an error message', async () => {
    fault = 'server-error';
    try {
      const error: unknown = await refreshLeagues(stored.database.db, provider(), ['NFL'], LATER, { timeoutMs: 5_000 }).catch((caught: unknown) => caught);
      expect(String(error)).toContain('answered HTTP 500');
      expect(String(error)).not.toContain(KEY);
    } finally {
      fault = null;
    }
  });
});
