import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../random.ts';
import { calibrationError, calibrationTable } from './backtest-metrics.ts';
import { calibrationErrorByChance } from './calibration-by-chance.ts';

describe('calibrationErrorByChance', () => {
  it('is null without probabilities', () => {
    expect(calibrationErrorByChance([])).toBeNull();
  });

  it('is the same on every call (seeded)', () => {
    const probabilities = [0.1, 0.35, 0.5, 0.62, 0.9, 0.77];
    expect(calibrationErrorByChance(probabilities, 50)).toEqual(calibrationErrorByChance(probabilities, 50));
  });

  it('shrinks as the games grow: chance alone explains less with more games', () => {
    const rng = createRng(7);
    const many = Array.from({ length: 4000 }, () => 0.05 + 0.9 * rng.next());
    const few = many.slice(0, 200);
    const small = calibrationErrorByChance(many, 100);
    const large = calibrationErrorByChance(few, 100);
    expect(small?.mean).toBeLessThan(large?.mean ?? 0);
  });

  it('brackets the error of outcomes truly drawn from the probabilities about nine times in ten', () => {
    const rng = createRng(99);
    const probabilities = Array.from({ length: 600 }, () => 0.02 + 0.96 * rng.next());
    const range = calibrationErrorByChance(probabilities, 200);
    if (range === null) throw new Error('no range');
    let inside = 0;
    const trials = 200;
    for (let t = 0; t < trials; t += 1) {
      const games = probabilities.map((p) => ({ homeWinProbability: p, actualMargin: rng.chance(p) ? 1 : -1 }));
      const error = calibrationError(calibrationTable(games));
      if (error >= range.low && error <= range.high) inside += 1;
    }
    expect(inside / trials).toBeGreaterThan(0.8);
    expect(inside / trials).toBeLessThan(0.97);
  });

  it('is narrower over equal-count deciles than over equal-width bins with sparse ends', () => {
    // Most games near a coin flip, a few far out: the bins of 0.1 at the ends hold a game or two each.
    const rng = createRng(5);
    const probabilities = Array.from({ length: 2000 }, (_, k) => (k % 200 === 0 ? 0.03 + 0.94 * rng.next() : 0.3 + 0.4 * rng.next()));
    const width = calibrationErrorByChance(probabilities, 200);
    const count = calibrationErrorByChance(probabilities, 200, 'equal-count');
    if (width === null || count === null) throw new Error('no range');
    expect(count.high - count.low).toBeLessThan(width.high - width.low);
    expect(count.mean).toBeLessThan(width.mean);
  });

  it('brackets the equal-count error of outcomes drawn from the probabilities about nine times in ten', () => {
    const rng = createRng(11);
    const probabilities = Array.from({ length: 600 }, () => 0.02 + 0.96 * rng.next());
    const range = calibrationErrorByChance(probabilities, 200, 'equal-count');
    if (range === null) throw new Error('no range');
    let inside = 0;
    const trials = 200;
    for (let t = 0; t < trials; t += 1) {
      const games = probabilities.map((p) => ({ homeWinProbability: p, actualMargin: rng.chance(p) ? 1 : -1 }));
      const error = calibrationError(calibrationTable(games, 'equal-count'));
      if (error >= range.low && error <= range.high) inside += 1;
    }
    expect(inside / trials).toBeGreaterThan(0.8);
    expect(inside / trials).toBeLessThan(0.97);
  });

  // The mean need not lie between the percentiles: with one game in a decile, 19 of 20 simulations can agree.
  it('orders low ≤ high, and keeps the range and the mean within [0, 1]', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 60 }), (probabilities) => {
        const range = calibrationErrorByChance(probabilities, 20);
        if (range === null) return false;
        return range.low >= 0 && range.low <= range.high && range.high <= 1 && range.mean >= 0 && range.mean <= 1;
      }),
    );
  });
});
