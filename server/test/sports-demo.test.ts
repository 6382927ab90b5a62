import { gameHubAllResponseSchema, injuriesResponseSchema, liveBettingLinesResponseSchema, teamsResponseSchema } from '@playbook/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPORTS_SETTINGS } from '../src/config.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// The default provider (the demo season), loaded at start-up as a fresh clone's first `npm start` does, on a
// Saturday afternoon when all three leagues play (the demo follows their real calendars).
const SEPTEMBER_SATURDAY = new Date('2026-09-26T18:30:00Z');
const t = useTestApp({ sports: { ...DEFAULT_SPORTS_SETTINGS, liveRefreshMs: null, clock: () => SEPTEMBER_SATURDAY } }, { timeoutMs: 120_000 });
const cookies = t.userSession('demo_fan');

const get = async (url: string): Promise<unknown> => {
  const response = await t.app.inject({ method: 'GET', url, cookies });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

describe('the demo season on a fresh database ("Done means")', () => {
  it('ranks 32 NFL teams and every FBS team', async () => {
    const nfl = teamsResponseSchema.parse(await get('/api/teams/NFL'));
    const ncaa = teamsResponseSchema.parse(await get('/api/teams/NCAA'));
    expect(nfl.teams).toHaveLength(32);
    expect(ncaa.teams.length).toBeGreaterThanOrEqual(130);
    expect(nfl.source).toBe('demo');
  });

  it('has a current week of NFL, NCAA and MLB games, some live, with odds', async () => {
    const hub = gameHubAllResponseSchema.parse(await get('/api/gamehub/all'));
    for (const league of ['nfl', 'ncaa', 'mlb'] as const) {
      expect(hub.data.schedule[league].length, league).toBeGreaterThan(0);
      expect(hub.data.schedule[league].some((game) => game.odds !== null), league).toBe(true);
    }
    const live = [...hub.data.live.nfl, ...hub.data.live.ncaa, ...hub.data.live.mlb];
    expect(live.every((game) => game.timeRemaining !== null)).toBe(true);
  });

  it('prices the slate at four or more bookmakers, with alternates', async () => {
    const { lines } = liveBettingLinesResponseSchema.parse(await get('/api/live/betting-lines'));
    expect(new Set(lines.map((line) => line.bookmaker)).size).toBeGreaterThanOrEqual(4);
    expect(lines.some((line) => line.isAlternate)).toBe(true);
  });

  it('reports injuries', async () => {
    expect(injuriesResponseSchema.parse(await get('/api/injuries/NFL')).injuries.length).toBeGreaterThan(0);
  });
});
