import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng, seedFromText } from './random.ts';

describe('createRng', () => {
  it('repeats the same sequence for the same seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = createRng(seed);
        const b = createRng(seed);
        return Array.from({ length: 20 }, () => a.next() === b.next()).every(Boolean);
      }),
    );
  });

  it('stays within its bounds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 50 }), (seed, min, span) => {
        const rng = createRng(seed);
        const value = rng.int(min, min + span);
        const x = rng.next();
        return value >= min && value <= min + span && Number.isInteger(value) && x >= 0 && x < 1;
      }),
    );
  });

  it('gives different seeds from different texts', () => {
    expect(seedFromText('KC@BUF')).not.toBe(seedFromText('BUF@KC'));
    expect(() => createRng(1).pick([])).toThrow(RangeError);
  });
});
