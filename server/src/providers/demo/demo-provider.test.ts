import { describe, expect, it, vi } from 'vitest';
import { injurySnapshotSchema, leagueSnapshotSchema } from '../records.ts';
import type { LeagueSnapshot } from '../records.ts';
import { createDemoProvider } from './demo-provider.ts';

const NOW = new Date('2025-11-20T15:37:00Z');
const provider = createDemoProvider();

const count = (snapshot: LeagueSnapshot, status: string, week = snapshot.currentWeek) =>
  snapshot.games.filter((game) => game.status === status && (week === null || game.week === week)).length;

describe('createDemoProvider', () => {
  it('is the demo source', () => {
    expect(provider.source).toBe('demo');
  });

  // A build takes about 0.1 s (NFL) to 0.3 s (NCAA); a timed assertion would read the machine's load, not the code.
  it('builds every league, and each snapshot passes its schema', async () => {
    for (const [league, teams] of [['NFL', 32], ['NCAA', 136], ['MLB', 30]] as const) {
      const snapshot = leagueSnapshotSchema.parse(await provider.fetchLeague(league, NOW));
      expect(snapshot).toMatchObject({ source: 'demo', league });
      expect(snapshot.teams).toHaveLength(teams);
      expect(new Set(snapshot.games.map((game) => game.sourceId)).size).toBe(snapshot.games.length);
    }
    for (const league of ['NFL', 'NCAA'] as const) {
      expect(injurySnapshotSchema.parse(await provider.fetchInjuries(league, NOW)).injuries.length).toBeGreaterThan(0);
    }
  });

  it('is deterministic for a seed and a moment, and the seed matters', async () => {
    const again = createDemoProvider();
    for (const league of ['NFL', 'MLB'] as const) {
      expect(await again.fetchLeague(league, NOW)).toEqual(await provider.fetchLeague(league, NOW));
    }
    expect(await again.fetchInjuries('NFL', NOW)).toEqual(await provider.fetchInjuries('NFL', NOW));
    const other = await createDemoProvider({ seed: 7 }).fetchLeague('NFL', NOW);
    expect(other.games).not.toEqual((await provider.fetchLeague('NFL', NOW)).games);
  });

  it('never reads the wall clock', async () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2031-03-03T03:03:03Z'));
      const first = [await provider.fetchLeague('NFL', NOW), await provider.fetchLeague('MLB', NOW), await provider.fetchInjuries('NFL', NOW)];
      vi.setSystemTime(new Date('2019-09-09T09:09:09Z'));
      expect([await provider.fetchLeague('NFL', NOW), await provider.fetchLeague('MLB', NOW), await provider.fetchInjuries('NFL', NOW)]).toEqual(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('has finished, live and scheduled games in the current week of both football leagues when they play, and live MLB games', async () => {
    // Sunday 23 November 2025 at 2:00 PM and Saturday 22 November at 4:00 PM in New York; a July evening for MLB.
    const playing = { NFL: new Date('2025-11-23T19:00:00Z'), NCAA: new Date('2025-11-22T21:00:00Z') };
    for (const league of ['NFL', 'NCAA'] as const) {
      const snapshot = await provider.fetchLeague(league, playing[league]);
      expect(snapshot.currentWeek).not.toBeNull();
      expect(count(snapshot, 'finished')).toBeGreaterThan(0);
      expect(count(snapshot, 'live')).toBeGreaterThan(0);
      expect(count(snapshot, 'scheduled')).toBeGreaterThan(0);
      // Earlier weeks are over, later weeks still to come.
      expect(snapshot.games.filter((g) => (g.week ?? 0) < (snapshot.currentWeek ?? 0)).every((g) => g.status === 'finished')).toBe(true);
      expect(snapshot.games.filter((g) => (g.week ?? 0) > (snapshot.currentWeek ?? 0)).every((g) => g.status === 'scheduled')).toBe(true);
    }
    const mlb = await provider.fetchLeague('MLB', new Date('2025-07-19T23:30:00Z'));
    expect(mlb.currentWeek).toBeNull();
    expect(count(mlb, 'live')).toBeGreaterThan(0);
  });

  it('moves live clocks and scores forward with real time', async () => {
    const saturday = new Date('2025-11-22T18:30:00Z');
    const later = new Date(saturday.getTime() + 10 * 60_000);
    const before = await provider.fetchLeague('NCAA', saturday);
    const after = await provider.fetchLeague('NCAA', later);
    const live = before.games.filter((game) => game.status === 'live');
    expect(live.length).toBeGreaterThanOrEqual(2);
    const seconds = (period: number | null, clock: string | null) => {
      const [m = 0, s = 0] = (clock ?? '0:00').split(':').map(Number);
      return (period ?? 0) * 900 - (m * 60 + s);
    };
    let compared = 0;
    for (const game of live) {
      const moved = after.games.find((g) => g.sourceId === game.sourceId);
      expect(moved?.scheduledAt).toBe(game.scheduledAt);
      if (moved?.status !== 'live') continue;
      compared++;
      // 10 real minutes are about 3:15 of game clock (185 minutes for 60).
      expect(seconds(moved.period, moved.clock) - seconds(game.period, game.clock)).toBeGreaterThan(150);
      expect(moved.homeScore ?? 0).toBeGreaterThanOrEqual(game.homeScore ?? 0);
      expect(moved.awayScore ?? 0).toBeGreaterThanOrEqual(game.awayScore ?? 0);
    }
    expect(compared).toBeGreaterThan(0);
  });
});
