import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combinedScore } from './combined-score.ts';
import { rankTeams } from './rank-teams.ts';
import { testTeam } from './test-team.ts';

describe('rankTeams', () => {
  it('ranks by combined score, highest first, computing the score', () => {
    const teams = [
      testTeam({ teamName: 'Weak', pointsPerGame: 12, opponentPointsPerGame: 32, rank: 99, combinedScore: 99 }),
      testTeam({ teamName: 'Strong', pointsPerGame: 34, opponentPointsPerGame: 14 }),
      testTeam({ teamName: 'Middle' }),
    ];
    const ranked = rankTeams(teams);
    expect(ranked.map((t) => [t.teamName, t.rank])).toEqual([
      ['Strong', 1],
      ['Middle', 2],
      ['Weak', 3],
    ]);
    expect(ranked[2]?.combinedScore).toBe(combinedScore(teams[0] ?? { league: 'NFL' }));
    expect(ranked[0]?.id).toBe(1);
  });

  it('breaks ties by team name, case-insensitively', () => {
    const ranked = rankTeams([testTeam({ teamName: 'zeta' }), testTeam({ teamName: 'Alpha' }), testTeam({ teamName: 'beta' })]);
    expect(ranked.map((t) => t.teamName)).toEqual(['Alpha', 'beta', 'zeta']);
    expect(ranked.map((t) => t.rank)).toEqual([1, 2, 3]);
  });

  it('does not mutate its input', () => {
    const teams = [testTeam({ teamName: 'B', rank: 7, combinedScore: 3 }), testTeam({ teamName: 'A', pointsPerGame: 40 })];
    const before = JSON.stringify(teams);
    rankTeams(teams);
    expect(JSON.stringify(teams)).toBe(before);
  });

  it('gives ranks 1..n with non-increasing scores', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ teamName: fc.string(), league: fc.constantFrom('NFL' as const, 'NCAA' as const), pointsPerGame: fc.double({ min: 0, max: 60, noNaN: true }) })), (teams) => {
        const ranked = rankTeams(teams);
        return ranked.every(
          (team, i) => team.rank === i + 1 && (i === 0 || (ranked[i - 1]?.combinedScore ?? Infinity) >= team.combinedScore),
        );
      }),
    );
  });
});
