import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createRealPayloadApp, realPayload, type RealPayloadApp } from './helpers/real-payload-app.ts';

/**
 * Bounded feeds (ADR 045) on ESPN's real 2025 week-15 events: one record out of range is dropped and counted while the
 * rest are stored; a scoreboard past any season's size is refused; reads stay up however many games are stored.
 */
interface Event {
  id: string;
  season: { year: number; type: number };
}

const events = (): Event[] => realPayload<Event[]>('espn-nfl-2025-wk15-live-and-priced.json');

let t: RealPayloadApp;
beforeAll(async () => {
  t = await createRealPayloadApp(new Date('2025-12-11T22:00:00Z'));
});
afterAll(() => t.close());

describe('payloads that used to break a refresh or the reads', () => {
  it('drops the one event whose season is 2147483648, says why, and stores the other three', async () => {
    const [first, ...rest] = events();
    if (!first) throw new Error('fixture has no events');
    const bad = { ...first, season: { ...first.season, year: 2_147_483_648 } };
    const { result, dropped } = await t.load('espn', 'NFL', [bad, ...rest]);
    expect(result?.games).toBe(3);
    expect(dropped).toEqual([`espn event ${first.id}: season.year: Too big: expected number to be <=2100`]);
  });

  it('refuses a scoreboard of more events than any season holds, storing nothing of it', async () => {
    const [event] = events();
    const flood = Array.from({ length: 5_001 }, (_, index) => ({ ...event, id: `9${index}` }));
    await expect(t.load('espn', 'NFL', { events: flood })).rejects.toThrow('holds more than 5,000 events, more than any season: refused');
  });

  it('answers the game hub, the slate and the recommendations with more games stored than a statement can bind', async () => {
    // 66,000 games of the current week (an IN list of them would bind more than PostgreSQL's 65,535 parameters).
    await t.app.db.execute(sql`
      insert into games (league, source_id, season, week, home_team_id, away_team_id, scheduled_at, status, source)
      select 'NFL', 'flood-' || n, state.season, state.current_week, home.id, away.id, timestamptz '2025-12-14T18:00:00Z', 'scheduled', 'espn'
      from generate_series(1, 66000) as n, league_state as state,
        (select id from teams where league = 'NFL' and abbreviation = 'KC') as home, (select id from teams where league = 'NFL' and abbreviation = 'LAC') as away
      where state.league = 'NFL'`);
    t.app.sports.cache.invalidate();
    for (const url of ['/api/gamehub/NFL', '/api/gamehub/all', '/api/live/games', '/api/live/betting-lines', '/api/recommendations/weekly']) {
      const response = await t.get(url);
      expect(`${url} ${response.statusCode}`).toBe(`${url} 200`);
    }
  }, 120_000);
});
