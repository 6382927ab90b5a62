import { describe, expect, it } from 'vitest';
import { matchupPrediction } from './testing/watchlist-fixtures.ts';
import { watchlistPredictionSchema } from './watchlist.ts';

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
