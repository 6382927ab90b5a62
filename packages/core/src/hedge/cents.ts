/**
 * Money helpers. Amounts travel as dollars (numbers with up to two decimals) but are rounded and added in
 * whole cents so that sums and splits are exact.
 */

/** Whole cents for a dollar amount, half a cent rounded away from zero. */
export function centsFromDollars(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Amount must be a finite number, got ${dollars}`);
  // toPrecision(12) drops binary noise first, so 1.005 dollars is 100.5 cents (rounds to 101), not 100.4999.
  const cents = Number((dollars * 100).toPrecision(12));
  const rounded = Math.sign(cents) * Math.round(Math.abs(cents));
  return rounded === 0 ? 0 : rounded; // no -0
}

export function dollarsFromCents(cents: number): number {
  return cents / 100;
}

/** A dollar amount rounded once to the cent. */
export function roundToCents(dollars: number): number {
  return dollarsFromCents(centsFromDollars(dollars));
}

/**
 * Splits whole cents in proportion to non-negative weights (largest-remainder method), so the parts are
 * each within a cent of the exact share and add up to the total exactly.
 */
export function apportionCents(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`Total must be a non-negative whole number of cents, got ${totalCents}`);
  }
  if (weights.length === 0) throw new RangeError('Cannot split an amount across no parts');
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) {
    throw new RangeError('Split weights must be finite and non-negative');
  }
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  if (weightSum <= 0) throw new RangeError('Split weights must not all be zero');

  const exact = weights.map((w) => (totalCents * w) / weightSum);
  const parts = exact.map((share) => Math.floor(share));
  let left = totalCents - parts.reduce((sum, part) => sum + part, 0);
  // Hand the leftover cents to the largest remainders (ties to the earlier part); floating error can
  // make `left` differ slightly from the count of parts, so cycle until it is used up either way.
  const order = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let step = 0; left !== 0; step++) {
    const entry = order[step % order.length];
    if (entry === undefined) break;
    const current = parts[entry.index] ?? 0;
    if (left > 0) {
      parts[entry.index] = current + 1;
      left--;
    } else if (current > 0) {
      parts[entry.index] = current - 1;
      left++;
    }
  }
  return parts;
}
