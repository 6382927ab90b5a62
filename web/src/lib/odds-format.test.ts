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

  it("shows a long shot as core's '<0.1%', never 0.0%", () => {
    expect(formatProbability(1 / 2374)).toBe('<0.1%');
  });
});
