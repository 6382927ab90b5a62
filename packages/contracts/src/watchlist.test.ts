import { describe, expect, it } from 'vitest';
import { matchupPrediction, storedParlay } from './testing/watchlist-fixtures.ts';
import { storedParlaySchema, watchlistPredictionSchema } from './watchlist.ts';

describe("a watchlist prediction's neutral site and league (ADR 034)", () => {
  it('reads an entry saved before the flag as a home game, without a league', () => {
    const { neutral: _left, ...older } = matchupPrediction();
    const read = watchlistPredictionSchema.parse(older);
    expect(read.neutral).toBe(false);
    expect(read.league).toBeUndefined();
  });

  it('keeps a neutral entry and its league', () => {
    expect(watchlistPredictionSchema.parse({ ...matchupPrediction(), neutral: true, league: 'NCAA' })).toMatchObject({ neutral: true, league: 'NCAA' });
  });

  it.each([
    [{ neutral: 'true' }, 'neutral', 'Neutral must be true or false'],
    [{ neutral: 1 }, 'neutral', 'Neutral must be true or false'],
    [{ neutral: null }, 'neutral', 'Neutral must be true or false'],
    [{ league: 'MLB' }, 'league', 'League must be NFL or NCAA'],
    [{ league: 'nfl' }, 'league', 'League must be NFL or NCAA'],
  ])('refuses %o, naming the field', (change, path, message) => {
    const result = watchlistPredictionSchema.safeParse({ ...matchupPrediction(), ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[path, message]]);
  });
});

describe('watchlist numbers are bounded like every other field (attacker review)', () => {
  it.each([
    [1e308, 'predictedMargin', 'Predicted margin must be between -200 and 200'],
    [-201, 'predictedMargin', 'Predicted margin must be between -200 and 200'],
  ])('refuses a predicted margin of %d, naming the field', (predictedMargin, path, message) => {
    const result = watchlistPredictionSchema.safeParse({ ...matchupPrediction(), predictedMargin });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[path, message]]);
  });

  it.each([
    [{ requiredStake: 1e308 }, 'requiredStake', 'Required stake must be between 0 and 1000000'],
    [{ requiredStake: -1 }, 'requiredStake', 'Required stake must be between 0 and 1000000'],
    [{ actualProfit: 1.2345678901234568e29 }, 'actualProfit', 'Actual profit must be between -1000000000000 and 1000000000000'],
    [{ profitDifference: -1e300 }, 'profitDifference', 'Profit difference must be between -1000000000000 and 1000000000000'],
  ])('refuses a stored parlay with %o, naming the field', (change, path, message) => {
    const result = storedParlaySchema.safeParse({ ...storedParlay, ...change });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[path, message]]);
  });

  it('keeps the figures a real generated parlay has', () => {
    expect(storedParlaySchema.safeParse({ ...storedParlay, requiredStake: 1_000_000, actualProfit: 25_000_000, profitDifference: -12.5 }).success).toBe(true);
  });
});
