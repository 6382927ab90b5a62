/**
 * The standard normal distribution function Φ(z), used to turn a predicted margin or total into the chance of
 * beating a line. Abramowitz & Stegun 7.1.26 (error below 1.5e-7), which is far finer than any betting line.
 */
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) throw new RangeError('normalCdf needs a number');
  if (z === Infinity) return 1;
  if (z === -Infinity) return 0;
  if (z === 0) return 0.5;
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The inverse of normalCdf: the z with Φ(z) = p, for 0 < p < 1. Bisection rather than a rational
 * approximation: 80 halvings of [-40, 40] land far below any precision a line needs, and it stays exactly
 * consistent with normalCdf.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile needs a probability strictly between 0 and 1, got ${p}`);
  let low = -40;
  let high = 40;
  for (let i = 0; i < 80; i += 1) {
    const mid = (low + high) / 2;
    if (normalCdf(mid) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
