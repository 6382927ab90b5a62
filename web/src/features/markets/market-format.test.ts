import { describe, expect, it } from 'vitest';
import { formatPercent, priceAge, priceMove, selectionLabel } from './market-format';

describe('market board formatting', () => {
  it('names a side as a bettor reads it', () => {
    expect(selectionLabel({ kind: 'spread', selection: 'KC', point: -3.5 })).toBe('KC -3.5');
    expect(selectionLabel({ kind: 'spread', selection: 'LAC', point: 3 })).toBe('LAC +3');
    expect(selectionLabel({ kind: 'total', selection: 'Over', point: 47.5 })).toBe('Over 47.5');
    expect(selectionLabel({ kind: 'moneyline', selection: 'KC', point: null })).toBe('KC ML');
  });

  it('says how old a price is', () => {
    const now = new Date('2025-12-12T12:00:00Z');
    expect(priceAge('2025-12-12T11:59:30Z', now)).toBe('just now');
    expect(priceAge('2025-12-12T11:48:00Z', now)).toBe('12 min ago');
    expect(priceAge('2025-12-12T09:00:00Z', now)).toBe('3 h ago');
    expect(priceAge('2025-12-09T12:00:00Z', now)).toBe('3 d ago');
  });

  it('tells a price that pays more than it opened from one that pays less', () => {
    expect(priceMove(-110, -105)).toBe('up');
    expect(priceMove(-110, 100)).toBe('up');
    expect(priceMove(120, -105)).toBe('down');
    expect(priceMove(-100, 100)).toBe('none');
    expect(formatPercent(2.314)).toBe('+2.31%');
  });
});
