import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnits, unitsOf } from './stake-units.ts';

describe('unitsOf', () => {
  it('reads an amount in units to two decimals', () => {
    expect(unitsOf(25, 10)).toBe(2.5);
    expect(unitsOf(-10, 10)).toBe(-1);
    expect(unitsOf(0.01, 100)).toBe(0);
    expect(unitsOf(10, 3)).toBe(3.33);
    expect(formatUnits(2.5)).toBe('2.5 u');
    expect(formatUnits(-1)).toBe('-1 u');
  });

  it('refuses a unit size that is not positive', () => {
    expect(() => unitsOf(10, 0)).toThrow(/unitSize/);
  });

  it('gives whole multiples of the unit as whole units and keeps the sign of the amount', () => {
    const cents = fc.integer({ min: 1, max: 100_000_000 });
    fc.assert(
      fc.property(cents, fc.integer({ min: -1000, max: 1000 }), (unitCents, multiple) => {
        expect(unitsOf((unitCents * multiple) / 100, unitCents / 100)).toBe(multiple);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), cents, (amountCents, unitCents) => {
        const units = unitsOf(amountCents / 100, unitCents / 100);
        expect(Math.sign(units) === 0 || Math.sign(units) === Math.sign(amountCents)).toBe(true);
      }),
    );
  });
});
