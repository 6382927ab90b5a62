import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { closingLineValue } from '@playbook/core';
import { lineHistoryResponseSchema, parlayHistoryItemSchema, parlayHistoryResponseSchema, parlayPerformanceResponseSchema, type ParlayLegBody } from '@playbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bettingLines, games } from '../src/db/sports-schema.ts';
import { refreshLeagues } from '../src/features/sports/refresh/refresh-service.ts';
import { createLiveProvider } from '../src/providers/live/live-provider.ts';
import { refreshNflAt, startLiveOddsApp, type LiveOddsApp, type Outage } from './helpers/live-odds-app.ts';
import { houBuf, kcPhi, spread } from './helpers/odds-api-week-two.ts';
import type { StubResponse } from './helpers/stub-source-server.ts';
import { registerUser, withSession, type TestApp } from './helpers/test-app.ts';

// ADR 035: a tracked leg whose close its source did not confirm before kick-off is marked and left out of the averages.

/** Sunday of week 2 of the ESPN fixture season, before both games: HOU-BUF (401003) kicks off at 17:00, KC-PHI (401004) at 00:20. */
const START = new Date('2025-09-14T16:00:00Z');
const KEY = 'test-odds-key';
const at = (minutes: number): Date => new Date(START.getTime() + minutes * 60_000);

const clock = { now: START };
/** The main odds request's answer while The Odds API fails. */
const outage: Outage = { failure: null };
/** FanDuel prices HOU-BUF only from the refresh after its kick-off on: a line first seen in play. */
let fanDuelOnHouBuf = false;

/**
 * A local Odds API: DraftKings on HOU-BUF and BetMGM on KC-PHI (ESPN prices KC-PHI at DraftKings: one book, ADR 044),
 * their prices moving each refresh, each price sent a minute before the clock.
 */
function answer(url: URL): StubResponse {
  if (url.searchParams.get('apiKey') !== KEY) return { status: 401, body: { message: 'bad key' } };
  if (url.pathname.startsWith('/v4/sports/americanfootball_nfl/events/')) return { body: { ...kcPhi, bookmakers: [] } };
  if (url.pathname !== '/v4/sports/americanfootball_nfl/odds') return { status: 404, body: { message: 'unknown' } };
  if (outage.failure) return outage.failure;
  const lastUpdate = new Date(clock.now.getTime() - 60_000).toISOString();
  const minutes = Math.round((clock.now.getTime() - START.getTime()) / 60_000);
  const [houPrice, kcPrice] = [-110 - minutes, -115 - minutes / 10];
  const houBooks = [{ key: 'draftkings', title: 'DraftKings', last_update: lastUpdate, markets: [spread(houBuf, 2.5, houPrice)] }];
  if (fanDuelOnHouBuf) houBooks.push({ key: 'fanduel', title: 'FanDuel', last_update: lastUpdate, markets: [spread(houBuf, 3, -105)] });
  return {
    body: [
      { ...kcPhi, bookmakers: [{ key: 'betmgm', title: 'BetMGM', last_update: lastUpdate, markets: [spread(kcPhi, -3, kcPrice)] }] },
      { ...houBuf, bookmakers: houBooks },
    ],
  };
}

let live: LiveOddsApp;
let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;

const refreshAt = (minutes: number, failure: StubResponse | null): Promise<void> => refreshNflAt(live, clock, at(minutes), outage, failure);

/** The stored line of a game (ESPN event id) from a source and bookmaker, the home side. */
async function lineOf(event: string, source: 'espn' | 'odds-api', bookmaker?: string) {
  const rows = await t.app.db
    .select({ line: bettingLines })
    .from(bettingLines)
    .innerJoin(games, eq(games.id, bettingLines.gameId))
    .where(and(eq(games.sourceId, event), eq(bettingLines.source, source), bookmaker === undefined ? undefined : eq(bettingLines.bookmaker, bookmaker)))
    .orderBy(bettingLines.id);
  const [first] = rows;
  if (!first) throw new Error(`no ${source} line of ${event}`);
  return first.line;
}

// The NFL loads at 16:00 from ESPN and The Odds API; at 16:30 The Odds API answers 401 (its quota used up); at 16:45,
// the last refresh before HOU-BUF's kick-off, it is not asked (no key: nothing said about it); at 18:00, HOU-BUF in
// play and KC-PHI still to come, it answers again.
beforeAll(async () => {
  live = await startLiveOddsApp(answer, { clock, oddsApiKey: KEY, username: 'close_watcher' });
  t = live.t;
  alice = live.cookies;
  bob = withSession(await registerUser(t.app, 'other_watcher'));
  await refreshAt(30, { status: 401, body: { message: 'Usage quota has been reached.', error_code: 'OUT_OF_USAGE_CREDITS' } });
  clock.now = at(45);
  await refreshLeagues(t.app.db, createLiveProvider({ ...live.liveSources, oddsApiKey: null }), ['NFL'], clock.now, { timeoutMs: 10_000 });
  fanDuelOnHouBuf = true;
  await refreshAt(120, null);
});
afterAll(() => live.close());

/** The other side's close of a line (same game, market, book, the mirrored point): the fair close's second price (ADR 051). */
async function opposingCloseOf(line: typeof bettingLines.$inferSelect): Promise<number | null> {
  const point = line.lineValue === null ? null : line.market === 'spread' ? -line.lineValue : line.lineValue;
  const rows = await t.app.db
    .select({ closingOdds: bettingLines.closingOdds, lineValue: bettingLines.lineValue })
    .from(bettingLines)
    .where(
      and(
        eq(bettingLines.gameId, line.gameId),
        eq(bettingLines.market, line.market),
        eq(bettingLines.bookmaker, line.bookmaker),
        eq(bettingLines.isAlternate, line.isAlternate),
        ne(bettingLines.selection, line.selection),
        isNotNull(bettingLines.closingOdds),
      ),
    )
    .orderBy(desc(bettingLines.fetchedAt));
  return rows.find((row) => point === null || row.lineValue === point)?.closingOdds ?? null;
}

const legOf = (line: typeof bettingLines.$inferSelect, odds: number): ParlayLegBody => ({
  game: 'BUF @ HOU',
  selection: `${line.selection} ${line.market}`,
  odds,
  type: line.market === 'spread' ? 'spread' : line.market === 'total' ? 'total' : 'moneyline',
  lineId: line.id,
});

describe('a close its source did not confirm before kick-off (ADR 035)', () => {
  it('marks the leg whose source the last refresh before kick-off left out, and no other', async () => {
    const stale = await lineOf('401003', 'odds-api', 'DraftKings');
    const espnLine = await lineOf('401003', 'espn');
    const confirmed = await lineOf('401004', 'odds-api', 'BetMGM');
    const inPlay = await lineOf('401003', 'odds-api', 'FanDuel');
    // The stale close is the 16:00 price: the refreshes of 16:30 and 16:45 had none, the 18:00 one came after kick-off.
    expect(stale).toMatchObject({ closingOdds: -110, americanOdds: -230, closeUnconfirmed: true });
    // The confirmed close is the 18:00 price, fetched by a refresh that included The Odds API before KC-PHI's kick-off.
    // It was marked at 16:30 too: the refresh that heard The Odds API again cleared the mark.
    expect(confirmed).toMatchObject({ closingOdds: -127, americanOdds: -127, closeUnconfirmed: false });
    expect(espnLine.closingOdds).not.toBeNull();
    expect(inPlay.closingOdds).toBeNull();

    const legs = [legOf(stale, -105), legOf(espnLine, espnLine.americanOdds), legOf(confirmed, -115), legOf(inPlay, -105)];
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/parlays/save',
      cookies: alice,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ parlayDescription: 'Four legs', totalOdds: 1200, impliedProbability: 0.077, numLegs: 4, category: 'standard', stakeAmount: 10, potentialPayout: 130, legs }),
    });
    expect(saved.statusCode).toBe(201);
    const [item] = parlayHistoryResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/parlays/history', cookies: alice })).json());
    expect(item).toEqual(parlayHistoryItemSchema.parse(saved.json()));
    expect(item?.legs.map(({ lineId, clv, unconfirmedCloseSource }) => ({ lineId, hasClv: clv !== null, unconfirmedCloseSource }))).toEqual([
      { lineId: stale.id, hasClv: true, unconfirmedCloseSource: 'odds-api' },
      { lineId: espnLine.id, hasClv: true, unconfirmedCloseSource: null },
      { lineId: confirmed.id, hasClv: true, unconfirmedCloseSource: null },
      { lineId: inPlay.id, hasClv: false, unconfirmedCloseSource: null },
    ]);
    // The marked leg keeps its CLV, but the parlay's average is over the two confirmed closes only.
    expect(item?.legs[0]?.clv).toBeCloseTo(closingLineValue(-105, -110, await opposingCloseOf(stale)), 12);
    const confirmedMean =
      (closingLineValue(espnLine.americanOdds, espnLine.closingOdds ?? 0, await opposingCloseOf(espnLine)) + closingLineValue(-115, -127, await opposingCloseOf(confirmed))) / 2;
    expect(item?.averageClv).toBeCloseTo(confirmedMean, 12);

    const performance = parlayPerformanceResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/parlays/performance', cookies: alice })).json());
    expect(performance).toMatchObject({ clvLegCount: 2, unconfirmedClvLegCount: 1 });
    expect(performance.averageClv).toBeCloseTo(confirmedMean, 12);
  });

  it("says so in the line's price history, for the marked line only", async () => {
    const lines = [
      await lineOf('401003', 'odds-api', 'DraftKings'),
      await lineOf('401003', 'espn'),
      await lineOf('401004', 'odds-api', 'BetMGM'),
      await lineOf('401003', 'odds-api', 'FanDuel'),
    ];
    const marks = [];
    for (const line of lines) {
      const response = await t.app.inject({ method: 'GET', url: `/api/lines/${line.id}/history`, cookies: alice });
      marks.push(lineHistoryResponseSchema.parse(response.json()).line.unconfirmedCloseSource);
    }
    expect(marks).toEqual(['odds-api', null, null, null]);
  });

  it('reads only the caller’s legs', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/parlays/history', cookies: bob })).json()).toEqual([]);
    const performance = parlayPerformanceResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/parlays/performance', cookies: bob })).json());
    expect(performance).toMatchObject({ averageClv: null, clvLegCount: 0, unconfirmedClvLegCount: 0 });
  });
});
