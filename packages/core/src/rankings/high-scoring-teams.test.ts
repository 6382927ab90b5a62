import { describe, expect, it } from 'vitest';
import { HIGH_SCORING_PPG, highScoringTeamCount } from './high-scoring-teams.ts';

describe('highScoringTeamCount (docs/product/dashboard.md card 2)', () => {
  it('counts teams with 25 or more points per game', () => {
    expect(HIGH_SCORING_PPG).toBe(25);
    expect(highScoringTeamCount([{ pointsPerGame: 25 }, { pointsPerGame: 24.9 }, { pointsPerGame: 31 }, { pointsPerGame: null }])).toBe(2);
  });
});
