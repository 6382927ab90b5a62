import { describe, expect, it } from 'vitest';
import { manualParlayTicket } from './manual-parlay.ts';

const legs = [
  { game: 'KC @ BUF', selection: 'KC -3.5', odds: -110, type: 'spread' as const },
  { game: 'KC @ BUF', selection: 'Over 47.5', odds: -110, type: 'total' as const },
];

describe('manualParlayTicket', () => {
  it('prices the legs as a parlay when no ticket odds are given', () => {
    expect(manualParlayTicket({ legs, stakeAmount: 10 })).toEqual({
      parlayDescription: 'KC -3.5 + Over 47.5 (KC @ BUF)',
      numLegs: 2,
      totalOdds: 264,
      impliedProbability: 1 / (100 / 110 + 1) ** 2,
      potentialPayout: 36.45,
      category: 'lowRisk',
    });
  });

  it("uses the ticket's own odds (a boost) for payout and category", () => {
    const ticket = manualParlayTicket({ legs, stakeAmount: 100, totalOdds: 150 });
    expect(ticket).toMatchObject({ totalOdds: 150, potentialPayout: 250, category: 'optimal', impliedProbability: 0.4 });
  });

  it('refuses no legs, a stake of 0 and odds inside ±100, naming the field', () => {
    expect(() => manualParlayTicket({ legs: [], stakeAmount: 10 })).toThrow('legs:');
    expect(() => manualParlayTicket({ legs, stakeAmount: 0 })).toThrow('stakeAmount:');
    expect(() => manualParlayTicket({ legs, stakeAmount: 10, totalOdds: 50 })).toThrow(RangeError);
  });
});
