import { describe, expect, it } from 'vitest';
import { clvSummaryOf, unconfirmedCloseNote, unconfirmedCloseSource } from './unconfirmed-close.ts';

describe('unconfirmedCloseSource', () => {
  it('names the line’s source when the last refresh before kick-off left it out', () => {
    expect(unconfirmedCloseSource(-130, 'odds-api', ['odds-api'])).toBe('odds-api');
    expect(unconfirmedCloseSource(-130, 'cfbd', ['odds-api', 'cfbd'])).toBe('cfbd');
  });

  it('lets the close stand when that refresh included the source', () => {
    expect(unconfirmedCloseSource(-130, 'odds-api', [])).toBeNull();
    expect(unconfirmedCloseSource(-130, 'espn', ['odds-api'])).toBeNull();
  });

  it('marks nothing without a close (a line first seen in play): there is no CLV to doubt', () => {
    expect(unconfirmedCloseSource(null, 'odds-api', ['odds-api'])).toBeNull();
  });

  it('lets the close stand when no refresh before kick-off is known, and for the demo season', () => {
    expect(unconfirmedCloseSource(-130, 'odds-api', null)).toBeNull();
    expect(unconfirmedCloseSource(-130, 'demo', ['demo'])).toBeNull();
    expect(unconfirmedCloseSource(-130, null, ['odds-api'])).toBeNull();
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
});
