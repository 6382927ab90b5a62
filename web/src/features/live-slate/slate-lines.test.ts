import { describe, expect, it } from 'vitest';
import { bestPriceIds, fairProbabilities, footballEventIds, mergeSlateLines, slateLineOfAlternate } from './slate-lines';
import { testSlateLines } from './slate-test-data';

const alternate = {
  eventId: '1',
  selection: 'Home Team 1',
  marketType: 'spread' as const,
  lineValue: -3.5,
  americanOdds: -110,
  awayTeam: 'Away Team 1',
  homeTeam: 'Home Team 1',
  league: 'NFL' as const,
  bookmaker: 'BookA',
};

describe('slate lines', () => {
  it('describes alternates as the server does and drops copies of a bookmaker price when merging', () => {
    expect(slateLineOfAlternate(alternate, 't').description).toBe('Home Team 1 -3.5');
    expect(slateLineOfAlternate({ ...alternate, lineValue: 0 }, 't').description).toBe('Home Team 1 PK');
    expect(slateLineOfAlternate({ ...alternate, marketType: 'total', selection: 'Over', lineValue: 47.5 }, 't').description).toBe('Over 47.5');
    const main = testSlateLines(1);
    expect(mergeSlateLines(main, [alternate])).toHaveLength(main.length);
    const merged = mergeSlateLines(main, [{ ...alternate, lineValue: -6.5, americanOdds: 150 }]);
    expect(merged.at(-1)).toMatchObject({ description: 'Home Team 1 -6.5', isAlternate: true, gameTime: main[0]?.gameTime });
  });

  it('lists each football event once', () => {
    expect(footballEventIds(testSlateLines(3))).toEqual(['1', '2', '3']);
  });

  it("gives each line its book's no-vig fair probability, from both sides of the market", () => {
    const fair = fairProbabilities(testSlateLines(1));
    expect(fair.get('1-a-sp-away')).toBeCloseTo(0.5, 10);
    // +150 → 0.4, −170 → 0.62963; normalised over 1.02963.
    expect(fair.get('1-a-ml-away')).toBeCloseTo(0.4 / (0.4 + 170 / 270), 10);
    expect((fair.get('1-b-ml-away') ?? 0) + (fair.get('1-b-ml-home') ?? 0)).toBeCloseTo(1, 10);
  });

  it('marks the best price of a selection two bookmakers price, and only there', () => {
    const best = bestPriceIds(testSlateLines(1));
    expect([...best].sort()).toEqual(['1-a-ml-home', '1-b-ml-away']);
  });
});
