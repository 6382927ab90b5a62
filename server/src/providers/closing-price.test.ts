import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closingOddsOf, priceTimeBeforeKickoff } from './closing-price.ts';

const KICKOFF = Date.parse('2025-11-23T18:00:00.000Z');

describe('the closing-price rule', () => {
  it('makes a price fetched before kick-off the close, and one fetched at or after it none', () => {
    expect(closingOddsOf(-110, KICKOFF - 1, KICKOFF)).toBe(-110);
    expect(closingOddsOf(-110, KICKOFF, KICKOFF)).toBeNull();
    expect(closingOddsOf(-110, KICKOFF + 60_000, KICKOFF)).toBeNull();
  });

  it('dates an undated price a minute before a passed kick-off, else now', () => {
    expect(priceTimeBeforeKickoff(KICKOFF, new Date(KICKOFF + 3_600_000))).toBe('2025-11-23T17:59:00.000Z');
    expect(priceTimeBeforeKickoff(KICKOFF, new Date(KICKOFF - 3_600_000))).toBe('2025-11-23T17:00:00.000Z');
  });

  it('lets every undated price close: dated by the rule, it was fetched before kick-off', () => {
    const instant = fc.integer({ min: Date.parse('1999-01-01T00:00:00Z'), max: Date.parse('2100-01-01T00:00:00Z') });
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: -100_000, max: 100_000 }), (kickoff, now, odds) => {
        const fetchedAt = Date.parse(priceTimeBeforeKickoff(kickoff, new Date(now)));
        expect(closingOddsOf(odds, fetchedAt, kickoff)).toBe(odds);
      }),
    );
  });
});
