import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParlayLeg } from './betting-line.ts';
import { correlatedLegPairs } from './leg-correlation.ts';

const game = 'Carolina Panthers @ Kansas City Chiefs';
const leg = (selection: string, type: ParlayLeg['type'], odds = -110, on = game): ParlayLeg => ({ game: on, selection, odds, type });

describe('correlatedLegPairs', () => {
  it('says a favourite and the over understate, a favourite and the under overstate', () => {
    const [pair] = correlatedLegPairs([leg('Kansas City Chiefs -6.5', 'spread'), leg('Over 44.5', 'total')]);
    expect(pair).toMatchObject({ first: 0, second: 1, effect: 'understates' });
    expect(pair?.message).toBe(
      'Legs 1 and 2 are from the same game: they tend to win together, so multiplying their probabilities understates the parlay.',
    );
    expect(correlatedLegPairs([leg('Kansas City Chiefs ML', 'moneyline', -250), leg('Under 44.5', 'total')])[0]?.effect).toBe('overstates');
    expect(correlatedLegPairs([leg('Carolina Panthers +6.5', 'spread'), leg('Under 44.5', 'total')])[0]?.effect).toBe('understates');
  });

  it('treats both sides and over with under as overstating, one team twice as understating', () => {
    expect(correlatedLegPairs([leg('KC -3.5', 'spread'), leg('Carolina Panthers ML', 'moneyline', 150)])[0]?.effect).toBe('overstates');
    expect(correlatedLegPairs([leg('Over 44.5', 'total'), leg('Under 47.5', 'total')])[0]?.effect).toBe('overstates');
    expect(correlatedLegPairs([leg('Kansas City Chiefs ML', 'moneyline'), leg('KC -3.5', 'spread')])[0]?.effect).toBe('understates');
  });

  it('matches games whatever their team order or aliases', () => {
    const other = 'KC vs Carolina Panthers';
    expect(correlatedLegPairs([leg('Over 44.5', 'total'), leg('Over 41.5', 'total', -110, other)])).toHaveLength(1);
  });

  it('never pairs legs of different games and is the same in either order', () => {
    const games = ['Carolina Panthers @ Kansas City Chiefs', 'Buffalo Bills @ Miami Dolphins', 'Navy @ Army'];
    const selections: [string, ParlayLeg['type']][] = [
      ['Over 44.5', 'total'],
      ['Under 44.5', 'total'],
      ['Kansas City Chiefs -3.5', 'spread'],
      ['Miami Dolphins ML', 'moneyline'],
      ['Navy +7', 'spread'],
    ];
    const arbLeg = fc
      .tuple(fc.constantFrom(...games), fc.constantFrom(...selections), fc.constantFrom(-150, -110, 120))
      .map(([on, [selection, type], odds]) => leg(selection, type, odds, on));
    fc.assert(
      fc.property(fc.array(arbLeg, { minLength: 2, maxLength: 6 }), (legs) => {
        const pairs = correlatedLegPairs(legs);
        for (const pair of pairs) expect(legs[pair.first]?.game).toBe(legs[pair.second]?.game);
        const reversed = correlatedLegPairs([...legs].reverse());
        expect(reversed.map((p) => p.effect).sort()).toEqual(pairs.map((p) => p.effect).sort());
      }),
    );
  });
});
