import { createRng, seedFromText } from '@playbook/core';
import type { Rng } from '@playbook/core';

/** A generator for one named thing of the demo world: the same seed and key always give the same draws. */
export function demoRng(seed: number, ...key: readonly (string | number)[]): Rng {
  return createRng(seedFromText(`${seed}:${key.join(':')}`));
}

/** A standard normal draw (Box-Muller). */
export function normalDraw(rng: Rng): number {
  const u = 1 - rng.next(); // (0, 1], so the logarithm is finite
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** A Poisson draw (Knuth's method; the demo's means are small). */
export function poissonDraw(rng: Rng, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = rng.next();
  while (product > limit) {
    count++;
    product *= rng.next();
  }
  return count;
}

/** How many of `trials` succeed with the given chance each. */
export function binomialDraw(rng: Rng, trials: number, chance: number): number {
  let count = 0;
  for (let i = 0; i < trials; i++) if (rng.chance(chance)) count++;
  return count;
}

/** A copy of the list in a seeded random order (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const a = copy[i];
    const b = copy[j];
    if (a === undefined || b === undefined) continue;
    copy[i] = b;
    copy[j] = a;
  }
  return copy;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The standard normal CDF (Abramowitz-Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
