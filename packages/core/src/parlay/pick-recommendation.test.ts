import { describe, expect, it } from 'vitest';
import { highConfidenceAlternatives, pickRecommendation } from './pick-recommendation.ts';

describe('pickRecommendation (docs/product/live-slate.md)', () => {
  const base = { betType: 'moneyline' as const, pick: 'Navy', probability: 71, agreesWithModel: true, predictedSpread: 5 };

  it('keeps a pick the model backs above 70%', () => {
    expect(pickRecommendation(base).type).toBe('keep');
    expect(pickRecommendation({ ...base, probability: 70 }).type).toBe('avoid');
  });

  it("switches a close game's moneyline on the predicted loser to its spread", () => {
    const result = pickRecommendation({ ...base, agreesWithModel: false, probability: 45, predictedSpread: 2.9, pickSpreadLine: 'Navy +2.5' });
    expect(result).toMatchObject({ type: 'switch', suggestedBet: 'Navy +2.5' });
    expect(pickRecommendation({ ...base, agreesWithModel: false, predictedSpread: 3 }).type).toBe('avoid');
    expect(pickRecommendation({ ...base, betType: 'spread', agreesWithModel: false, predictedSpread: 1 }).type).toBe('avoid');
  });
});

describe('highConfidenceAlternatives (docs/product/live-slate.md)', () => {
  const here = 'Navy @ Army';
  const rec = (game: string, confidence: number) => ({ game, confidence });

  it('keeps only confidence 62 or more, other games first, strongest first, at most 5', () => {
    const list = [rec('A @ B', 61.9), rec('C @ D', 62), rec('E @ F', 80), rec('G @ H', 70), rec('I @ J', 75), rec('K @ L', 90), rec('M @ N', 66), rec(here, 99)];
    expect(highConfidenceAlternatives(list, here).map((r) => r.confidence)).toEqual([90, 80, 75, 70, 66]);
  });

  it('pads with the same game up to 3 when other games are short', () => {
    const list = [rec('Army vs Navy', 64), rec('A @ B', 70), rec(here, 63), rec(here, 50)];
    expect(highConfidenceAlternatives(list, here)).toEqual([rec('A @ B', 70), rec('Army vs Navy', 64), rec(here, 63)]);
  });
});
