import { describe, expect, it } from 'vitest';
import { buildRefusal, isSameLine, selectedCounter, toggleLine } from './slate-selection';
import { testSlateLines } from './slate-test-data';

const lines = testSlateLines(5);

describe('slate selection (docs/product/live-slate.md)', () => {
  it('adds and removes a line; the same line is matchup, description and odds', () => {
    const [first, second] = lines;
    if (!first || !second) throw new Error('test data');
    const added = toggleLine([], first);
    expect(added).toMatchObject({ kind: 'added', selection: [first] });
    // Another bookmaker at the same price is the same line.
    const sameElsewhere = { ...first, id: 'other', bookmaker: 'BookC' };
    expect(isSameLine(first, sameElsewhere)).toBe(true);
    expect(toggleLine(added.selection, sameElsewhere)).toMatchObject({ kind: 'removed', selection: [] });
    expect(isSameLine(first, { ...first, odds: first.odds + 5 })).toBe(false);
    expect(toggleLine([first], second).selection).toHaveLength(2);
  });

  it('refuses the 18th line and still removes at 17', () => {
    const seventeen = lines.slice(0, 17);
    expect(toggleLine(seventeen, lines[17] ?? lines[0]!)).toMatchObject({ kind: 'full' });
    expect(toggleLine(seventeen, seventeen[3]!).selection).toHaveLength(16);
    expect(selectedCounter(17)).toBe('17/17 Selected');
  });

  it('refuses building under 2 or over 17 lines with the toasts of docs/product/live-slate.md', () => {
    expect(buildRefusal(1)?.title).toBe('Need More Selections');
    expect(buildRefusal(2)).toBeNull();
    expect(buildRefusal(17)).toBeNull();
    expect(buildRefusal(18)?.description).toBe('Maximum 17 teams/bets allowed per parlay');
  });
});
