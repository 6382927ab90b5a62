import { dataSourcesResponseSchema, refreshAllResponseSchema, type DataSourcesResponse } from '@playbook/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bettingLineHistory, bettingLines, boxScores, cfbAdvancedStats, games, reportedAdvancedStats, teams } from '../src/db/sports-schema.ts';
import { cfbdFixtureAnswer } from './helpers/cfbd-fixture-season.ts';
import { startLiveOddsApp, type LiveOddsApp } from './helpers/live-odds-app.ts';
import { startStubSourceServer, type StubResponse, type StubSourceServer } from './helpers/stub-source-server.ts';

/** Sunday of week 2 of the ESPN fixture season, served as college football too. */
const NOW = new Date('2025-09-14T18:00:00Z');
const KEY = 'test-cfbd-key';
/** Past CFBD's 6-hour reuse of its season answers (fetch-cfbd-season.ts), so every refresh asks it again. */
const hoursLater = (hours: number): Date => new Date(NOW.getTime() + hours * 3_600_000);

/** What CFBD answers while it fails (null: it answers). */
let down: StubResponse | null = null;
let cfbd: StubSourceServer;
let live: LiveOddsApp;
const clock = { now: NOW };

// College football loads at start-up (at NOW) from ESPN and CFBD, both answering; no Odds API key.
beforeAll(async () => {
  cfbd = await startStubSourceServer((url, request) => {
    if (request.headers.authorization !== `Bearer ${KEY}`) return { status: 401, body: { message: 'Unauthorized' } };
    return down ?? cfbdFixtureAnswer(url);
  });
  live = await startLiveOddsApp(() => ({ status: 404, body: {} }), {
    clock,
    oddsApiKey: null,
    username: 'cfbd_watcher',
    collegeToo: true,
    sources: { cfbdBaseUrl: cfbd.baseUrl, cfbdApiKey: KEY },
  });
});
afterAll(async () => {
  await live.close();
  await cfbd.close();
});

/** Every stored value CFBD contributed to college football, all columns: what a failing CFBD must leave as it is. */
async function cfbdDerivedRows() {
  const db = live.t.app.db;
  const ncaaGames = db.select({ id: games.id }).from(games).where(eq(games.league, 'NCAA'));
  const ncaaTeams = db.select({ id: teams.id }).from(teams).where(eq(teams.league, 'NCAA'));
  const lines = await db.select().from(bettingLines).where(eq(bettingLines.source, 'cfbd')).orderBy(asc(bettingLines.id));
  return {
    neutralSites: await db.select({ game: games.sourceId, neutralSite: games.neutralSite }).from(games).where(eq(games.league, 'NCAA')).orderBy(asc(games.sourceId)),
    boxScores: await db.select().from(boxScores).where(inArray(boxScores.gameId, ncaaGames)).orderBy(asc(boxScores.gameId), asc(boxScores.teamId)),
    lines,
    history: await db.select().from(bettingLineHistory).where(inArray(bettingLineHistory.lineId, [0, ...lines.map((line) => line.id)])).orderBy(asc(bettingLineHistory.id)),
    reported: await db.select().from(reportedAdvancedStats).where(inArray(reportedAdvancedStats.teamId, ncaaTeams)).orderBy(asc(reportedAdvancedStats.teamId)),
    advanced: await db.select().from(cfbAdvancedStats).where(inArray(cfbAdvancedStats.teamId, ncaaTeams)).orderBy(asc(cfbAdvancedStats.teamId)),
  };
}

type CfbdRows = Awaited<ReturnType<typeof cfbdDerivedRows>>;

/**
 * Every CFBD value stored before is still there, byte for byte. A later refresh also derives a season row for
 * each always-known FBS team without a game yet (ADR 045); such a row carries no CFBD value.
 */
function expectCfbdValuesKept(after: CfbdRows, before: CfbdRows): void {
  const teamsBefore = new Set(before.advanced.map((row) => row.teamId));
  const added = after.advanced.filter((row) => !teamsBefore.has(row.teamId));
  expect(added.filter((row) => row.offenseEpa !== null || row.defenseEpa !== null || row.ppa !== null || row.successRate !== null)).toEqual([]);
  expect({ ...after, advanced: after.advanced.filter((row) => teamsBefore.has(row.teamId)) }).toEqual(before);
}

async function dataSources(): Promise<DataSourcesResponse> {
  const response = await live.t.app.inject({ method: 'GET', url: '/api/data-sources/ncaa', cookies: live.cookies });
  expect(response.statusCode).toBe(200);
  return dataSourcesResponseSchema.parse(response.json());
}

/** KC-PHI's (401004) stored home score in college football. */
async function kcPhiHomeScore(): Promise<number | null | undefined> {
  const [row] = await live.t.app.db.select({ homeScore: games.homeScore }).from(games).where(and(eq(games.league, 'NCAA'), eq(games.sourceId, '401004')));
  return row?.homeScore;
}

describe('a failing CollegeFootballData leaves college football refreshing (ADR 032)', () => {
  let before: CfbdRows;

  it('stores what CFBD adds to ESPN’s rows while it answers', async () => {
    before = await cfbdDerivedRows();
    expect(before.neutralSites).toEqual([
      { game: '401001', neutralSite: true },
      { game: '401002', neutralSite: false },
      { game: '401003', neutralSite: false },
      { game: '401004', neutralSite: false },
    ]);
    // ESPN's summary of LAC-KC has no third downs and no game gives EPA: CFBD fills them.
    expect(before.boxScores.filter((box) => box.thirdDownAttempts !== null)).toHaveLength(4);
    expect(before.boxScores.map((box) => box.epaPerPlay).sort()).toEqual([-0.052, 0.017, 0.093, 0.141]);
    expect(before.lines).toHaveLength(6);
    expect(before.reported).toHaveLength(1);
    expect((await dataSources()).sources.map((stored) => stored.source)).toEqual(['espn', 'cfbd']);
  });

  // ADR 040: each failure pauses CFBD, a minute after the first, 30 minutes at once after a refused key; the footer says until when.
  it.each<[string, StubResponse, string, number, number]>([
    ['answers 500', { status: 500, body: { message: 'down' } }, '/games answered HTTP 500', 7, 1],
    ['answers 401 (a revoked key)', { status: 401, body: { message: 'Unauthorized' } }, '/games answered HTTP 401', 14, 30],
  ])('when CFBD %s: 200, ESPN’s new score stored, every CFBD value kept byte for byte, the footer told', async (_, failure, message, hours, pause) => {
    clock.now = hoursLater(hours);
    down = failure;
    const homeScore = 10 + hours;
    live.espn.editWeekTwo((text) => text.replace('"score":"10"', `"score":"${homeScore}"`));
    try {
      const response = await live.t.app.inject({ method: 'POST', url: '/api/teams/refresh-all', cookies: live.cookies });
      expect(response.statusCode).toBe(200);
      const { results } = refreshAllResponseSchema.parse(response.json());
      expect(results.ncaa?.sourceFailures).toEqual([{ source: 'cfbd', message }]);
    } finally {
      down = null;
      live.espn.editWeekTwo(null);
    }
    expect(await kcPhiHomeScore()).toBe(homeScore);
    expectCfbdValuesKept(await cfbdDerivedRows(), before);
    const footer = await dataSources();
    expect(footer.sources.map((stored) => stored.source)).toEqual(['espn', 'cfbd']);
    const retryAt = new Date(hoursLater(hours).getTime() + pause * 60_000).toISOString();
    expect(footer.leftOut).toEqual([{ source: 'cfbd', lastUpdated: NOW.toISOString(), retryAt }]);
  });

  it('is not asked while paused: Refresh All Data leaves it out the same way, its values kept (ADR 040)', async () => {
    clock.now = new Date(hoursLater(14).getTime() + 10 * 60_000);
    const asked = cfbd.requests.length;
    const response = await live.t.app.inject({ method: 'POST', url: '/api/teams/refresh-all', cookies: live.cookies });
    expect(response.statusCode).toBe(200);
    const retryAt = new Date(hoursLater(14).getTime() + 30 * 60_000).toISOString();
    expect(refreshAllResponseSchema.parse(response.json()).results.ncaa?.sourceFailures).toEqual([
      { source: 'cfbd', message: `not asked: paused after 2 failures in a row until ${retryAt} (last: /games answered HTTP 401)` },
    ]);
    expect(cfbd.requests.length).toBe(asked);
    expectCfbdValuesKept(await cfbdDerivedRows(), before);
    expect((await dataSources()).leftOut).toEqual([{ source: 'cfbd', lastUpdated: NOW.toISOString(), retryAt }]);
  });

  it('is no longer left out once it answers again, its values as before', async () => {
    clock.now = hoursLater(21);
    await live.t.app.sports.refreshLeagues(['NCAA']);
    expectCfbdValuesKept(await cfbdDerivedRows(), before);
    expect((await dataSources()).leftOut).toEqual([]);
  });
});
