import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../random.ts';
import type { League } from '../rankings/team-stats.ts';
import type { SimTeamBoxScore } from './game-result.ts';
import { clampMomentum, createGameSimulationResult, playGame, simulateGame } from './game.ts';

const team = (pointsPerGame: number, opponentPointsPerGame: number) => ({ pointsPerGame, opponentPointsPerGame });
const stats = fc.record({
  pointsPerGame: fc.double({ min: 0, max: 60, noNaN: true }),
  opponentPointsPerGame: fc.double({ min: 0, max: 60, noNaN: true }),
});
const league = fc.constantFrom<League>('NFL', 'NCAA');

function madeOfScores(box: SimTeamBoxScore): boolean {
  const sumOfQuarters = box.quarterScores.reduce((a, b) => a + b, 0);
  return (
    box.score >= 0 &&
    box.score === 7 * box.touchdowns + 3 * box.fieldGoals + 2 * box.safeties &&
    sumOfQuarters + box.overtimeScore === box.score &&
    box.overtimeScore >= 0 &&
    box.quarterScores.every((points) => points >= 0)
  );
}

/** Plays `games` games with fixed expected points and sums what the test needs. */
function playMany(expected1: number, expected2: number, games: number, seed: number, lg: League = 'NFL') {
  const rng = createRng(seed);
  const game = createGameSimulationResult();
  const totals = { team1: 0, team2: 0, ties: 0, overtimes: 0, drives: 0, safeties: 0, quarters: [0, 0, 0, 0] };
  for (let i = 0; i < games; i++) {
    playGame(expected1, expected2, rng, game, lg);
    if (game.overtimePeriods > 0) totals.overtimes++;
    totals.team1 += game.team1.score;
    totals.team2 += game.team2.score;
    if (game.team1.score === game.team2.score) totals.ties++;
    totals.drives += game.team1.drives + game.team2.drives;
    totals.safeties += game.team1.safeties + game.team2.safeties;
    game.team1.quarterScores.forEach((points, q) => (totals.quarters[q] = (totals.quarters[q] ?? 0) + points));
  }
  return totals;
}

describe('simulateGame', () => {
  it('gives identical games for the same seed', () => {
    fc.assert(
      fc.property(stats, stats, league, fc.integer(), (a, b, lg, seed) => {
        const first = simulateGame(a, b, { league: lg, rng: createRng(seed) });
        const second = simulateGame(a, b, { league: lg, rng: createRng(seed) });
        expect(second).toEqual(first);
      }),
      { numRuns: 50 },
    );
  });

  it('makes non-negative scores out of 7s, 3s and 2s, quarter by quarter', () => {
    fc.assert(
      fc.property(stats, stats, league, fc.integer(), (a, b, lg, seed) => {
        const game = simulateGame(a, b, { league: lg, rng: createRng(seed) });
        return madeOfScores(game.team1) && madeOfScores(game.team2);
      }),
    );
  });

  it('averages the expected points (PPG × opponent PPG / league average)', () => {
    // NFL 30 PPG against a defence allowing 18: 30 × 18 / 22.5 = 24; the other way 20 × 25 / 22.5 ≈ 22.2.
    const a = team(30, 25);
    const b = team(20, 18);
    const rng = createRng(11);
    let sum1 = 0;
    let sum2 = 0;
    const games = 3000;
    for (let i = 0; i < games; i++) {
      const game = simulateGame(a, b, { league: 'NFL', rng });
      sum1 += game.team1.score;
      sum2 += game.team2.score;
    }
    expect(sum1 / games).toBeGreaterThan(24 * 0.95);
    expect(sum1 / games).toBeLessThan(24 * 1.05);
    expect(sum2 / games).toBeGreaterThan(22.22 * 0.95);
    expect(sum2 / games).toBeLessThan(22.22 * 1.05);
  });

  it('scores 0.3 of the points in quarters 2 and 4 and 0.2 in quarters 1 and 3', () => {
    const totals = playMany(24, 24, 3000, 5);
    const shares = totals.quarters.map((points) => points / totals.team1);
    [0.2, 0.3, 0.2, 0.3].forEach((weight, q) => {
      expect(shares[q]).toBeGreaterThan(weight - 0.02);
      expect(shares[q]).toBeLessThan(weight + 0.02);
    });
  });

  it('gives the defence a 2-point safety on about 0.5% of drives', () => {
    const totals = playMany(22.5, 22.5, 4000, 9);
    const rate = totals.safeties / totals.drives;
    expect(rate).toBeGreaterThan(0.004);
    expect(rate).toBeLessThan(0.006);
  });

  it('lets a team with no offence score only safeties', () => {
    const rng = createRng(4);
    for (let i = 0; i < 200; i++) {
      const game = simulateGame(team(0, 20), team(25, 20), { league: 'NFL', rng });
      expect(game.team1.touchdowns + game.team1.fieldGoals).toBe(0);
      expect(game.team1.score).toBe(2 * game.team1.safeties);
    }
  });

  it('never ends an NCAA game level: overtime periods until a winner', () => {
    fc.assert(
      fc.property(stats, stats, fc.integer(), (a, b, seed) => {
        const game = simulateGame(a, b, { league: 'NCAA', rng: createRng(seed) });
        return game.team1.score !== game.team2.score;
      }),
      { numRuns: 500 },
    );
    // Even two teams that cannot score end with a winner.
    const scoreless = simulateGame(team(0, 20), team(0, 20), { league: 'NCAA', rng: createRng(3) });
    expect(scoreless.team1.score).not.toBe(scoreless.team2.score);
    expect(scoreless.overtimePeriods).toBe(9);
  });

  it('plays one NFL overtime period: a tie stays possible but rare (real rate well under 1%)', () => {
    const totals = playMany(22.5, 22.5, 5000, 3);
    expect(totals.overtimes / 5000).toBeGreaterThan(0.02);
    expect(totals.ties).toBeGreaterThan(0);
    expect(totals.ties / 5000).toBeLessThan(0.01);
    fc.assert(
      fc.property(stats, stats, fc.integer(), (a, b, seed) => {
        const game = simulateGame(a, b, { league: 'NFL', rng: createRng(seed) });
        const regulation = (box: SimTeamBoxScore) => box.quarterScores.reduce((x, y) => x + y, 0);
        const level = regulation(game.team1) === regulation(game.team2);
        return game.overtimePeriods === (level ? 1 : 0) && (level || game.team1.overtimeScore + game.team2.overtimeScore === 0);
      }),
    );
  });

  it('plays 15-minute quarters in drives of 1.5-4 minutes: 15 to 40 drives a game', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const game = simulateGame(team(24, 24), team(24, 24), { league: 'NFL', rng: createRng(seed) });
        const drives = game.team1.drives + game.team2.drives;
        return drives >= 4 * Math.ceil(15 / 4) && drives <= 4 * 10;
      }),
    );
  });

  it('clamps momentum to -100..100', () => {
    expect(clampMomentum(150)).toBe(100);
    expect(clampMomentum(-101)).toBe(-100);
    expect(clampMomentum(42)).toBe(42);
  });

  it('refuses bad stats', () => {
    expect(() => simulateGame(team(Number.NaN, 20), team(20, 20), { league: 'NFL', rng: createRng(1) })).toThrow(
      RangeError,
    );
  });
});
