import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { consensusProbabilities, FAIR_METHODS, fairProbabilities, median, shinInsiderShare } from './fair-probability.ts';

/**
 * Published worked examples:
 * - penaltyblog (martineastwood/penaltyblog, test/test_implied.py @ 000e5a3c): decimal odds 2.7 / 2.3 / 4.4 give
 *   multiplicative 0.358738 / 0.4211273 / 0.2201347, additive 0.3595618 / 0.423974 / 0.2164642, power
 *   0.3591708 / 0.4237291 / 0.2171001 (checked there to 4 decimals); its documentation notebook
 *   (docs/implied/implied.ipynb @ 343f28ae) gives Shin 0.35934391959 / 0.42324384818 / 0.21741223222, z 0.0162,
 *   for the same prices as +170 / +130 / +340.
 * - shin (mberk/shin README, pypi.org/project/shin 0.2.1): 2.6 / 2.4 / 4.3 give 0.37299406033208965 /
 *   0.4047794109200184 / 0.2222265287474275 with z = 0.01694251276407055.
 */
const PENALTYBLOG_ODDS = [2.7, 2.3, 4.4];

function expectClose(actual: readonly number[], expected: readonly number[], digits: number) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, index) => expect(value).toBeCloseTo(expected[index] ?? Number.NaN, digits));
}

describe('fair probabilities against published worked examples', () => {
  it('multiplicative (penaltyblog)', () => {
    expectClose(fairProbabilities(PENALTYBLOG_ODDS, 'multiplicative'), [0.35873803615739097, 0.4211272598369373, 0.22013470400567173], 12);
  });

  it('additive (penaltyblog)', () => {
    expectClose(fairProbabilities(PENALTYBLOG_ODDS, 'additive'), [0.3595618, 0.423974, 0.2164642], 6);
  });

  it('power (penaltyblog, 4 decimals as its test checks)', () => {
    expectClose(fairProbabilities(PENALTYBLOG_ODDS, 'power'), [0.3591708, 0.4237291, 0.2171001], 4);
  });

  it('Shin (penaltyblog notebook and the shin package)', () => {
    expectClose(fairProbabilities(PENALTYBLOG_ODDS, 'shin'), [0.35934391959159157, 0.42324384818283234, 0.21741223222458853], 9);
    expectClose(fairProbabilities([2.6, 2.4, 4.3], 'shin'), [0.37299406033208965, 0.4047794109200184, 0.2222265287474275], 9);
    expect(shinInsiderShare([2.6, 2.4, 4.3])).toBeCloseTo(0.01694251276407055, 9);
  });

  it('a two-way -110 / -110 market is 50 / 50 by every method', () => {
    for (const method of FAIR_METHODS) expectClose(fairProbabilities([100 / 110 + 1, 100 / 110 + 1], method), [0.5, 0.5], 12);
  });

  it('additive never gives a longshot a negative probability', () => {
    const [, , longshot = -1] = fairProbabilities([1.01, 1.02, 100], 'additive');
    expect(longshot).toBe(0);
  });

  it('refuses a one-outcome market and prices at or below 1', () => {
    expect(() => fairProbabilities([2], 'power')).toThrow(RangeError);
    expect(() => fairProbabilities([1, 2], 'shin')).toThrow(RangeError);
  });
});

const decimal = fc.double({ min: 1.01, max: 30, noNaN: true });
const market = fc.array(decimal, { minLength: 2, maxLength: 6 });

describe('fair probability properties', () => {
  it('every method sums to 1 and keeps the order of the prices', () => {
    fc.assert(
      fc.property(market, fc.constantFrom(...FAIR_METHODS), (odds, method) => {
        const fair = fairProbabilities(odds, method);
        expect(fair.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
        for (const p of fair) expect(p).toBeGreaterThanOrEqual(0);
        for (let i = 0; i < odds.length; i++) {
          for (let j = 0; j < odds.length; j++) {
            // A shorter price (smaller decimal) never gets the smaller probability.
            if ((odds[i] ?? 0) < (odds[j] ?? 0)) expect(fair[i] ?? 0).toBeGreaterThanOrEqual((fair[j] ?? 0) - 1e-12);
          }
        }
      }),
    );
  });
});

describe('consensus', () => {
  it('takes the median of each outcome across books', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expectClose(consensusProbabilities([[0.5, 0.5], [0.6, 0.4], [0.9, 0.1]]), [0.6, 0.4], 12);
  });
});
