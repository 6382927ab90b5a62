import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { dataSourcesResponseSchema, type SourceFailure } from '@playbook/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bettingLineHistory, bettingLines, games, refreshLog } from '../src/db/sports-schema.ts';
import { startLiveOddsApp, type LiveOddsApp } from './helpers/live-odds-app.ts';
import { houBuf, kcPhi, spread, type OddsApiEvent } from './helpers/odds-api-week-two.ts';
import type { StubResponse } from './helpers/stub-source-server.ts';

// ADR 040: a failing Odds API is paused for a growing interval; while paused it is not asked, and the refresh leaves it
// out exactly as when it fails (ADR 030): its lines stay as they were, the footer names it and says when it is asked again.

/** Sunday of week 2 of the ESPN fixture season: HOU-BUF (401003) kicks off at 17:00, KC-PHI (401004) at 00:20. */
const START = new Date('2025-09-14T16:00:00Z');
const KEY = 'test-odds-key';
const at = (minutes: number): Date => new Date(START.getTime() + minutes * 60_000);
const MAIN_ODDS = '/v4/sports/americanfootball_nfl/odds';

const clock = { now: START };
/** What the main odds request answers while set (null: the prices). */
let failure: StubResponse | null = null;
/** How many times the main odds request was made. */
let asked = 0;

/**
 * A local Odds API: BetMGM on both games (ESPN prices them at DraftKings, and one book is one line since ADR 044),
 * its prices moving with the clock, sent a minute before it.
 */
function answer(url: URL): StubResponse {
  if (url.searchParams.get('apiKey') !== KEY) return { status: 401, body: { message: 'bad key' } };
  if (url.pathname.startsWith('/v4/sports/americanfootball_nfl/events/')) return { body: { ...kcPhi, bookmakers: [] } };
  if (url.pathname !== MAIN_ODDS) return { status: 404, body: { message: 'unknown' } };
  asked += 1;
  if (failure) return failure;
  const lastUpdate = new Date(clock.now.getTime() - 60_000).toISOString();
  const minutes = Math.round((clock.now.getTime() - START.getTime()) / 60_000);
  const book = (event: OddsApiEvent, point: number, price: number) => ({
    ...event,
    bookmakers: [{ key: 'betmgm', title: 'BetMGM', last_update: lastUpdate, markets: [spread(event, point, price)] }],
  });
  return { body: [book(kcPhi, -3, -115 - minutes), book(houBuf, 2.5, -110 - minutes)] };
}

let live: LiveOddsApp;
beforeAll(async () => {
  live = await startLiveOddsApp(answer, { clock, oddsApiKey: KEY, username: 'backoff_watcher' });
});
afterAll(() => live.close());

/** Refreshes the NFL through the app at `minutes` with The Odds API answering `failing` (null: its prices); its left-out sources. */
async function refreshAt(minutes: number, failing: StubResponse | null): Promise<SourceFailure[]> {
  clock.now = at(minutes);
  failure = failing;
  try {
    return (await live.t.app.sports.refreshLeagues(['NFL'])).get('NFL')?.sourceFailures ?? [];
  } finally {
    failure = null;
  }
}

/** Every stored Odds API line (all columns) and their history rows. */
async function oddsApiRows() {
  const db = live.t.app.db;
  const lines = await db.select().from(bettingLines).where(eq(bettingLines.source, 'odds-api')).orderBy(asc(bettingLines.id));
  const history = await db.select().from(bettingLineHistory).where(inArray(bettingLineHistory.lineId, [0, ...lines.map((line) => line.id)])).orderBy(asc(bettingLineHistory.id));
  return { lines, history };
}

async function footer() {
  const response = await live.t.app.inject({ method: 'GET', url: '/api/data-sources/nfl', cookies: live.cookies });
  expect(response.statusCode).toBe(200);
  return dataSourcesResponseSchema.parse(response.json());
}

/** The stored BetMGM line of a game (ESPN event id), the home side. */
async function oddsApiHomeLine(event: string) {
  const [row] = await live.t.app.db
    .select({ line: bettingLines })
    .from(bettingLines)
    .innerJoin(games, eq(games.id, bettingLines.gameId))
    .where(and(eq(games.sourceId, event), eq(bettingLines.source, 'odds-api'), eq(bettingLines.bookmaker, 'BetMGM')))
    .orderBy(asc(bettingLines.id))
    .limit(1);
  return row?.line;
}

const DOWN: StubResponse = { status: 500, body: { message: 'down' } };
const QUOTA_USED_UP: StubResponse = { status: 401, body: { message: 'Usage quota has been reached.', error_code: 'OUT_OF_USAGE_CREDITS' } };
const paused = (failures: string, until: number, last: string): SourceFailure[] => [
  { source: 'odds-api', message: `not asked: paused after ${failures} until ${at(until).toISOString()} (last: ${last})` },
];

describe('a failing Odds API is paused, then asked again (ADR 040)', () => {
  it('skips it for a minute after a failure, then two: not asked, its lines as they were, the footer saying when', async () => {
    expect(asked).toBe(1);
    expect(await refreshAt(1, DOWN)).toEqual([{ source: 'odds-api', message: `${MAIN_ODDS} answered HTTP 500` }]);
    expect(asked).toBe(4); // fetch-json's own three attempts
    const before = await oddsApiRows();
    // Half a minute later it would answer with new prices, but it is not asked; the log says so once, not as a failure.
    const [warn, info] = [vi.spyOn(live.t.app.log, 'warn'), vi.spyOn(live.t.app.log, 'info')];
    try {
      expect(await refreshAt(1.5, null)).toEqual(paused('its failure', 2, `${MAIN_ODDS} answered HTTP 500`));
      expect(warn).not.toHaveBeenCalled();
      expect(info).toHaveBeenCalledWith(expect.stringMatching(/^NFL: odds-api left out of the refresh, not asked: paused after its failure until /));
    } finally {
      warn.mockRestore();
      info.mockRestore();
    }
    expect(asked).toBe(4);
    expect(await oddsApiRows()).toEqual(before);
    const [log] = await live.t.app.db.select().from(refreshLog).where(and(eq(refreshLog.league, 'NFL'), eq(refreshLog.kind, 'league'))).orderBy(desc(refreshLog.id)).limit(1);
    expect(log).toMatchObject({ outcome: 'success', leftOutSources: ['odds-api'] });
    expect((await footer()).leftOut).toEqual([{ source: 'odds-api', lastUpdated: START.toISOString(), retryAt: at(2).toISOString() }]);

    // Asked again from 16:02: it fails again, and is paused for two minutes.
    expect(await refreshAt(2, DOWN)).toEqual([{ source: 'odds-api', message: `${MAIN_ODDS} answered HTTP 500` }]);
    expect(await refreshAt(3.9, null)).toEqual(paused('2 failures in a row', 4, `${MAIN_ODDS} answered HTTP 500`));
    expect(asked).toBe(7);
    expect(await oddsApiRows()).toEqual(before);
  });

  it('asks it again once the pause is over, and its answer ends the pause', async () => {
    expect(await refreshAt(4, null)).toEqual([]);
    expect(asked).toBe(8);
    expect(await oddsApiHomeLine('401003')).toMatchObject({ americanOdds: -114, closeUnconfirmed: false });
    expect((await footer()).leftOut).toEqual([]);
  });

  it('pauses a refused key for 30 minutes at once, and a 429 for its Retry-After', async () => {
    expect(await refreshAt(5, QUOTA_USED_UP)).toEqual([{ source: 'odds-api', message: `${MAIN_ODDS} answered HTTP 401` }]);
    expect(await refreshAt(34.9, null)).toEqual(paused('its failure', 35, `${MAIN_ODDS} answered HTTP 401`));
    expect((await footer()).leftOut).toEqual([{ source: 'odds-api', lastUpdated: at(4).toISOString(), retryAt: at(35).toISOString() }]);
    // Rate limited for 15 minutes: more than the two minutes a second failure would pause it.
    const limited = await refreshAt(35, { status: 429, headers: { 'retry-after': '900' }, body: {} });
    expect(limited).toEqual([{ source: 'odds-api', message: `rate limited on ${MAIN_ODDS} (retry after 900 s)` }]);
    expect(await refreshAt(49.9, null)).toEqual(paused('2 failures in a row', 50, `rate limited on ${MAIN_ODDS} (retry after 900 s)`));
    expect(asked).toBe(10);
  });

  // ADR 035: a refresh that skips a paused source leaves it out, so it confirms none of its closes: HOU-BUF's close stays
  // the last price before the outage, marked, although The Odds API would have answered at 16:55, before kick-off.
  it('leaves a close unconfirmed when the last refresh before kick-off skipped its paused source', async () => {
    await refreshAt(50, QUOTA_USED_UP);
    expect(await refreshAt(55, null)).toEqual(paused('3 failures in a row', 80, `${MAIN_ODDS} answered HTTP 401`));
    expect(await refreshAt(80, null)).toEqual([]);
    expect(asked).toBe(12);
    // HOU-BUF kicked off at 17:00: its close is the 16:04 price, unconfirmed. KC-PHI's was confirmed again at 17:20.
    expect(await oddsApiHomeLine('401003')).toMatchObject({ closingOdds: -114, americanOdds: -190, closeUnconfirmed: true });
    expect(await oddsApiHomeLine('401004')).toMatchObject({ closingOdds: -195, closeUnconfirmed: false });
  });
});
