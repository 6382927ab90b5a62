import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { impliedProbability } from '@playbook/core';
import { americanPrice } from './american-price.ts';

describe('americanPrice', () => {
  it('quotes the usual prices on 5-cent steps', () => {
    expect(americanPrice(0.5238)).toBe(-110);
    expect(americanPrice(0.4)).toBe(150);
    expect(americanPrice(0.5)).toBe(100);
    expect(americanPrice(0.502)).toBe(100); // -100.8 rounds to -100, quoted as +100
  });

  it('rounds generously towards the bettor when asked', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.03, max: 0.97, noNaN: true }), (p) => {
        const price = americanPrice(p, 'generous');
        expect(Math.abs(price)).toBeGreaterThanOrEqual(100);
        expect(Math.abs(price % 5)).toBe(0);
        expect(impliedProbability(price)).toBeLessThanOrEqual(p + 1e-12);
      }),
    );
  });
});
