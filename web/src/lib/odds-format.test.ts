import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmericanOdds, formatProbability, formatSignedPoints } from './odds-format';

describe('odds formatting', () => {
  it('signs American odds', () => {
    expect(formatAmericanOdds(110)).toBe('+110');
    expect(formatAmericanOdds(-130)).toBe('-130');
  });

  it('signs spreads', () => {
    expect(formatSignedPoints(-1.5)).toBe('-1.5');
    expect(formatSignedPoints(3)).toBe('+3');
    expect(formatSignedPoints(0)).toBe('0');
  });

  it('shows probabilities as percentages', () => {
    expect(formatProbability(0.5423)).toBe('54.2%');
  });

  it("never writes a possible chance as 0.0% or a chance short of certain as 100.0%", () => {
    expect(formatProbability(1 / 2374)).toBe('<0.1%');
    expect(formatProbability(1 - 1 / 2374)).toBe('>99.9%');
    expect(formatProbability(0)).toBe('0.0%');
    expect(formatProbability(1)).toBe('100.0%');
    expect(formatProbability(0.001)).toBe('0.1%');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true, minExcluded: true, maxExcluded: true }), (chance) => {
        const text = formatProbability(chance);
        expect(text).not.toBe('0.0%');
        expect(text).not.toBe('100.0%');
      }),
    );
  });
});
