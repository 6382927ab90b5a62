import { dataSourcesResponseSchema, type DataSourcesResponse } from '@playbook/contracts';
import { and, desc, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshLog } from '../src/db/sports-schema.ts';
import { refreshNflAt, startLiveOddsApp, type LiveOddsApp, type Outage } from './helpers/live-odds-app.ts';
import type { StubResponse } from './helpers/stub-source-server.ts';
import type { TestApp } from './helpers/test-app.ts';

/** Sunday of week 2 of the ESPN fixture season. */
const NOW = new Date('2025-09-14T18:00:00Z');
const KEY = 'test-odds-key';
const at = (minutes: number): Date => new Date(NOW.getTime() + minutes * 60_000);

/** One game's BetMGM spread on The Odds API (KC-PHI of the fixture's week 2, still to start; ESPN prices it at DraftKings). */
const [home, away] = ['Kansas City Chiefs', 'Philadelphia Eagles'];
const spread = { key: 'spreads', outcomes: [{ name: home, price: -110, point: -3 }, { name: away, price: -110, point: 3 }] };
const kcPhi = { id: 'ev-kc-phi', sport_key: 'americanfootball_nfl', commence_time: '2025-09-15T00:20:00Z', home_team: home, away_team: away };

/** The main odds request's answer while The Odds API fails. */
const outage: Outage = { failure: null };
/** A local Odds API: the game's main markets, and no alternates for it. */
function answer(url: URL): StubResponse {
  if (url.searchParams.get('apiKey') !== KEY) return { status: 401, body: { message: 'bad key' } };
  if (url.pathname === `/v4/sports/americanfootball_nfl/events/${kcPhi.id}/odds`) return { body: { ...kcPhi, bookmakers: [] } };
  if (url.pathname !== '/v4/sports/americanfootball_nfl/odds') return { status: 404, body: { message: 'unknown' } };
  return outage.failure ?? { body: [{ ...kcPhi, bookmakers: [{ key: 'betmgm', title: 'BetMGM', last_update: '2025-09-14T17:55:00Z', markets: [spread] }] }] };
}

let live: LiveOddsApp;
let t: TestApp;
let cookies: Record<string, string>;
const clock = { now: NOW };

// The NFL loads at start-up (at NOW) from ESPN and The Odds API, both answering.
beforeAll(async () => {
  live = await startLiveOddsApp(answer, { clock, oddsApiKey: KEY, username: 'footer_reader' });
  ({ t, cookies } = live);
});
afterAll(() => live.close());

async function dataSources(): Promise<DataSourcesResponse> {
  const response = await t.app.inject({ method: 'GET', url: '/api/data-sources/nfl', cookies });
  expect(response.statusCode).toBe(200);
  return dataSourcesResponseSchema.parse(response.json());
}

/** A refresh of the NFL through the app (which drops the cached answers), with The Odds API failing so or answering. */
const refreshAt = (minutes: number, failure: StubResponse | null): Promise<void> => refreshNflAt(live, clock, at(minutes), outage, failure);

const QUOTA_USED_UP: StubResponse = { status: 401, body: { message: 'Usage quota has been reached.', error_code: 'OUT_OF_USAGE_CREDITS' } };

describe('GET /api/data-sources/:league names the sources the latest refresh left out (ADR 030, 032)', () => {
  it('lists none while every credited source answered', async () => {
    expect(await dataSources()).toMatchObject({ sources: [{ source: 'espn' }, { source: 'odds-api' }], leftOut: [] });
  });

  it('lists The Odds API, with the start of the last refresh it answered, while it fails', async () => {
    await refreshAt(1, QUOTA_USED_UP);
    // ADR 040: the 401 pauses it for 30 minutes, which the answer says.
    const leftOut = [{ source: 'odds-api', lastUpdated: NOW.toISOString(), retryAt: at(31).toISOString() }];
    expect((await dataSources()).leftOut).toEqual(leftOut);
    // Left out of the next refresh too (paused: not asked): still the same time, that of the last refresh it answered.
    await refreshAt(2, { status: 500, body: { message: 'down' } });
    const answer = await dataSources();
    expect(answer.leftOut).toEqual(leftOut);
    // The credits themselves are unchanged: its lines are still stored.
    expect(answer.sources.map((stored) => stored.source)).toEqual(['espn', 'odds-api']);
  });

  it('no longer lists it once it answers again', async () => {
    await refreshAt(31, null);
    expect((await dataSources()).leftOut).toEqual([]);
  });

  it('gives no time when the refresh log holds no refresh that included it', async () => {
    await refreshAt(32, QUOTA_USED_UP);
    // The log keeps the newest rows only (REFRESH_LOG_KEPT): here, only this failing refresh's is left.
    const [latest] = await t.app.db.select({ id: refreshLog.id }).from(refreshLog).where(eq(refreshLog.kind, 'league')).orderBy(desc(refreshLog.id)).limit(1);
    await t.app.db.delete(refreshLog).where(and(eq(refreshLog.kind, 'league'), lt(refreshLog.id, latest?.id ?? 0)));
    t.app.sports.cache.invalidate();
    expect((await dataSources()).leftOut).toEqual([{ source: 'odds-api', lastUpdated: null, retryAt: at(62).toISOString() }]);
  });

  it('reads the sources left out from the log row’s data, not from its note (ADR 032)', async () => {
    const [latest] = await t.app.db.select().from(refreshLog).where(eq(refreshLog.kind, 'league')).orderBy(desc(refreshLog.id)).limit(1);
    expect(latest?.leftOutSources).toEqual(['odds-api']);
    // The note is for people: reworded (or gone), the answer is the same.
    await t.app.db.update(refreshLog).set({ error: 'The Odds API used up its monthly credits' }).where(eq(refreshLog.id, latest?.id ?? 0));
    t.app.sports.cache.invalidate();
    expect((await dataSources()).leftOut).toEqual([{ source: 'odds-api', lastUpdated: null, retryAt: at(62).toISOString() }]);
    await t.app.db.update(refreshLog).set({ leftOutSources: [] }).where(eq(refreshLog.id, latest?.id ?? 0));
    t.app.sports.cache.invalidate();
    expect((await dataSources()).leftOut).toEqual([]);
  });
});
