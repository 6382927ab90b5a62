import { describe, expect, it } from 'vitest';
import { footballSnapshot } from './football-season.ts';
import { MAX_PLAYS, MIN_PLAYS } from './football-box-score.ts';

/** The demo season reports every box-score field. */
function reported(value: number | null): number {
  if (value === null) throw new Error('the demo left a box-score field unreported');
  return value;
}

describe.each(['NFL', 'NCAA'] as const)('%s box scores', (league) => {
  const snapshot = footballSnapshot(league, new Date('2025-11-20T15:37:00Z'), 2025);
  const finished = snapshot.games.filter((game) => game.status === 'finished');

  it('exist for both teams of every finished game and no other', () => {
    expect(snapshot.boxScores).toHaveLength(2 * finished.length);
    const ids = new Set(finished.map((game) => game.sourceId));
    expect(snapshot.boxScores.every((box) => ids.has(box.gameId))).toBe(true);
  });

  it('agree with the final score and with football', () => {
    for (const game of finished) {
      const home = snapshot.boxScores.find((box) => box.gameId === game.sourceId && box.teamId === game.homeTeamId);
      const away = snapshot.boxScores.find((box) => box.gameId === game.sourceId && box.teamId === game.awayTeamId);
      expect(home?.points).toBe(game.homeScore);
      expect(away?.points).toBe(game.awayScore);
      expect(game.homeScore).not.toBe(game.awayScore);
      expect((home?.possessionSeconds ?? 0) + (away?.possessionSeconds ?? 0)).toBe(3600);
      for (const box of [home, away]) {
        if (box === undefined) throw new Error('missing box score');
        expect(box.firstHalfPoints).toBeLessThanOrEqual(box.points);
        expect(3 * box.fieldGoalsMade).toBeLessThanOrEqual(box.points);
        // Red-zone scores are touchdowns (7 points each) and never exceed the trips.
        expect(7 * reported(box.redZoneScores) + 3 * box.fieldGoalsMade).toBeLessThanOrEqual(box.points);
        expect(reported(box.redZoneScores)).toBeLessThanOrEqual(reported(box.redZoneTrips));
        expect(reported(box.thirdDownConversions)).toBeLessThanOrEqual(reported(box.thirdDownAttempts));
        expect(box.plays).toBeGreaterThanOrEqual(MIN_PLAYS);
        expect(box.plays).toBeLessThanOrEqual(MAX_PLAYS);
        expect(box.yards / box.plays).toBeGreaterThan(2.5);
        expect(box.successRate).toBeGreaterThan(0);
        expect(box.successRate).toBeLessThan(1);
      }
    }
  });
});
