import { describe, expect, it } from 'vitest';
import { acceptsMaxOdds, acceptsMinOdds, applySlateFilters, EMPTY_FILTERS, isAlternateLine, oddsBound, showsMinOverMaxHint } from './slate-filters';
import { testSlateLines } from './slate-test-data';

const lines = testSlateLines(4);

describe('slate filters (docs/product/live-slate.md)', () => {
  it('accepts only empty, a lone sign or integer text in the odds bounds', () => {
    for (const ok of ['', '-', '-150', '120']) expect(acceptsMinOdds(ok)).toBe(true);
    for (const bad of ['+', 'abc', '1.5', '--1', '-1a']) expect(acceptsMinOdds(bad)).toBe(false);
    for (const ok of ['', '+', '+150', '-110']) expect(acceptsMaxOdds(ok)).toBe(true);
    for (const bad of ['-', 'x', '2.5']) expect(acceptsMaxOdds(bad)).toBe(false);
  });

  it('treats 0, blank and a lone sign as no bound, and hints when min exceeds max', () => {
    expect([oddsBound(''), oddsBound('-'), oddsBound('0'), oddsBound('+120')]).toEqual([null, null, null, 120]);
    expect(showsMinOverMaxHint({ minOdds: '200', maxOdds: '100' })).toBe(true);
    expect(showsMinOverMaxHint({ minOdds: '-200', maxOdds: '100' })).toBe(false);
    expect(showsMinOverMaxHint({ minOdds: '200', maxOdds: '' })).toBe(false);
  });

  it('takes the bounds in the chosen odds format (ADR 056): the same lines for -150..+150, 1.67..2.50, 2/3..3/2 and 40..60 %', () => {
    const american = applySlateFilters(lines, { ...EMPTY_FILTERS, minOdds: '-150', maxOdds: '150' });
    expect(american.length).toBeLessThan(lines.length);
    expect(applySlateFilters(lines, { ...EMPTY_FILTERS, minOdds: '1.67', maxOdds: '2.50' }, 'decimal')).toEqual(american);
    expect(applySlateFilters(lines, { ...EMPTY_FILTERS, minOdds: '2/3', maxOdds: '3/2' }, 'fractional')).toEqual(american);
    // An implied probability falls as the price lengthens: its bounds are on the percent shown.
    expect(applySlateFilters(lines, { ...EMPTY_FILTERS, minOdds: '40', maxOdds: '60' }, 'implied')).toEqual(american);
    expect(showsMinOverMaxHint({ minOdds: '2.5', maxOdds: '1.5' }, 'decimal')).toBe(true);
    expect(showsMinOverMaxHint({ minOdds: '40', maxOdds: '60%' }, 'implied')).toBe(false);
    expect(showsMinOverMaxHint({ minOdds: '60', maxOdds: '40' }, 'implied')).toBe(true);
    for (const ok of ['', '1.', '1.91', '.5']) expect(acceptsMaxOdds(ok, 'decimal')).toBe(true);
    for (const bad of ['-110', '1.9.1', 'x']) expect(acceptsMinOdds(bad, 'decimal')).toBe(false);
    for (const ok of ['10/', '10/11']) expect(acceptsMinOdds(ok, 'fractional')).toBe(true);
    for (const ok of ['52.4', '52.4%']) expect(acceptsMinOdds(ok, 'implied')).toBe(true);
    // Half-typed is no bound yet.
    expect([oddsBound('1.', 'decimal'), oddsBound('10/', 'fractional'), oddsBound('1.91', 'decimal')]).toEqual([null, null, -110]);
  });

  it('applies inclusive odds bounds, market, bookmaker, league, sport and search together', () => {
    const kept = applySlateFilters(lines, { ...EMPTY_FILTERS, minOdds: '-170', maxOdds: '150', bookmaker: 'BookA' });
    expect(new Set(kept.map((line) => line.odds))).toEqual(new Set([150, -170, -110]));
    expect(applySlateFilters(lines, { ...EMPTY_FILTERS, market: 'spread' }).every((line) => line.type === 'spread')).toBe(true);
    expect(applySlateFilters(lines, { ...EMPTY_FILTERS, league: 'NCAA' }).every((line) => line.league === 'NCAA')).toBe(true);
    expect(applySlateFilters(lines, { ...EMPTY_FILTERS, sport: 'Baseball' })).toEqual([]);
    expect(new Set(applySlateFilters(lines, { ...EMPTY_FILTERS, search: 'home team 2' }).map((line) => line.eventId))).toEqual(new Set(['2']));
  });

  it('searches team names case-insensitively with collapsed whitespace (docs/product/live-slate.md)', () => {
    const events = (search: string) => new Set(applySlateFilters(lines, { ...EMPTY_FILTERS, search }).map((line) => line.eventId));
    expect(events('  HOME   team\t2 ')).toEqual(new Set(['2']));
  });

  it('keeps alternates (flagged or named Alt) and sorts by odds', () => {
    expect(isAlternateLine({ isAlternate: false, description: 'Alt Spread Navy +10.5' })).toBe(true);
    expect(applySlateFilters(lines, { ...EMPTY_FILTERS, alternatesOnly: true })).toEqual([]);
    const best = applySlateFilters(lines, { ...EMPTY_FILTERS, sort: 'best' }).map((line) => line.odds);
    expect(best).toEqual([...best].sort((a, b) => b - a));
    const worst = applySlateFilters(lines, { ...EMPTY_FILTERS, sort: 'worst' }).map((line) => line.odds);
    expect(worst[0]).toBe(-180);
  });
});
