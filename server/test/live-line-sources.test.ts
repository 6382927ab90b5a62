import { and, asc, desc, eq } from 'drizzle-orm';
import { dataSourcesResponseSchema } from '@playbook/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveSourceSettings } from '../src/config.ts';
import { bettingLineHistory, bettingLines, games, refreshLog } from '../src/db/sports-schema.ts';
import { refreshLeagues } from '../src/features/sports/refresh/refresh-service.ts';
import { validLeagueSnapshot } from '../src/features/sports/refresh/validate-snapshot.ts';
import { createLiveProvider } from '../src/providers/live/live-provider.ts';
import type { z } from 'zod';
import type { oddsApiEventSchema } from '../src/providers/odds-api/odds-api-schema.ts';
import type { LeagueSnapshot, LineRecord } from '../src/providers/records.ts';
import { FIXTURE_NOW, fixtureLeague } from './fixtures/sports-fixture.ts';
import type { EspnFixtureServer } from './helpers/espn-fixture-server.ts';
import { startLiveOddsApp, type LiveOddsApp } from './helpers/live-odds-app.ts';
import { storeSnapshot } from './helpers/store-snapshot.ts';
import type { StubResponse } from './helpers/stub-source-server.ts';
import type { TestApp } from './helpers/test-app.ts';
import { useSportsApp } from './helpers/use-test-app.ts';

/** Sunday of week 2 of the ESPN fixture season: HOU-BUF (401003) is on, KC-PHI (401004) kicks off tonight. */
const NOW = new Date('2025-09-14T18:00:00Z');
const KEY = 'test-odds-key';
const at = (minutes: number): Date => new Date(NOW.getTime() + minutes * 60_000);

const spreads = (home: string, away: string, point: number) => ({
  key: 'spreads',
  outcomes: [
    { name: home, price: -110, point },
    { name: away, price: -110, point: -point },
  ],
});

/**
 * The Odds API's prices of the fixture's two week-2 games: BetMGM and FanDuel on KC-PHI (books ESPN does not
 * price), and ESPN BET's moneyline on HOU-BUF, the natural key ESPN also sends (at other prices).
 */
function oddsEvents(bookmakers: readonly string[]): z.input<typeof oddsApiEventSchema>[] {
  const kcPhi = { id: 'ev-kc-phi', sport_key: 'americanfootball_nfl', commence_time: '2025-09-15T00:20:00Z', home_team: 'Kansas City Chiefs', away_team: 'Philadelphia Eagles' };
  const houBuf = { id: 'ev-hou-buf', sport_key: 'americanfootball_nfl', commence_time: '2025-09-14T17:00:00Z', home_team: 'Houston Texans', away_team: 'Buffalo Bills' };
  const books = [
    { key: 'betmgm', title: 'BetMGM', markets: [spreads('Kansas City Chiefs', 'Philadelphia Eagles', -3)] },
    { key: 'fanduel', title: 'FanDuel', markets: [spreads('Kansas City Chiefs', 'Philadelphia Eagles', -2.5)] },
  ].filter((book) => bookmakers.includes(book.title));
  const espnBet = {
    key: 'espnbet',
    title: 'ESPN BET',
    markets: [{ key: 'h2h', outcomes: [{ name: 'Houston Texans', price: 250 }, { name: 'Buffalo Bills', price: -300 }] }],
  };
  return [
    { ...kcPhi, bookmakers: books.map((book) => ({ ...book, last_update: '2025-09-14T17:55:00Z' })) },
    { ...houBuf, bookmakers: [{ ...espnBet, last_update: '2025-09-14T17:55:00Z' }] },
  ];
}

let offered: readonly string[] = ['BetMGM', 'FanDuel'];
/** The main odds request's answer while The Odds API fails (null: it answers). */
let oddsFailure: StubResponse | null = null;
/** What The Odds API answers (401) once a key's monthly credits are used up. */
const QUOTA_MESSAGE = 'Usage quota has been reached. See usage plans at https://the-odds-api.com';

/** A local Odds API: the main markets of both games, and no alternates for the one still to start. */
function answer(url: URL): StubResponse {
  if (url.searchParams.get('apiKey') !== KEY) return { status: 401, body: { message: 'bad key' } };
  if (url.pathname === '/v4/sports/americanfootball_nfl/odds') return oddsFailure ?? { body: oddsEvents(offered) };
  const event = oddsEvents([]).find((candidate) => url.pathname === `/v4/sports/americanfootball_nfl/events/${candidate.id}/odds`);
  return event ? { body: event } : { status: 404, body: { message: 'unknown' } };
}

let live: LiveOddsApp;
let espn: EspnFixtureServer;
let t: TestApp;
let cookies: Record<string, string>;
let liveSources: LiveSourceSettings;
const clock = { now: NOW };

// The NFL loads at start-up from ESPN and The Odds API (college football and baseball answer 404: not loaded).
beforeAll(async () => {
  live = await startLiveOddsApp(answer, { clock, oddsApiKey: KEY, username: 'line_watcher' });
  ({ t, espn, cookies, liveSources } = live);
});
afterAll(() => live.close());

/** Every stored NFL line as "game bookmaker market selection point: price source", current or withdrawn. */
async function storedLines(): Promise<{ current: string[]; withdrawn: string[] }> {
  const rows = await t.app.db
    .select({ line: bettingLines, game: games.sourceId })
    .from(bettingLines)
    .innerJoin(games, eq(games.id, bettingLines.gameId))
    .orderBy(asc(bettingLines.id));
  const named = rows.map(({ line, game }) => ({
    text: `${game} ${line.bookmaker} ${line.market} ${line.selection} ${line.lineValue}: ${line.americanOdds} ${line.source}`,
    withdrawn: line.withdrawnAt !== null,
  }));
  return { current: named.filter((row) => !row.withdrawn).map((row) => row.text), withdrawn: named.filter((row) => row.withdrawn).map((row) => row.text) };
}

async function refreshThroughApp(minutes: number) {
  clock.now = at(minutes);
  await t.app.sports.refreshLeagues(['NFL']);
}

describe('a combined live refresh (ESPN with The Odds API)', () => {
  it('stores each line under the source that sent it, ESPN’s price where both send one key, and the games under ESPN', async () => {
    const { current, withdrawn } = await storedLines();
    expect(withdrawn).toEqual([]);
    expect(current).toEqual(
      expect.arrayContaining([
        '401004 BetMGM spread KC -3: -110 odds-api',
        '401004 FanDuel spread PHI 2.5: -110 odds-api',
        '401004 DraftKings spread KC -2.5: -112 espn',
        // ESPN BET's moneyline comes from both: ESPN's snapshot lists it first, so its price and source stay.
        '401003 ESPN BET moneyline HOU null: 240 espn',
        '401003 ESPN BET moneyline BUF null: -290 espn',
      ]),
    );
    expect(current.filter((line) => line.endsWith('odds-api'))).toHaveLength(4);
    const gameSources = await t.app.db.selectDistinct({ source: games.source }).from(games);
    expect(gameSources).toEqual([{ source: 'espn' }]);
  });

  it('has the footer credit The Odds API beside ESPN', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/data-sources/nfl', cookies });
    expect(response.statusCode).toBe(200);
    const body = dataSourcesResponseSchema.parse(response.json());
    expect(body.sources.map((stored) => stored.source)).toEqual(['espn', 'odds-api']);
    expect(body.sources.find((stored) => stored.source === 'odds-api')?.rows).toBe(4);
  });

  it('withdraws the Odds API lines it no longer lists when it answers, and none of ESPN’s', async () => {
    const before = await storedLines();
    offered = ['BetMGM'];
    await refreshThroughApp(1);
    const after = await storedLines();
    expect(after.withdrawn.sort()).toEqual(['401004 FanDuel spread KC -2.5: -110 odds-api', '401004 FanDuel spread PHI 2.5: -110 odds-api']);
    expect(after.current).toEqual(before.current.filter((line) => !line.includes('FanDuel')));
  });

  it('keeps the Odds API lines current in a refresh that did not ask it (no key)', async () => {
    const before = await storedLines();
    const withoutOdds = createLiveProvider({ ...liveSources, oddsApiKey: null });
    const counts = await refreshLeagues(t.app.db, withoutOdds, ['NFL'], at(2), { timeoutMs: 10_000 });
    expect(counts.get('NFL')?.withdrawnLines).toBe(0);
    expect(await storedLines()).toEqual(before);
    t.app.sports.cache.invalidate();
  });

  /** Every stored Odds API line (all columns) and the history rows of those lines. */
  async function oddsApiRows() {
    const lines = await t.app.db.select().from(bettingLines).where(eq(bettingLines.source, 'odds-api')).orderBy(asc(bettingLines.id));
    const ids = new Set(lines.map((line) => line.id));
    const history = (await t.app.db.select().from(bettingLineHistory).orderBy(asc(bettingLineHistory.id))).filter((row) => ids.has(row.lineId));
    return { lines, history };
  }

  /** The rows without the lines' unconfirmed-close marks, which a refresh leaving their source out sets (ADR 035). */
  const withoutMarks = (rows: Awaited<ReturnType<typeof oddsApiRows>>) => ({ ...rows, lines: rows.lines.map((line) => ({ ...line, closeUnconfirmed: null })) });

  /** The stored week-2 game's home score and ESPN BET's Buffalo moneyline (ESPN's), with that line's price history. */
  async function espnUpdates() {
    const [game] = await t.app.db.select({ homeScore: games.homeScore }).from(games).where(eq(games.sourceId, '401004'));
    const [line] = await t.app.db
      .select({ id: bettingLines.id, odds: bettingLines.americanOdds, source: bettingLines.source })
      .from(bettingLines)
      .where(and(eq(bettingLines.bookmaker, 'ESPN BET'), eq(bettingLines.market, 'moneyline'), eq(bettingLines.selection, 'BUF')));
    const history = await t.app.db.select({ odds: bettingLineHistory.americanOdds }).from(bettingLineHistory).where(eq(bettingLineHistory.lineId, line?.id ?? 0));
    return { homeScore: game?.homeScore, line: { odds: line?.odds, source: line?.source }, history: history.map((row) => row.odds) };
  }

  // ADR 030: The Odds API down, or its monthly quota used up (401 with its quota message), no longer fails the league.
  it.each<[string, StubResponse, string, number]>([
    ['answers HTTP 500', { status: 500, body: { message: 'down' } }, 'answered HTTP 500', 3],
    ['has used up its monthly quota', { status: 401, body: { message: QUOTA_MESSAGE, error_code: 'OUT_OF_USAGE_CREDITS' } }, 'answered HTTP 401', 4],
  ])('stores ESPN’s new scores and prices and leaves every Odds API line and its history as it was when The Odds API %s', async (_, failure, reason, minutes) => {
    const before = { odds: await oddsApiRows(), espn: await espnUpdates() };
    const [homeScore, price] = [10 + minutes, -290 - minutes * 10];
    espn.editWeekTwo((text) => text.replace('"score":"10"', `"score":"${homeScore}"`).replace('"close":{"odds":"-290"', `"close":{"odds":"${price}"`));
    oddsFailure = failure;
    const warn = vi.spyOn(t.app.log, 'warn');
    try {
      clock.now = at(minutes);
      const result = (await t.app.sports.refreshLeagues(['NFL'])).get('NFL');
      const failed = [{ source: 'odds-api', message: `/v4/sports/americanfootball_nfl/odds ${reason}` }];
      expect(result?.sourceFailures).toEqual(failed);
      expect(result?.withdrawnLines).toBe(0);
      expect(warn).toHaveBeenCalledWith({ err: null }, expect.stringContaining(`NFL: odds-api failed and was left out of the refresh (its stored data is kept as it was): ${failed[0]?.message}`));
      const [log] = await t.app.db.select().from(refreshLog).where(and(eq(refreshLog.league, 'NFL'), eq(refreshLog.kind, 'league'))).orderBy(desc(refreshLog.id)).limit(1);
      expect(log).toMatchObject({ outcome: 'success', error: `odds-api left out: ${failed[0]?.message}`, counts: expect.objectContaining({ failedSources: 1 }) as unknown });
    } finally {
      oddsFailure = null;
      espn.editWeekTwo(null);
      warn.mockRestore();
    }
    const after = await oddsApiRows();
    expect(withoutMarks(after)).toEqual(withoutMarks(before.odds));
    // ADR 035: the one change, their game being still to start: their closes are marked unconfirmed.
    expect(after.lines.map((line) => line.closeUnconfirmed)).toEqual(before.odds.lines.map(() => true));
    expect(await espnUpdates()).toEqual({ homeScore, line: { odds: price, source: 'espn' }, history: [...before.espn.history, price] });
    expect(before.espn.homeScore).not.toBe(homeScore);
  });

  // The Odds API answering again after the failures above: its lines it no longer lists are withdrawn, as before. Asked
  // again once the 401 at minute 4 has paused it its 30 minutes (ADR 040).
  it('withdraws every Odds API line of a game it now lists without prices', async () => {
    offered = [];
    await refreshThroughApp(34);
    const { current, withdrawn } = await storedLines();
    expect(withdrawn).toEqual(expect.arrayContaining(['401004 BetMGM spread KC -3: -110 odds-api', '401004 BetMGM spread PHI 3: -110 odds-api']));
    expect(current.filter((line) => line.endsWith('odds-api'))).toEqual([]);
  });
});

describe('a full snapshot’s line sources', () => {
  const nfl = () => fixtureLeague('NFL', 'espn');
  const fromOddsApi = () => {
    const snapshot = nfl();
    return { ...snapshot, lines: snapshot.lines.map((line, index) => (index === 0 ? { ...line, source: 'odds-api' as const } : line)) };
  };

  it('must name the source of every line it holds', () => {
    expect(() => validLeagueSnapshot(fromOddsApi(), 'NFL')).toThrow(/comes from odds-api, not one of the snapshot's line sources/);
    expect(validLeagueSnapshot({ ...fromOddsApi(), lineSources: ['espn', 'odds-api'] }, 'NFL').lineSources).toEqual(['espn', 'odds-api']);
    // A partial snapshot withdraws nothing: any source may travel in it.
    expect(validLeagueSnapshot({ ...fromOddsApi(), partial: true }, 'NFL').partial).toBe(true);
  });
});

describe('one natural key sent by two sources over several full refreshes', () => {
  const fixture = useSportsApp();
  let minutes = 0;
  const store = (snapshot: LeagueSnapshot): Promise<void> => storeSnapshot(fixture.app.db, snapshot, new Date(FIXTURE_NOW.getTime() + ++minutes * 60_000));
  /** BetMGM's home moneyline of the game later today (nfl-2-2, DAL at home). */
  const isWatched = (line: LineRecord): boolean => line.gameId === 'nfl-2-2' && line.bookmaker === 'BetMGM' && line.market === 'moneyline' && line.selection === 'DAL';
  const espn = (offersWatched = true): LeagueSnapshot => {
    const snapshot = fixtureLeague('NFL', 'espn');
    return { ...snapshot, lines: snapshot.lines.filter((line) => offersWatched || !isWatched(line)) };
  };
  /** ESPN's snapshot with The Odds API taking part: the watched key is The Odds API's, or no one's. */
  const withOddsApi = (offersWatched: boolean): LeagueSnapshot => {
    const snapshot = espn(offersWatched);
    return { ...snapshot, lines: snapshot.lines.map((line) => (isWatched(line) ? { ...line, source: 'odds-api' as const } : line)), lineSources: ['espn', 'odds-api'] };
  };
  async function watched() {
    const [game] = await fixture.app.db.select({ id: games.id }).from(games).where(eq(games.sourceId, 'nfl-2-2'));
    const [line] = await fixture.app.db
      .select({ id: bettingLines.id, source: bettingLines.source, withdrawnAt: bettingLines.withdrawnAt })
      .from(bettingLines)
      .where(and(eq(bettingLines.gameId, game?.id ?? 0), eq(bettingLines.bookmaker, 'BetMGM'), eq(bettingLines.market, 'moneyline'), eq(bettingLines.selection, 'DAL')));
    return line;
  }

  it('keeps one row, re-sourced to whichever source sends it, and withdrawn only by a refresh its source took part in', async () => {
    await store(withOddsApi(true));
    const first = await watched();
    expect(first).toMatchObject({ source: 'odds-api', withdrawnAt: null });

    await store(espn());
    expect(await watched()).toEqual({ ...first, source: 'espn' });

    await store(withOddsApi(true));
    expect(await watched()).toEqual(first);
    // ESPN alone no longer lists it: not ESPN's to withdraw.
    await store(espn(false));
    expect(await watched()).toEqual(first);
    // The Odds API answered without it: withdrawn, the same row.
    await store(withOddsApi(false));
    expect(await watched()).toMatchObject({ id: first?.id, source: 'odds-api', withdrawnAt: expect.any(Date) as Date });
  });
});
