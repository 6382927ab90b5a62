import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ParlayLeg } from './betting-line.ts';
import { analyzeParlay, legStatus, parlayRecommendation, parlayRiskLevel } from './analyze-parlay.ts';

const leg = (selection: string, odds: number): ParlayLeg => ({ game: 'KC @ BUF', selection, odds, type: 'spread' });

describe('analyzeParlay (docs/product/live-slate.md)', () => {
  it('rates a leg likely at 65 or more, a toss-up at 45 or more, else unlikely', () => {
    expect(legStatus(65)).toBe('likely');
    expect(legStatus(64.99)).toBe('toss-up');
    expect(legStatus(45)).toBe('toss-up');
    expect(legStatus(44.99)).toBe('unlikely');
  });

  it('rates risk Low at 60 or more, Medium at 40, High at 20, else Extreme', () => {
    expect(parlayRiskLevel(60)).toBe('Low');
    expect(parlayRiskLevel(59.9)).toBe('Medium');
    expect(parlayRiskLevel(40)).toBe('Medium');
    expect(parlayRiskLevel(39.9)).toBe('High');
    expect(parlayRiskLevel(20)).toBe('High');
    expect(parlayRiskLevel(19.9)).toBe('Extreme');
  });

  it('recommends Strong Buy above 0.2, Moderate Buy above 0, Neutral above -0.1, else Avoid', () => {
    expect(parlayRecommendation(0.21)).toBe('Strong Buy');
    expect(parlayRecommendation(0.2)).toBe('Moderate Buy');
    expect(parlayRecommendation(0.01)).toBe('Moderate Buy');
    expect(parlayRecommendation(0)).toBe('Neutral');
    expect(parlayRecommendation(-0.09)).toBe('Neutral');
    expect(parlayRecommendation(-0.1)).toBe('Avoid');
  });

  it('multiplies leg probabilities and prices EV as probability x combined decimal odds - 1', () => {
    // 80% x 75% = 60% (Low risk, exactly on the breakpoint); +100 and +100 combine to 4.0; EV = 0.6 x 4 - 1 = 1.4.
    const analysis = analyzeParlay([leg('KC -3.5', 100), leg('Over 47.5', 100)], [80, 75]);
    expect(analysis.successProbability).toBeCloseTo(60, 9);
    expect(analysis.combinedDecimalOdds).toBe(4);
    expect(analysis.expectedValue).toBeCloseTo(1.4, 9);
    expect(analysis.riskLevel).toBe('Low');
    expect(analysis.recommendation).toBe('Strong Buy');
    expect(analysis.legs.map((l) => l.status)).toEqual(['likely', 'likely']);
    expect([analysis.totalLegs, analysis.likelyCount, analysis.tossUpCount, analysis.unlikelyCount]).toEqual([2, 2, 0, 0]);
  });

  it('counts likely, toss-up and unlikely legs and lands an exact EV breakpoint where the product page puts it', () => {
    // 70% x 50% x 40% = 14% (Extreme); -110 three times = 6.9579; EV = 0.14 x 6.9579 - 1 = -0.026 -> Neutral.
    const three = [leg('A -1', -110), leg('B -1', -110), leg('C -1', -110)];
    const analysis = analyzeParlay(three, [70, 50, 40]);
    expect(analysis.successProbability).toBeCloseTo(14, 9);
    expect(analysis.expectedValue).toBeCloseTo(-0.02590, 4);
    expect(analysis.riskLevel).toBe('Extreme');
    expect(analysis.recommendation).toBe('Neutral');
    expect([analysis.likelyCount, analysis.tossUpCount, analysis.unlikelyCount]).toEqual([1, 1, 1]);
    // 50% x 50% x 40% = 10%: EV = 0.1 x 6.9579 - 1 = -0.304 -> Avoid.
    expect(analyzeParlay(three, [50, 50, 40]).recommendation).toBe('Avoid');
    // 60% x 50% = 30% at +100 and +100 (4.0): EV = 0.2 exactly, which is not "above 0.2".
    expect(analyzeParlay([leg('A -1', 100), leg('B -1', 100)], [60, 50]).recommendation).toBe('Moderate Buy');
  });

  it('refuses fewer than 2 or more than 17 legs, mismatched lists and probabilities outside 0-100', () => {
    expect(() => analyzeParlay([leg('A', 100)], [50])).toThrow(RangeError);
    const many = Array.from({ length: 18 }, (_, i) => leg(`T${i} -1`, 100));
    expect(() => analyzeParlay(many, many.map(() => 50))).toThrow(/2 to 17 legs/);
    expect(() => analyzeParlay([leg('A', 100), leg('B', 100)], [50])).toThrow(/Expected 2/);
    expect(() => analyzeParlay([leg('A', 100), leg('B', 100)], [50, 101])).toThrow(/percentage/);
    expect(() => analyzeParlay([leg('A', 100), leg('B', 100)], [Number.NaN, 50])).toThrow(/percentage/);
  });

  it('keeps counts adding up and success within 0-100', () => {
    const odds = fc.oneof(fc.integer({ min: 100, max: 1000 }), fc.integer({ min: -1000, max: -100 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(odds, fc.integer({ min: 0, max: 100 })), { minLength: 2, maxLength: 17 }), (pairs) => {
        const analysis = analyzeParlay(
          pairs.map(([o], i) => leg(`T${i} -1`, o)),
          pairs.map(([, p]) => p),
        );
        expect(analysis.likelyCount + analysis.tossUpCount + analysis.unlikelyCount).toBe(pairs.length);
        expect(analysis.successProbability).toBeGreaterThanOrEqual(0);
        expect(analysis.successProbability).toBeLessThanOrEqual(100);
        expect(analysis.expectedValue).toBeCloseTo((analysis.successProbability / 100) * analysis.combinedDecimalOdds - 1, 9);
      }),
    );
  });
});
