import { describe, expect, it } from 'vitest';
import { DAY_MS } from './demo-calendar.ts';
import { mlbSnapshot } from './mlb-season.ts';

/** Saturday 18 July 2026, 2:20 PM in New York: the day games under way. */
const NOW = new Date('2026-07-18T18:20:00Z');
const TODAY = Date.UTC(2026, 6, 18);

const statuses = (games: readonly { status: string }[]) => new Set(games.map((game) => game.status));

describe('mlbSnapshot in the season', () => {
  const snapshot = mlbSnapshot(NOW, 2025);
  // A game belongs to the slate of the New York date in its id.
  const onDay = (offset: number) => {
    const date = new Date(TODAY + offset * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
    return snapshot.games.filter((game) => game.sourceId.startsWith(`MLB-${date}-`));
  };

  it('plays a full slate on most days, every club once, fewer games on Monday and Thursday', () => {
    expect(snapshot.teams).toHaveLength(30);
    expect(snapshot.season).toBe(2026);
    expect([-1, 0, 1, 2, 3].map((day) => onDay(day).length)).toEqual([15, 15, 15, 9, 15]); // Fri-Tue
    expect(snapshot.boxScores).toHaveLength(0);
    expect(new Set(onDay(0).flatMap((g) => [g.homeTeamId, g.awayTeamId])).size).toBe(30);
  });

  it('has yesterday finished, today finished, live and upcoming, and later days upcoming', () => {
    expect(onDay(-1).every((g) => g.status === 'finished')).toBe(true);
    expect(statuses(onDay(0))).toEqual(new Set(['live', 'scheduled']));
    expect([...onDay(1), ...onDay(2)].every((g) => g.status === 'scheduled')).toBe(true);
  });

  it('starts games when real clubs do: 1:05 PM to 10:10 PM in New York', () => {
    for (const game of snapshot.games) {
      const [hours = 0, minutes = 0] = new Date(game.scheduledAt)
        .toLocaleTimeString('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit' })
        .split(':')
        .map(Number);
      expect(hours * 60 + minutes).toBeGreaterThanOrEqual(13 * 60 + 5);
      expect(hours * 60 + minutes).toBeLessThanOrEqual(22 * 60 + 10);
    }
  });

  it('shows live games by inning (1-9) and half, with a score that never passes the final', () => {
    const live = snapshot.games.filter((g) => g.status === 'live');
    expect(live.length).toBeGreaterThan(0);
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

describe('mlbSnapshot on the real calendar', () => {
  it('has no game at the All-Star break (Monday to Wednesday after the second Sunday of July)', () => {
    const breakDay = mlbSnapshot(new Date('2026-07-14T20:00:00Z'), 2025).games.filter((g) => g.sourceId.startsWith('MLB-20260714-'));
    expect(breakDay).toHaveLength(0);
  });

  it('plays a postseason of twelve clubs in October, a few games a day, and the World Series at the end of the month', () => {
    const october = mlbSnapshot(new Date('2026-09-29T16:00:00Z'), 2025);
    const wildCard = october.games.filter((g) => g.sourceId.startsWith('MLB-20260929-'));
    expect(wildCard).toHaveLength(4);
    const clubs = new Set<string>();
    for (let day = Date.UTC(2026, 8, 29); day <= Date.UTC(2026, 10, 3); day += DAY_MS) {
      for (const game of mlbSnapshot(new Date(day + 12 * 3_600_000), 2025).games) clubs.add(game.homeTeamId).add(game.awayTeamId);
    }
    expect(clubs.size).toBe(12);
    const worldSeries = mlbSnapshot(new Date('2026-10-24T12:00:00Z'), 2025).games;
    expect(worldSeries.length).toBeGreaterThan(0);
    expect(new Set(worldSeries.flatMap((game) => [game.homeTeamId, game.awayTeamId])).size).toBe(2);
  });

  it('lists a round\'s games only once both clubs have won their way in', () => {
    // The morning after the regular season: only the Wild Card Series, whose clubs the standings name.
    const games = mlbSnapshot(new Date('2026-09-28T14:00:00Z'), 2025).games;
    expect(games.every((g) => g.scheduledAt < '2026-10-02T12:00:00Z')).toBe(true);
  });

  it.each(['2026-11-28T18:00:00Z', '2027-02-20T12:00:00Z'])('plays nothing after the World Series (%s): only its last results stay on the schedule', (iso) => {
    const snapshot = mlbSnapshot(new Date(iso), 2025);
    expect(snapshot.season).toBe(2026);
    expect(snapshot.games.length).toBeGreaterThan(0);
    expect(snapshot.games.every((g) => g.status === 'finished' && g.scheduledAt >= '2026-10-20' && g.scheduledAt < '2026-11-05')).toBe(true);
    expect(new Set(snapshot.games.flatMap((g) => [g.homeTeamId, g.awayTeamId])).size).toBe(2);
  });
});
