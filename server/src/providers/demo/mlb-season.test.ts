import { describe, expect, it } from 'vitest';
import { DAY_MS } from './demo-calendar.ts';
import { mlbSnapshot } from './mlb-season.ts';

const NOW = new Date('2025-07-14T18:20:00Z');
const TODAY = Date.UTC(2025, 6, 14);

describe('mlbSnapshot', () => {
  const snapshot = mlbSnapshot(NOW, 2025);
  // A game belongs to the slate of the date in its id (night games start after midnight UTC).
  const onDay = (offset: number) => {
    const date = new Date(TODAY + offset * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
    return snapshot.games.filter((game) => game.sourceId.startsWith(`MLB-${date}-`));
  };

  it('plays a full 15-game slate every day, every club once a day', () => {
    expect(snapshot.teams).toHaveLength(30);
    expect(snapshot.games).toHaveLength(5 * 15);
    expect([-1, 0, 1, 2, 3].map((day) => onDay(day).length)).toEqual([15, 15, 15, 15, 15]);
    expect(snapshot.boxScores).toHaveLength(0);
    const clubsToday = onDay(0).flatMap((g) => [g.homeTeamId, g.awayTeamId]);
    expect(new Set(clubsToday).size).toBe(30);
  });

  it('has yesterday finished, today finished, live and upcoming, and later days upcoming', () => {
    expect(onDay(-1).every((g) => g.status === 'finished')).toBe(true);
    const today = onDay(0).map((g) => g.status);
    expect(today).toContain('finished');
    expect(today).toContain('live');
    expect(today).toContain('scheduled');
    expect([...onDay(1), ...onDay(2)].every((g) => g.status === 'scheduled')).toBe(true);
  });

  it('shows live games by inning (1-9) and half, with a score that never passes the final', () => {
    const live = snapshot.games.filter((g) => g.status === 'live');
    const final = mlbSnapshot(new Date(NOW.getTime() + DAY_MS), 2025);
    for (const game of live) {
      expect(game.period).toBeGreaterThanOrEqual(1);
      expect(game.period).toBeLessThanOrEqual(9);
      expect(['Top', 'Bot']).toContain(game.clock);
      const ended = final.games.find((g) => g.sourceId === game.sourceId);
      expect(ended?.status).toBe('finished');
      expect(game.homeScore ?? 0).toBeLessThanOrEqual(ended?.homeScore ?? 0);
      expect(game.awayScore ?? 0).toBeLessThanOrEqual(ended?.awayScore ?? 0);
      expect(ended?.homeScore).not.toBe(ended?.awayScore);
    }
  });

  it('prices today\'s and tomorrow\'s games at four books with a 1.5-run line', () => {
    for (const game of [...onDay(0), ...onDay(1)].filter((g) => g.status !== 'finished')) {
      const lines = snapshot.lines.filter((l) => l.gameId === game.sourceId);
      expect(new Set(lines.map((l) => l.bookmaker)).size).toBe(4);
      expect(lines.filter((l) => l.market === 'spread').every((l) => Math.abs(l.lineValue ?? 0) === 1.5)).toBe(true);
    }
    expect(onDay(3).every((g) => !snapshot.lines.some((l) => l.gameId === g.sourceId))).toBe(true);
  });
});
