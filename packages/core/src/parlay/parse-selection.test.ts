import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSelection } from './parse-selection.ts';

describe('parseSelection (docs/product/profit-target.md selection parsing)', () => {
  it('reads Over N and Under N as totals with their side and number', () => {
    expect(parseSelection('Over 47.5')).toEqual({ kind: 'total', side: 'over', line: 47.5 });
    expect(parseSelection('Under 47.5')).toEqual({ kind: 'total', side: 'under', line: 47.5 });
    expect(parseSelection('  under   44 ')).toEqual({ kind: 'total', side: 'under', line: 44 });
    expect(parseSelection('O 51.5')).toEqual({ kind: 'total', side: 'over', line: 51.5 });
    expect(parseSelection('u38')).toEqual({ kind: 'total', side: 'under', line: 38 });
    expect(parseSelection('Total Over 47½')).toEqual({ kind: 'total', side: 'over', line: 47.5 });
  });

  it("reads 'Over/Under N' as a total without a side", () => {
    expect(parseSelection('Over/Under 47.5')).toEqual({ kind: 'total', side: 'unspecified', line: 47.5 });
    expect(parseSelection('O/U 41')).toEqual({ kind: 'total', side: 'unspecified', line: 41 });
  });

  it("reads '<team> ML' as a moneyline for that team", () => {
    expect(parseSelection('KC ML')).toEqual({ kind: 'moneyline', team: 'KC' });
    expect(parseSelection('Kansas City Chiefs ml')).toEqual({ kind: 'moneyline', team: 'Kansas City Chiefs' });
    expect(parseSelection('Buffalo Moneyline')).toEqual({ kind: 'moneyline', team: 'Buffalo' });
  });

  it('reads a name with a signed number as a spread carrying its own signed line', () => {
    expect(parseSelection('KC -3.5')).toEqual({ kind: 'spread', team: 'KC', line: -3.5 });
    expect(parseSelection('Buffalo Bills +7')).toEqual({ kind: 'spread', team: 'Buffalo Bills', line: 7 });
    expect(parseSelection('PHI \u22128\u00bd')).toEqual({ kind: 'spread', team: 'PHI', line: -8.5 });
    expect(parseSelection('San Francisco 49ers -10')).toEqual({ kind: 'spread', team: 'San Francisco 49ers', line: -10 });
    expect(parseSelection('DAL PK')).toEqual({ kind: 'spread', team: 'DAL', line: 0 });
  });

  it('returns unknown for text it cannot read', () => {
    for (const text of ['', 'ML', '-3.5', 'KC 3.5', 'Over', 'Chiefs to win the Super Bowl', 'Over/Under']) {
      expect(parseSelection(text)).toEqual({ kind: 'unknown' });
    }
  });

  it('round-trips generated spread, moneyline and total descriptions', () => {
    const team = fc.constantFrom('KC', 'Buffalo Bills', 'San Francisco 49ers', 'Ohio State');
    const halfPoints = fc.integer({ min: 0, max: 60 }).map((n) => n / 2);
    fc.assert(
      fc.property(team, halfPoints, fc.boolean(), (name, points, negative) => {
        const signed = negative ? -points : points;
        const text = `${name} ${negative ? '-' : '+'}${points}`;
        expect(parseSelection(text)).toEqual({ kind: 'spread', team: name, line: signed === 0 ? 0 : signed });
        expect(parseSelection(`${name} ML`)).toEqual({ kind: 'moneyline', team: name });
        expect(parseSelection(`${negative ? 'Under' : 'Over'} ${points}`)).toEqual({
          kind: 'total',
          side: negative ? 'under' : 'over',
          line: points,
        });
      }),
    );
  });
});
