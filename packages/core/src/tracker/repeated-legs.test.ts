import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repeatedLegs } from './repeated-legs.ts';

describe('repeatedLegs', () => {
  it('finds a leg named again, whatever its case and spacing, and points at the first', () => {
    const legs = [
      { game: 'KC @ BUF', selection: 'KC -3.5' },
      { game: 'KC @ BUF', selection: 'Over 47.5' },
      { game: 'kc @ buf', selection: ' KC  -3.5 ' },
    ];
    expect(repeatedLegs(legs)).toEqual([{ index: 2, sameAs: 0 }]);
  });

  it('lets two selections of one game and one selection of two games stand', () => {
    expect(repeatedLegs([{ game: 'KC @ BUF', selection: 'KC -3.5' }, { game: 'KC @ BUF', selection: 'BUF +3.5' }])).toEqual([]);
    expect(repeatedLegs([{ game: 'KC @ BUF', selection: 'Over 47.5' }, { game: 'DAL @ NYG', selection: 'Over 47.5' }])).toEqual([]);
    // The pair is compared whole: text moved between game and selection is another leg.
    expect(repeatedLegs([{ game: 'A B', selection: 'C' }, { game: 'A', selection: 'B C' }])).toEqual([]);
    expect(repeatedLegs([{ game: 'KC @ BUF', selection: 'KC -3.5' }])).toEqual([]);
  });

  it('reports every leg after the first of a group of equal legs, and only those', () => {
    const leg = fc.record({ game: fc.constantFrom('KC @ BUF', 'DAL @ NYG'), selection: fc.constantFrom('Over 47.5', 'KC -3.5', 'BUF ML') });
    fc.assert(
      fc.property(fc.array(leg, { maxLength: 17 }), (legs) => {
        const repeats = repeatedLegs(legs);
        const distinct = new Set(legs.map((item) => `${item.game}|${item.selection}`)).size;
        expect(repeats).toHaveLength(legs.length - distinct);
        for (const { index, sameAs } of repeats) {
          expect(sameAs).toBeLessThan(index);
          expect(legs[sameAs]).toEqual(legs[index]);
        }
      }),
    );
  });
});
