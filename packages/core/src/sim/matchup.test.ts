import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, type Rng } from '../random.ts';
import type { League } from '../rankings/team-stats.ts';
import { simulateMatchup } from './matchup.ts';

const team = (pointsPerGame: number, opponentPointsPerGame: number) => ({ pointsPerGame, opponentPointsPerGame });
const stats = fc.record({
  pointsPerGame: fc.double({ min: 5, max: 50, noNaN: true }),
  opponentPointsPerGame: fc.double({ min: 5, max: 50, noNaN: true }),
});
const league = fc.constantFrom<League>('NFL', 'NCAA');

describe('simulateMatchup (docs/product/matchup-predictor.md)', () => {
  it('plays 100 games by default', () => {
    const result = simulateMatchup(team(24, 21), team(21, 24), { league: 'NFL', rng: createRng(1) });
    expect(result.totalGames).toBe(100);
    expect(result.margins).toHaveLength(100);
  });

  it('counts every game once: wins + losses + ties = games', () => {
    fc.assert(
      fc.property(stats, stats, league, fc.integer(), fc.integer({ min: 1, max: 150 }), (a, b, lg, seed, games) => {
        const r = simulateMatchup(a, b, { games, league: lg, rng: createRng(seed) });
        return r.team1Wins + r.team2Wins + r.ties === games && r.totalGames === games && r.margins.length === games;
      }),
      { numRuns: 50 },
    );
  });

  it('reports progress 10 times for 100 games: 10, 20, ..., 100 of 100', () => {
    const calls: [number, number][] = [];
    simulateMatchup(team(24, 21), team(21, 24), {
      league: 'NCAA',
      rng: createRng(2),
      onBatch: (completed, total) => calls.push([completed, total]),
    });
    expect(calls).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((done) => [done, 100]));
  });

  it('gives identical results for the same seed', () => {
    fc.assert(
      fc.property(stats, stats, league, fc.integer(), (a, b, lg, seed) => {
        const first = simulateMatchup(a, b, { league: lg, rng: createRng(seed) });
        expect(simulateMatchup(a, b, { league: lg, rng: createRng(seed) })).toEqual(first);
      }),
      { numRuns: 20 },
    );
  });

  it('derives its figures from the per-game margins', () => {
    fc.assert(
      fc.property(stats, stats, fc.integer(), (a, b, seed) => {
        const r = simulateMatchup(a, b, { games: 60, league: 'NFL', rng: createRng(seed) });
        const decided = r.margins.filter((m) => m !== 0);
        expect(r.team1Wins).toBe(r.margins.filter((m) => m > 0).length);
        expect(r.team2Wins).toBe(r.margins.filter((m) => m < 0).length);
        expect(r.largestMargin).toBe(Math.max(0, ...r.margins.map(Math.abs)));
        const meanAbs = decided.length === 0 ? 0 : decided.reduce((s, m) => s + Math.abs(m), 0) / decided.length;
        expect(r.averageWinningMargin).toBeCloseTo(meanAbs, 9);
        expect(r.averagePointDifferential).toBeCloseTo(r.margins.reduce((s, m) => s + m, 0) / 60, 9);
        expect(r.averagePointDifferential).toBeCloseTo(r.team1AverageScore - r.team2AverageScore, 9);
        expect(r.winner).toBe(r.team1Wins > r.team2Wins ? 1 : r.team2Wins > r.team1Wins ? 2 : 'split');
      }),
      { numRuns: 30 },
    );
  });

  it('says split when both teams win as often', () => {
    // A draw of 0.99 every time: no safety, no score, every game a 0-0 tie.
    const flat: Rng = { ...createRng(1), next: () => 0.99 };
    const r = simulateMatchup(team(24, 21), team(21, 24), { games: 20, league: 'NFL', rng: flat });
    expect(r).toMatchObject({
      team1Wins: 0,
      team2Wins: 0,
      ties: 20,
      winner: 'split',
      averageWinningMargin: 0,
      largestMargin: 0,
    });
  });

  it('lets the stronger team (higher PPG, lower opponent PPG) win more of 1,000 games', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 15, max: 35, noNaN: true }),
        fc.double({ min: 15, max: 35, noNaN: true }),
        fc.double({ min: 4, max: 12, noNaN: true }),
        fc.double({ min: 4, max: 12, noNaN: true }),
        league,
        fc.integer(),
        (ppg, oppPpg, moreOffence, lessDefence, lg, seed) => {
          const strong = team(ppg + moreOffence, oppPpg - lessDefence);
          const weak = team(ppg, oppPpg);
          const r = simulateMatchup(strong, weak, { games: 1000, league: lg, rng: createRng(seed) });
          return r.team1Wins > r.team2Wins && r.winner === 1 && r.team1AverageScore > r.team2AverageScore;
        },
      ),
      { numRuns: 10 },
    );
  });

  it('refuses a bad game count', () => {
    expect(() => simulateMatchup(team(20, 20), team(20, 20), { games: 0, league: 'NFL', rng: createRng(1) })).toThrow(
      RangeError,
    );
  });
});
