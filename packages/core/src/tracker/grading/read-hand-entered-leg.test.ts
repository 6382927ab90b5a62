import { describe, expect, it } from 'vitest';
import { handEnteredPick } from './read-hand-entered-leg.ts';

const sideOf = (team: string): 'home' | 'away' | undefined =>
  ({ chiefs: 'home', 'kansas city chiefs': 'home', kc: 'home', bills: 'away', buf: 'away' } as const)[team.toLowerCase()];

describe('handEnteredPick', () => {
  it('reads totals, spreads (PK as zero) and moneylines', () => {
    expect(handEnteredPick('total', 'Over 47.5', sideOf)).toEqual({ market: 'total', pick: 'over', point: 47.5 });
    expect(handEnteredPick('total', 'u 44', sideOf)).toEqual({ market: 'total', pick: 'under', point: 44 });
    expect(handEnteredPick('spread', 'Kansas City Chiefs -3.5', sideOf)).toEqual({ market: 'spread', pick: 'home', point: -3.5 });
    expect(handEnteredPick('spread', 'BUF +7', sideOf)).toEqual({ market: 'spread', pick: 'away', point: 7 });
    expect(handEnteredPick('spread', 'Chiefs PK', sideOf)).toEqual({ market: 'spread', pick: 'home', point: 0 });
    expect(handEnteredPick('moneyline', 'Bills ML', sideOf)).toEqual({ market: 'moneyline', pick: 'away', point: null });
    expect(handEnteredPick('moneyline', 'KC', sideOf)).toEqual({ market: 'moneyline', pick: 'home', point: null });
  });

  it('reads nothing it is not sure of', () => {
    expect(handEnteredPick('total', 'Chiefs 47.5', sideOf)).toBeUndefined();
    expect(handEnteredPick('spread', 'Chiefs', sideOf)).toBeUndefined();
    expect(handEnteredPick('spread', 'Jets -3', sideOf)).toBeUndefined();
    expect(handEnteredPick('moneyline', 'Jets ML', sideOf)).toBeUndefined();
  });
});
