import { readFileSync } from 'node:fs';
import { dataLoadingSchema, gameHubLeagueResponseSchema, liveBettingLinesResponseSchema } from '@playbook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SPORTS_SETTINGS } from '../src/config.ts';
import { leagueStateOf } from '../src/features/sports/read-models/league-state.ts';
import { startStandIn, type StandIn, type StandInAnswers } from './helpers/stand-in-source.ts';
import { createTestApp, registerUser, withSession, type TestApp } from './helpers/test-app.ts';

// The first start against the real sources loads behind the server's start, the NFL first, and
// says how far it has come; nothing of the demo season stands in meanwhile.

const fixture = (file: string): unknown => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
/** ESPN's real week 15 of 2025 (ATL at TB live, three games priced by Draft Kings) under 2025's real calendar. */
const week15 = fixture('./fixtures/real/espn-nfl-2025-wk15-live-and-priced.json') as unknown[];
const calendar = (fixture('./fixtures/real/espn-nfl-2025-wildcard-final.json') as { leagues: unknown[] }).leagues;
const mlbOffSeason = fixture('./fixtures/real/espn-mlb-2025-11-off-season.json');
/** No roster was captured publicly: the adapter's own fixture stands in. */
const roster = fixture('../src/providers/espn/fixtures/nfl-roster.json');
/** The day ESPN's week-15 capture was taken. */
const NOW = new Date('2025-12-12T02:00:00Z');

/** NFL week 15 today and for its week, other weeks empty; no college scoreboard (a 404); MLB between seasons. */
const answers: StandInAnswers = (source, path, query) => {
  if (source !== 'espn') return undefined;
  if (path === '/football/nfl/scoreboard') {
    const week = query.get('week');
    return { leagues: calendar, season: { year: 2025, type: 2 }, week: { number: 15 }, events: week === null || week === '15' ? week15 : [] };
  }
  if (path === '/baseball/mlb/scoreboard') return mlbOffSeason;
  if (/^\/football\/nfl\/teams\/\d+\/roster$/.test(path)) return roster;
  return undefined;
};

let release: () => void = () => undefined;
let standIn: StandIn;
let t: TestApp;
let cookies: Record<string, string>;

beforeAll(async () => {
  standIn = await startStandIn({ answers, latencyMs: 0, held: new Promise<void>((resolve) => (release = resolve)) });
  t = await createTestApp({
    sports: { ...DEFAULT_SPORTS_SETTINGS, dataSource: 'live', liveSources: { ...standIn.liveSources, oddsApiKey: null }, loadOnEmpty: true, liveRefreshMs: null, clock: () => NOW },
  });
  cookies = withSession(await registerUser(t.app, 'first_starter'));
});
afterAll(async () => {
  release();
  await t.close();
  await standIn.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, cookies });

describe('the first start against the real sources', () => {
  it('answers while the sources have not answered yet, says what it is loading, and shows no demo season', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const loading = dataLoadingSchema.parse((await get('/api/data-loading')).json());
    expect(loading).toEqual({
      active: true,
      leagues: [
        { league: 'NFL', state: 'loading' },
        { league: 'NCAA', state: 'waiting' },
        { league: 'MLB', state: 'waiting' },
      ],
      current: { league: 'NFL', source: 'espn', requests: 0 },
    });
    const hub = gameHubLeagueResponseSchema.parse((await get('/api/gamehub/NFL')).json());
    expect(hub.data.schedule).toEqual([]);
    for (const league of ['NFL', 'NCAA', 'MLB'] as const) expect(await leagueStateOf(t.app.db, league)).toBeUndefined();
  });

  it('stores the real week once the sources answer, and says which leagues loaded and which failed', async () => {
    release();
    await t.app.sportsLoad.loadedBehind();
    const loading = dataLoadingSchema.parse((await get('/api/data-loading')).json());
    expect(loading).toEqual({
      active: false,
      leagues: [
        { league: 'NFL', state: 'loaded' },
        { league: 'NCAA', state: 'failed' },
        { league: 'MLB', state: 'loaded' },
      ],
      current: null,
    });
    expect(standIn.requests.espn).toBeGreaterThan(0);
    const hub = gameHubLeagueResponseSchema.parse((await get('/api/gamehub/NFL')).json());
    expect(hub.data.schedule.map((game) => `${game.awayTeam} at ${game.homeTeam}`)).toContain('Cleveland Browns at Chicago Bears');
    const lines = liveBettingLinesResponseSchema.parse((await get('/api/live/betting-lines')).json()).lines;
    expect(new Set(lines.filter((line) => line.league === 'NFL').map((line) => line.bookmaker))).toEqual(new Set(['DraftKings']));
    expect((await leagueStateOf(t.app.db, 'NFL'))?.source).toBe('espn');
    expect(await leagueStateOf(t.app.db, 'NCAA')).toBeUndefined();
  });
});
