/**
 * No-vig ("fair") probabilities of one market's mutually exclusive outcomes from a book's decimal prices
 *. The raw implied probabilities 1/d sum to more than 1 (the book's margin); each method takes the
 * margin out on a different theory of how the book spread it:
 *
 * - multiplicative: in proportion to each implied probability (every side scaled by the same factor);
 * - additive: in equal parts from every side;
 * - power: p_i = (1/d_i)^k, with k chosen so they sum to 1 (more margin on longshots);
 * - shin: Shin's (1992, 1993) model of a book facing a share z of insiders, solved for z.
 *
 * Every method returns probabilities that sum to 1 and keep the order of the prices (a shorter price never
 * gets a smaller probability).
 */

export const FAIR_METHODS = ['multiplicative', 'additive', 'power', 'shin'] as const;
export type FairMethod = (typeof FAIR_METHODS)[number];
export const DEFAULT_FAIR_METHOD: FairMethod = 'multiplicative';

export const FAIR_METHOD_LABELS: Readonly<Record<FairMethod, string>> = {
  multiplicative: 'Multiplicative',
  additive: 'Additive',
  power: 'Power',
  shin: 'Shin',
};

function impliedOf(decimals: readonly number[]): number[] {
  if (decimals.length < 2) throw new RangeError('A market needs at least two outcomes');
  return decimals.map((decimal) => {
    if (!Number.isFinite(decimal) || decimal <= 1) throw new RangeError(`Decimal odds must be greater than 1, got ${decimal}`);
    return 1 / decimal;
  });
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** Divides out any last rounding so the parts add to exactly 1 within floating point. */
function normalized(values: readonly number[]): number[] {
  const total = sum(values);
  return values.map((value) => value / total);
}

/**
 * The x in [low, high] where a decreasing function crosses zero, by bisection: slower than Newton's method
 * but it cannot diverge, and 200 halvings reach the limit of double precision on any bracket used here.
 */
function decreasingRoot(f: (x: number) => number, low: number, high: number): number {
  let lo = low;
  let hi = high;
  for (let step = 0; step < 200 && lo < hi; step++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function multiplicative(implied: readonly number[]): number[] {
  return normalized(implied);
}

/**
 * Equal parts of the margin off every side. A longshot whose share would go below zero is set to zero and the
 * rest of the margin is shared by the others, so no probability is negative and the order still holds.
 */
function additive(implied: readonly number[]): number[] {
  const fixedAtZero = new Set<number>();
  for (;;) {
    const open = implied.map((_, index) => index).filter((index) => !fixedAtZero.has(index));
    const excess = (sum(open.map((index) => implied[index] ?? 0)) - 1) / open.length;
    const result = implied.map((value, index) => (fixedAtZero.has(index) ? 0 : value - excess));
    const negative = result.findIndex((value, index) => value < 0 && !fixedAtZero.has(index));
    if (negative === -1) return normalized(result);
    fixedAtZero.add(negative);
  }
}

/** p_i = implied_i^k with Σ p_i = 1; k > 1 for a book with a margin, below 1 for one priced under 100 %. */
function power(implied: readonly number[]): number[] {
  const total = (k: number) => sum(implied.map((value) => value ** k)) - 1;
  const k = decreasingRoot(total, 1e-6, 1e3);
  return normalized(implied.map((value) => value ** k));
}

/** Shin's probability of each side for an insider share z (Jullien & Salanié 1994, eq. for p_i). */
function shinAt(implied: readonly number[], booksum: number, z: number): number[] {
  return implied.map((value) => (Math.sqrt(z * z + (4 * (1 - z) * value * value) / booksum) - z) / (2 * (1 - z)));
}

/**
 * Shin's method: the insider share z in [0, 1) whose probabilities sum to 1. Their sum falls as z grows (from
 * √booksum at z = 0), so it is found by bisection; a book priced at or under 100 % has no margin to explain
 * and is only normalized.
 */
function shin(implied: readonly number[]): number[] {
  const booksum = sum(implied);
  if (booksum <= 1) return normalized(implied);
  const z = decreasingRoot((candidate) => sum(shinAt(implied, booksum, candidate)) - 1, 0, 1 - 1e-12);
  return normalized(shinAt(implied, booksum, z));
}

const METHODS: Readonly<Record<FairMethod, (implied: readonly number[]) => number[]>> = { multiplicative, additive, power, shin };

/** The fair probabilities of a market's outcomes, in the order of the given decimal prices. */
export function fairProbabilities(decimals: readonly number[], method: FairMethod = DEFAULT_FAIR_METHOD): number[] {
  return METHODS[method](impliedOf(decimals));
}

/** The insider share Shin's method finds for a market (0 for a book without a margin). */
export function shinInsiderShare(decimals: readonly number[]): number {
  const implied = impliedOf(decimals);
  const booksum = sum(implied);
  if (booksum <= 1) return 0;
  return decreasingRoot((candidate) => sum(shinAt(implied, booksum, candidate)) - 1, 0, 1 - 1e-12);
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('The median of nothing is undefined');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/**
 * The consensus of several books' fair probabilities of the same outcomes: the median of each outcome across
 * books, normalized to sum to 1 (for two outcomes the medians already do). Robust to one stale or off book.
 */
export function consensusProbabilities(perBook: readonly (readonly number[])[]): number[] {
  const first = perBook[0];
  if (first === undefined) throw new RangeError('A consensus needs at least one book');
  return normalized(first.map((_, outcome) => median(perBook.map((probabilities) => probabilities[outcome] ?? 0))));
}
