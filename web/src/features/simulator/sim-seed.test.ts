import { describe, expect, it } from 'vitest';
import { MAX_SEED, parseSeed, randomSeed } from './sim-seed';

describe('simulator seed', () => {
  it('reads blank as random, whole numbers as seeds, anything else as invalid', () => {
    expect(parseSeed('  ')).toBeUndefined();
    expect(parseSeed(' 42 ')).toBe(42);
    expect(parseSeed(String(MAX_SEED))).toBe(MAX_SEED);
    expect(parseSeed(String(MAX_SEED + 1))).toBeNull();
    expect(parseSeed('-1')).toBeNull();
    expect(parseSeed('1.5')).toBeNull();
    expect(parseSeed('abc')).toBeNull();
  });

  it('makes random seeds in range', () => {
    const seed = randomSeed();
    expect(Number.isInteger(seed)).toBe(true);
    expect(seed).toBeGreaterThanOrEqual(0);
    expect(seed).toBeLessThanOrEqual(MAX_SEED);
  });
});
