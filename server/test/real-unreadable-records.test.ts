import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bettingLines, games } from '../src/db/sports-schema.ts';
import { refreshLeagues } from '../src/features/sports/refresh/refresh-service.ts';
import { cfbdFileSnapshot } from '../src/providers/cfbd/cfbd-snapshot.ts';
import { createEspnSource } from '../src/providers/espn/espn-source.ts';
import { STORED_NCAA } from '../src/providers/odds-api/fixtures/stored-leagues.ts';
import { createRealPayloadApp, realPayload, type RealPayloadApp } from './helpers/real-payload-app.ts';
import { startStubSourceServer, type StubSourceServer } from './helpers/stub-source-server.ts';

/**
 * Bounded feeds (ADR 045) on real payloads, for every source: one record holding a value no game can have (a season
 * 2147483648, a price of a billion, a bookmaker's name of a page) is dropped with its reason and counted, the
 * rest is stored, and a full ESPN refresh keeps the stored game whose event it could not read.
 */
interface Event {
  id: string;
  season: { year: number; type: number };
}
interface Outcome {
  name: string;
  price: number;
}
interface OddsEvent {
  id: string;
  bookmakers: { title: string; markets: { key: string; outcomes: Outcome[] }[] }[];
}

/** Thursday of 2025 week 15: Atlanta at Tampa Bay in play, the Sunday games priced (the ESPN file's moment). */
const THURSDAY = new Date('2025-12-12T02:00:00Z');
const CLE_AT_CHI = '401772904';

const week15 = (): Event[] => realPayload<Event[]>('espn-nfl-2025-wk15-live-and-priced.json');

describe('a full ESPN refresh with one unreadable event', () => {
  let t: RealPayloadApp;
  let espn: StubSourceServer;
  let events: Event[] = week15();
  beforeAll(async () => {
    t = await createRealPayloadApp(THURSDAY);
    // ESPN's real scoreboard envelope (its 2025 calendar) for today, the real week-15 events for week 15.
    const today = realPayload<Record<string, unknown>>('espn-nfl-2025-wildcard-final.json');
    espn = await startStubSourceServer((url) => {
      if (url.pathname.endsWith('/roster')) return { body: { athletes: [] } };
      if (!url.pathname.endsWith('/scoreboard')) return { status: 404, body: {} };
      if (!url.searchParams.has('week')) return { body: today };
      return { body: { events: url.searchParams.get('seasontype') === '2' && url.searchParams.get('week') === '15' ? events : [] } };
    });
  });
  afterAll(async () => {
    await espn.close();
    await t.close();
  });

  const refresh = async () => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const source = createEspnSource({ name: 'espn', baseUrl: espn.baseUrl, timeoutMs: 5_000, retries: 0 });
    return (await refreshLeagues(t.app.db, source, ['NFL'], t.clock.now, { timeoutMs: 30_000 })).get('NFL');
  };
  const storedGame = async () => (await t.app.db.select().from(games).where(eq(games.sourceId, CLE_AT_CHI)))[0];
  const currentLinesOf = async (gameId: number) =>
    t.app.db.select().from(bettingLines).where(and(eq(bettingLines.gameId, gameId), isNull(bettingLines.withdrawnAt)));

  it('stores the rest, keeps the stored game and its current prices, and says what it dropped and why', async () => {
    expect(await refresh()).toMatchObject({ games: 4, dropped: 0 });
    const game = await storedGame();
    if (!game) throw new Error('Cleveland at Chicago was not stored');
    const pricesBefore = (await currentLinesOf(game.id)).map((line) => line.id).sort();
    expect(pricesBefore.length).toBeGreaterThan(0);

    events = week15().map((event) => (event.id === CLE_AT_CHI ? { ...event, season: { ...event.season, year: 2_147_483_648 } } : event));
    const source = createEspnSource({ name: 'espn', baseUrl: espn.baseUrl, timeoutMs: 5_000, retries: 0 });
    expect((await source.fetchLeague('NFL', t.clock.now)).dropped).toEqual([`espn event ${CLE_AT_CHI}: season.year: Too big: expected number to be <=2100`]);
    expect(await refresh()).toMatchObject({ games: 3, dropped: 1, withdrawnLines: 0 });
    expect((await storedGame())?.id).toBe(game.id);
    expect((await currentLinesOf(game.id)).map((line) => line.id).sort()).toEqual(pricesBefore);
  });
});

describe('The Odds API and CollegeFootballData files with a bad record', () => {
  let t: RealPayloadApp;
  beforeAll(async () => {
    t = await createRealPayloadApp(new Date('2025-12-12T12:00:00Z'));
    await t.load('espn', 'NFL', week15());
  });
  afterAll(() => t.close());

  it('The Odds API: drops an outcome priced at a billion and an event naming its book in a page, stores the rest', async () => {
    const answer = realPayload<OddsEvent[]>('lines/odds-api-nfl-2025-12-12-three-games.json');
    const [first, second, ...rest] = answer;
    const [book, ...otherBooks] = first?.bookmakers ?? [];
    const [market, ...otherMarkets] = book?.markets ?? [];
    const [outcome, ...otherOutcomes] = market?.outcomes ?? [];
    if (!first || !second || !book || !market || !outcome) throw new Error('fixture lost its prices');
    const billion = { ...first, bookmakers: [{ ...book, markets: [{ ...market, outcomes: [{ ...outcome, price: 1e9 }, ...otherOutcomes] }, ...otherMarkets] }, ...otherBooks] };
    const paged = { ...second, bookmakers: second.bookmakers.map((each, index) => (index === 0 ? { ...each, title: 'x'.repeat(5_000) } : each)) };

    const { result, dropped } = await t.load('odds-api', 'NFL', [billion, paged, ...rest]);
    expect(dropped).toEqual([
      `odds-api event ${second.id}: bookmakers.0.title: Too big: expected string to have <=80 characters`,
      expect.stringMatching(new RegExp(`^odds-api \\d+ ${book.title} ${market.key} outcome #1: price: Too big: expected number to be <=100000$`)),
    ]);
    expect(result).toMatchObject({ dropped: 2, unknownBooks: [] });
    const prices = await t.app.db.select({ odds: bettingLines.americanOdds }).from(bettingLines);
    expect(prices.every(({ odds }) => Math.abs(odds) <= 100_000)).toBe(true);
    // The other outcomes of the first and third games are stored: 9 books' lines, less one outcome and one game.
    expect(result?.lines).toBeGreaterThan(50);
  });

  it('CollegeFootballData: drops a provider line priced at ten million and a game of season 2147483648, reads the rest', () => {
    const [entry] = realPayload<{ id: number; season: number; lines: { homeMoneyline: number | null }[] }[]>('cfbd-2025-bowl-lines-texas-michigan.json');
    if (!entry) throw new Error('fixture lost its game');
    const [bovada, ...otherBooks] = entry.lines;
    const priced = { ...entry, lines: [{ ...bovada, homeMoneyline: 1e7 }, ...otherBooks] };
    const overflow = { ...entry, id: 401778331, season: 2_147_483_648 };
    const { snapshot, dropped } = cfbdFileSnapshot([priced, overflow], STORED_NCAA, new Date('2025-12-30T12:00:00Z'));
    expect(dropped).toEqual([
      'cfbd game lines 401778331: season: Too big: expected number to be <=2100',
      `cfbd game ${entry.id} provider line #1: homeMoneyline: Too big: expected number to be <=100000`,
    ]);
    // Draft Kings' spread and total (no moneylines) and DraftKings' six prices: the two other providers, whole.
    expect(snapshot.lines.map((line) => line.bookmaker).sort()).toEqual([...Array.from({ length: 4 }, () => 'Draft Kings'), ...Array.from({ length: 6 }, () => 'DraftKings')]);
  });
});
