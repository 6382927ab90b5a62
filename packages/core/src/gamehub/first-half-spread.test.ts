import { describe, expect, it } from 'vitest';
import { firstHalfSpreadAnalysis } from './first-half-spread.ts';

describe('firstHalfSpreadAnalysis (docs/product/game-hub.md cover rule on half the game spread)', () => {
  it('makes a favoured winner win the half by more than half its line', () => {
    // Home gives 7 for the game, so 3.5 for the half.
    expect(firstHalfSpreadAnalysis(-7, true, 4)).toEqual({ winnerLine: -3.5, pointsToCover: 3.5, verdict: 'Will Cover' });
    expect(firstHalfSpreadAnalysis(-7, true, 3.5)).toMatchObject({ verdict: 'May Not Cover' });
  });

  it('lets an underdog winner cover with any predicted win', () => {
    expect(firstHalfSpreadAnalysis(-7, false, 0.5)).toEqual({ winnerLine: 3.5, pointsToCover: 0, verdict: 'Will Cover' });
    expect(firstHalfSpreadAnalysis(-7, false, 0)).toMatchObject({ verdict: 'May Not Cover' });
  });

  it('reads the away favourite from a positive home line', () => {
    expect(firstHalfSpreadAnalysis(10, false, 6)).toMatchObject({ winnerLine: -5, pointsToCover: 5, verdict: 'Will Cover' });
  });

  it('gives no analysis without a posted spread', () => {
    expect(firstHalfSpreadAnalysis(null, true, 5)).toBeNull();
    expect(firstHalfSpreadAnalysis(0, true, 1)).toMatchObject({ winnerLine: 0, pointsToCover: 0, verdict: 'Will Cover' });
  });
});
