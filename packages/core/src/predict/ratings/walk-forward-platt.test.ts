import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPlatt, fitPlatt, logit, sigmoid, walkForwardPlatt, type PlattItem } from './walk-forward-platt.ts';

/** A deterministic pseudo-random stream (a tiny LCG) so the synthetic seasons are the same on every run. */
function stream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Games whose true probability is σ(trueA·logit(p) + trueB): the stated p is miscalibrated the way a model's
 * overconfident probability is, and Platt scaling should find trueA and trueB back.
 */
function syntheticItems(seasons: number, trueA: number, trueB: number, seed = 7): PlattItem[] {
  const random = stream(seed);
  const items: PlattItem[] = [];
  for (let season = 2000; season < 2000 + seasons; season += 1) {
    for (let week = 1; week <= 17; week += 1) {
      for (let g = 0; g < 16; g += 1) {
        const probability = 0.05 + 0.9 * random();
        const truth = sigmoid(trueA * logit(probability) + trueB);
        items.push({ season, week, probability, outcome: random() < truth ? 1 : 0 });
      }
    }
  }
  return items;
}

describe('fitPlatt', () => {
  it('finds the miscalibration back from enough games', () => {
    const items = syntheticItems(150, 0.7, 0.2);
    const fit = fitPlatt(items.map((i) => ({ probability: i.probability, outcome: i.outcome ?? 0.5 })), 0);
    expect(fit.a).toBeCloseTo(0.7, 1);
    expect(fit.b).toBeCloseTo(0.2, 1);
  });

  it('stays at the identity with no history and near it under a strong prior', () => {
    expect(fitPlatt([], 10)).toEqual({ a: 1, b: 0 });
    const items = syntheticItems(1, 0.5, 0.5).map((i) => ({ probability: i.probability, outcome: i.outcome ?? 0.5 }));
    const strong = fitPlatt(items, 1e7);
    expect(Math.abs(strong.a - 1)).toBeLessThan(1e-3);
    expect(Math.abs(strong.b)).toBeLessThan(1e-3);
  });

  it('keeps a calibrated probability as it is (hand-checked: a = 1, b = 0)', () => {
    expect(applyPlatt(0.3, { a: 1, b: 0 })).toBeCloseTo(0.3, 12);
    expect(applyPlatt(0.5, { a: 2, b: 0 })).toBeCloseTo(0.5, 12);
  });
});

describe('walkForwardPlatt', () => {
  const items = syntheticItems(4, 0.7, 0.1);
  const params = { minHistory: 100, priorWeight: 10 };

  it('leaves the probabilities as they are until the history reaches minHistory', () => {
    const out = walkForwardPlatt(items, params);
    // Week 1-6 of the first season: 16 games a week, fewer than 100 before each of them.
    for (const [i, item] of items.entries()) {
      if (item.season === 2000 && item.week <= 7) expect(out[i]).toBe(item.probability);
    }
    expect(out.some((p, i) => p !== items[i]?.probability)).toBe(true);
  });

  it('never lets a game recalibrate its own week or an earlier one', () => {
    const base = walkForwardPlatt(items, params);
    for (const targetIndex of [200, 500, 900]) {
      const target = items[targetIndex];
      if (target === undefined) throw new Error('fixture too small');
      const flipped = items.map((item, i) => (i === targetIndex ? { ...item, outcome: 1 - (item.outcome ?? 0) } : item));
      const again = walkForwardPlatt(flipped, params);
      const sameWeekOrEarlier = (item: PlattItem) => item.season < target.season || (item.season === target.season && item.week <= target.week);
      for (const [i, item] of items.entries()) if (sameWeekOrEarlier(item)) expect(again[i]).toBe(base[i]);
      // The flip does reach the next week, so the test would notice a fit that ignored outcomes.
      const later = items.findIndex((item) => !sameWeekOrEarlier(item));
      expect(again[later]).not.toBe(base[later]);
    }
  });

  it('does not depend on the order of the input within or across weeks, and keeps the input order', () => {
    const reversed = [...items].reverse();
    const out = walkForwardPlatt(items, params);
    const outReversed = walkForwardPlatt(reversed, params);
    // Within a week the fit is the same; the history's summation order differs, hence closeness.
    for (const [i, p] of outReversed.entries()) expect(p).toBeCloseTo(out[items.length - 1 - i] ?? Number.NaN, 9);
  });

  it('learns from played games only', () => {
    const unplayed = items.map((item) => (item.season === 2003 ? { ...item, outcome: null } : item));
    const out = walkForwardPlatt(unplayed, params);
    const firstOf2003 = unplayed.findIndex((item) => item.season === 2003);
    const lastOf2003 = unplayed.map((item) => item.season).lastIndexOf(2003);
    // Every week of 2003 is recalibrated with the fit at the end of 2002: one affine map in logit space, so
    // a and b read from two games of its first week predict a game of its last week.
    const logits = (i: number) => ({ x: logit(unplayed[i]?.probability ?? 0.5), z: logit(out[i] ?? 0.5) });
    const p1 = logits(firstOf2003);
    const p2 = logits(firstOf2003 + 1);
    const a = (p2.z - p1.z) / (p2.x - p1.x);
    const b = p1.z - a * p1.x;
    const last = logits(lastOf2003);
    expect(a).not.toBeCloseTo(1, 3);
    expect(last.z).toBeCloseTo(a * last.x + b, 6);
  });

  it('keeps every probability in [0, 1] (property)', () => {
    const item = fc.record({
      season: fc.integer({ min: 2000, max: 2002 }),
      week: fc.integer({ min: 1, max: 4 }),
      probability: fc.double({ min: 0, max: 1, noNaN: true }),
      outcome: fc.constantFrom(0, 0.5, 1, null),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), fc.integer({ min: 0, max: 20 }), fc.double({ min: 0, max: 100, noNaN: true }), (list, minHistory, priorWeight) => {
        const out = walkForwardPlatt(list, { minHistory, priorWeight });
        expect(out).toHaveLength(list.length);
        for (const p of out) expect(p >= 0 && p <= 1 && Number.isFinite(p)).toBe(true);
      }),
    );
  });
});
