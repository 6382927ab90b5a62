import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameHubAllResponseSchema, gameHubLeagueResponseSchema } from '@playbook/contracts';
import { createRealPayloadApp, realPayload, type RealPayloadApp } from './helpers/real-payload-app.ts';

/**
 * MLB in November. ESPN's scoreboard holds no game between the World Series and spring
 * training; the game hub says so with the last results rather than failing or showing stale games.
 */
let t: RealPayloadApp;
beforeAll(async () => {
  t = await createRealPayloadApp(new Date('2025-09-11T12:00:00Z'));
});
afterAll(() => t.close());

describe('the MLB game hub between seasons', () => {
  it('answers with no game this week, the last results and no next game', async () => {
    await t.load('espn', 'MLB', realPayload('espn-mlb-2025-09-10-one-final.json'));
    t.clock.now = new Date('2025-11-20T17:00:00Z');
    const { result } = await t.load('espn', 'MLB', realPayload('espn-mlb-2025-11-off-season.json'));
    expect(result?.games).toBe(0);

    const league = await t.get('/api/gamehub/MLB');
    expect(league.statusCode).toBe(200);
    const { data } = gameHubLeagueResponseSchema.parse(league.json());
    expect(data.schedule).toEqual([]);
    expect(data.break?.nextGameTime).toBeNull();
    expect(data.break?.lastResults.map((game) => `${game.awayTeam} ${game.awayScore} at ${game.homeTeam} ${game.homeScore} ${game.status}`)).toEqual([
      'Milwaukee Brewers 3 at Texas Rangers 6 finished',
    ]);

    const all = gameHubAllResponseSchema.parse((await t.get('/api/gamehub/all')).json());
    expect(all.data.breaks?.mlb?.lastResults).toHaveLength(1);
    expect(all.data.live.mlb).toEqual([]);
  });

  it('has no break while the league has games this week', async () => {
    t.clock.now = new Date('2025-09-10T12:00:00Z');
    const hub = gameHubLeagueResponseSchema.parse((await t.get('/api/gamehub/MLB')).json());
    expect(hub.data.schedule).toHaveLength(1);
    expect(hub.data.break).toBeNull();
  });
});
