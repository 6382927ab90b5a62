import { describe, expect, it } from 'vitest';
import type { HubGame } from '@playbook/contracts';
import { freshness, hubGame } from '@/test/sports-fixtures';
import { mergeHubFeeds, newestTimestamp } from './hub-feeds';

const nfl = hubGame('A', 'B');
const nflLive = hubGame('C', 'D', { status: 'live', period: 2, timeRemaining: '3:00' });
const ncaaOld = hubGame('E', 'F', { league: 'NCAA' });
const ncaaNew = hubGame('G', 'H', { league: 'NCAA' });
const byLeague = <T>(nflValue: T, mlbValue: T, ncaaValue: T) => ({ nfl: nflValue, mlb: mlbValue, ncaa: ncaaValue });
const days = (byDay: Record<string, HubGame[]>) => byDay;

const all = {
  ...freshness,
  timestamp: '2026-11-23T12:00:00.000Z',
  data: {
    live: byLeague([], [], []),
    schedule: byLeague([nfl, nflLive], [], [ncaaOld]),
    organizedByDay: byLeague(days({ '2026-11-29': [nfl, nflLive] }), days({}), days({ '2026-11-28': [ncaaOld] })),
  },
};

describe('mergeHubFeeds (docs/product/game-hub.md)', () => {
  it('uses the all feed alone until the others answer', () => {
    const games = mergeHubFeeds(all, undefined, undefined);
    expect(games.NFL.schedule).toEqual([nfl, nflLive]);
    expect(games.NFL.live).toEqual([]);
    expect(games.NCAA.organizedByDay).toEqual({ '2026-11-28': [ncaaOld] });
  });

  it('takes live games from the live feed and the NCAA week from the NCAA feed', () => {
    const live = { ...freshness, timestamp: '2026-11-23T12:00:30.000Z', data: byLeague([nflLive], [], []) };
    const ncaa = { ...freshness, success: true as const, data: { schedule: [ncaaNew], organizedByDay: { '2026-11-28': [ncaaNew] } } };
    const games = mergeHubFeeds(all, live, ncaa);
    expect(games.NFL.live).toEqual([nflLive]);
    expect(games.NCAA.schedule).toEqual([ncaaNew]);
    expect(games.NCAA.organizedByDay).toEqual({ '2026-11-28': [ncaaNew] });
    expect(games.NFL.schedule).toEqual([nfl, nflLive]);
  });

  it('gives the newest answer time for the footer', () => {
    expect(newestTimestamp(['2026-11-23T12:00:00.000Z', undefined, '2026-11-23T12:00:30.000Z', null])).toBe('2026-11-23T12:00:30.000Z');
    expect(newestTimestamp([undefined])).toBeNull();
  });
});
