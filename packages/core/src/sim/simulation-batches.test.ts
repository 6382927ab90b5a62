import { describe, expect, it } from 'vitest';
import { assertGameCount, isBatchEnd, SIMULATION_BATCH_SIZE, SIMULATION_GAMES } from './simulation-batches.ts';

describe('simulation batches (docs/product/matchup-predictor.md: 10 batches of 10 games)', () => {
  it('plays 100 games in batches of 10', () => {
    expect(SIMULATION_GAMES).toBe(100);
    expect(SIMULATION_BATCH_SIZE).toBe(10);
    const ends = Array.from({ length: 100 }, (_, i) => i + 1).filter((done) => isBatchEnd(done, 100));
    expect(ends).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('reports a last, shorter batch', () => {
    const ends = Array.from({ length: 25 }, (_, i) => i + 1).filter((done) => isBatchEnd(done, 25));
    expect(ends).toEqual([10, 20, 25]);
  });

  it('refuses a game count that is not a positive whole number', () => {
    expect(() => assertGameCount(0)).toThrow(RangeError);
    expect(() => assertGameCount(2.5)).toThrow(RangeError);
    expect(() => assertGameCount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => assertGameCount(1)).not.toThrow();
  });
});
