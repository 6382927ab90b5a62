import { describe, expect, it } from 'vitest';
import { predictOverUnder } from '../predict/over-under-prediction.ts';
import { testTeam } from '../rankings/test-team.ts';
import { legProbability } from './leg-probability.ts';
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
  it("picks the likelier spread and the model's side of the total, strongest first", () => {
    const recs = weeklyRecommendations([game]);
    const total = predictOverUnder(weak, strong, 44.5).recommendation === 'OVER' ? 'Over 44.5' : 'Under 44.5';
    const spreads = ['Kansas City Chiefs -7.5', 'Carolina Panthers +7.5'].map((selection) => ({
      selection,
      p: legProbability({ game: game.game, selection, odds: -110, type: 'spread' }, game, 0.5).probability,
    }));
    const side = spreads[0] && spreads[1] && spreads[0].p >= spreads[1].p ? spreads[0].selection : 'Carolina Panthers +7.5';
    expect(recs.map((r) => r.selection).sort()).toEqual([side, total].sort());
    expect(recs[0]?.confidence).toBeGreaterThanOrEqual(recs[1]?.confidence ?? 0);
    expect(recs[0]?.reasoning.length).toBeGreaterThan(0);
    expect(weeklyRecommendations([game])).toEqual(recs);
  });

  it('skips games without stored teams or lines', () => {
    expect(weeklyRecommendations([{ ...game, away: null }])).toEqual([]);
    expect(weeklyRecommendations([{ ...game, lines: [] }])).toEqual([]);
  });

  it("falls back to the predicted winner's moneyline without spreads", () => {
    const recs = weeklyRecommendations([{ ...game, lines: game.lines.filter((line) => line.type === 'moneyline') }]);
    expect(recs.map((r) => r.selection)).toEqual(['Kansas City Chiefs ML']);
  });
});
