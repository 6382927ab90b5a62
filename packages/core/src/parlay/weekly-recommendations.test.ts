import { describe, expect, it } from 'vitest';
import { predictOverUnder } from '../predict/over-under-prediction.ts';
import { testTeam } from '../rankings/test-team.ts';
import { weeklyRecommendations } from './weekly-recommendations.ts';

const strong = testTeam({ teamName: 'Kansas City Chiefs', pointsPerGame: 29, opponentPointsPerGame: 17, pointsPerPlayMargin: 1.5 });
const weak = testTeam({ teamName: 'Carolina Panthers', pointsPerGame: 16, opponentPointsPerGame: 27, pointsPerPlayMargin: -1.2 });
const game = {
  game: 'Carolina Panthers @ Kansas City Chiefs',
  away: weak,
  home: strong,
  lines: [
    { type: 'moneyline' as const, description: 'Kansas City Chiefs ML', odds: -300 },
    { type: 'spread' as const, description: 'Carolina Panthers +7.5', odds: -110 },
    { type: 'spread' as const, description: 'Kansas City Chiefs -7.5', odds: -110 },
    { type: 'total' as const, description: 'Over 44.5', odds: -110 },
    { type: 'total' as const, description: 'Under 44.5', odds: -110 },
  ],
};

describe('weeklyRecommendations', () => {
  it("picks the predicted winner's spread and the model's side of the total, strongest first", () => {
    const recs = weeklyRecommendations([game]);
    const total = predictOverUnder(weak, strong, 44.5).recommendation === 'OVER' ? 'Over 44.5' : 'Under 44.5';
    expect(recs.map((r) => r.selection).sort()).toEqual(['Kansas City Chiefs -7.5', total]);
    expect(recs[0]?.confidence).toBeGreaterThanOrEqual(recs[1]?.confidence ?? 0);
    expect(recs[0]?.reasoning.length).toBeGreaterThan(0);
    expect(weeklyRecommendations([game])).toEqual(recs);
  });

  it('skips games without stored teams or lines', () => {
    expect(weeklyRecommendations([{ ...game, away: null }])).toEqual([]);
    expect(weeklyRecommendations([{ ...game, lines: [] }])).toEqual([]);
  });
});
