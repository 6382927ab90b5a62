import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clvSummaryOf, unconfirmedCloseNote, unconfirmedCloseSource } from './unconfirmed-close.ts';

describe('unconfirmedCloseSource', () => {
  it('names the line’s source when its close is marked unconfirmed', () => {
    expect(unconfirmedCloseSource(-130, 'odds-api', true)).toBe('odds-api');
    expect(unconfirmedCloseSource(-130, 'cfbd', true)).toBe('cfbd');
  });

  it('lets the close stand when it is not marked', () => {
    expect(unconfirmedCloseSource(-130, 'odds-api', false)).toBeNull();
  });

  it('marks nothing without a close (a line first seen in play): there is no CLV to doubt', () => {
    expect(unconfirmedCloseSource(null, 'odds-api', true)).toBeNull();
  });

  it('never marks the demo season, or a leg without a line', () => {
    expect(unconfirmedCloseSource(-130, 'demo', true)).toBeNull();
    expect(unconfirmedCloseSource(-130, null, true)).toBeNull();
  });
});

describe('clvSummaryOf', () => {
  it('averages the confirmed closes only and counts the ones left out', () => {
    const legs = [
      { clv: 2, unconfirmedCloseSource: null },
      { clv: 4, unconfirmedCloseSource: null },
      { clv: -30, unconfirmedCloseSource: 'odds-api' },
      { clv: null, unconfirmedCloseSource: null },
    ];
    expect(clvSummaryOf(legs)).toEqual({ averageClv: 3, clvLegCount: 2, unconfirmedClvLegCount: 1 });
  });

  it('has no average when every close is unconfirmed, or none exists', () => {
    expect(clvSummaryOf([{ clv: 1.5, unconfirmedCloseSource: 'cfbd' }])).toEqual({ averageClv: null, clvLegCount: 0, unconfirmedClvLegCount: 1 });
    expect(clvSummaryOf([])).toEqual({ averageClv: null, clvLegCount: 0, unconfirmedClvLegCount: 0 });
  });
});

describe('unconfirmedCloseNote', () => {
  it('names the source', () => {
    expect(unconfirmedCloseNote('The Odds API')).toBe('Close unconfirmed: The Odds API did not answer before kick-off');
  });

  it('reads legs grouped by the store as the same legs one by one', () => {
    const group = fc.record({
      clv: fc.option(fc.double({ min: -50, max: 50, noNaN: true }), { nil: null }),
      unconfirmedCloseSource: fc.constantFrom(null, 'odds-api'),
      legs: fc.integer({ min: 1, max: 40 }),
    });
    fc.assert(
      fc.property(fc.array(group, { maxLength: 12 }), (groups) => {
        const oneByOne = groups.flatMap(({ legs, ...leg }) => Array.from({ length: legs }, () => leg));
        const grouped = clvSummaryOf(groups);
        const expected = clvSummaryOf(oneByOne);
        expect({ ...grouped, averageClv: null }).toEqual({ ...expected, averageClv: null });
        if (expected.averageClv === null) expect(grouped.averageClv).toBeNull();
        else expect(grouped.averageClv).toBeCloseTo(expected.averageClv, 9);
      }),
    );
  });

  it('weighs a group by its legs', () => {
    const groups = [
      { clv: 1, unconfirmedCloseSource: null, legs: 3 },
      { clv: 5, unconfirmedCloseSource: null, legs: 1 },
      { clv: 9, unconfirmedCloseSource: 'odds-api', legs: 2 },
    ];
    expect(clvSummaryOf(groups)).toEqual({ averageClv: 2, clvLegCount: 4, unconfirmedClvLegCount: 2 });
  });
});
