/**
 * Odds conversions (docs/product/odds-and-storage.md "Odds conversion").
 *
 * American odds are integers with |odds| >= 100 (+150 wins 150 per 100 staked, -150 stakes 150 to win 100).
 * Decimal odds are the gross return per unit staked (stake included), always > 1.
 * Probabilities are fractions in [0, 1]; the screens' percentages are these times 100.
 */

/** An American price, e.g. -110 or +150. Even money is +100 (-100 is accepted as the same price). */
export type AmericanOdds = number;
/** Gross return per unit staked, e.g. 1.909 for -110. */
export type DecimalOdds = number;
/** A fraction between 0 and 1. */
export type Probability = number;

export function isValidAmericanOdds(odds: number): boolean {
  return Number.isFinite(odds) && Math.abs(odds) >= 100;
}

function assertAmerican(odds: number): void {
  if (!isValidAmericanOdds(odds)) {
    throw new RangeError(`American odds must be a number at or beyond ±100, got ${odds}`);
  }
}

/** docs/product/odds-and-storage.md: positive odds/100 + 1; negative 100/|odds| + 1. */
export function americanToDecimal(odds: AmericanOdds): DecimalOdds {
  assertAmerican(odds);
  return odds > 0 ? odds / 100 + 1 : 100 / Math.abs(odds) + 1;
}

/** The nearest whole American price for a decimal price; 2.0 (even money) is +100. */
export function decimalToAmerican(decimal: DecimalOdds): AmericanOdds {
  if (!Number.isFinite(decimal) || decimal <= 1) {
    throw new RangeError(`Decimal odds must be greater than 1, got ${decimal}`);
  }
  const american = decimal >= 2 ? (decimal - 1) * 100 : -100 / (decimal - 1);
  // Rounding can land a price like -100.4 on -100; keep it on the even-money side as +100.
  const rounded = Math.round(american);
  return rounded === -100 ? 100 : rounded;
}

/** docs/product/odds-and-storage.md: positive 100/(odds+100); negative |odds|/(|odds|+100). Returned as a fraction. */
export function impliedProbability(odds: AmericanOdds): Probability {
  assertAmerican(odds);
  return odds > 0 ? 100 / (odds + 100) : Math.abs(odds) / (Math.abs(odds) + 100);
}

/** Combined decimal price of a parlay: the product of its legs' decimal prices. */
export function parlayDecimalOdds(americanOdds: readonly AmericanOdds[]): DecimalOdds {
  if (americanOdds.length === 0) throw new RangeError('A parlay needs at least one leg');
  return americanOdds.reduce((product, odds) => product * americanToDecimal(odds), 1);
}

export function parlayAmericanOdds(americanOdds: readonly AmericanOdds[]): AmericanOdds {
  return decimalToAmerican(parlayDecimalOdds(americanOdds));
}

/**
 * Fair probabilities of one market's mutually exclusive outcomes: each implied probability divided by
 * their sum (multiplicative de-vig), so they sum to 1.
 */
export function noVigProbabilities(americanOdds: readonly AmericanOdds[]): Probability[] {
  if (americanOdds.length < 2) throw new RangeError('A market needs at least two outcomes');
  const implied = americanOdds.map(impliedProbability);
  const overround = implied.reduce((sum, p) => sum + p, 0);
  return implied.map((p) => p / overround);
}

/** Expected profit per unit staked: probability × decimal odds − 1 (docs/product/odds-and-storage.md). */
export function expectedValue(probability: Probability, odds: AmericanOdds): number {
  if (!(probability >= 0 && probability <= 1)) {
    throw new RangeError(`Probability must be between 0 and 1, got ${probability}`);
  }
  return probability * americanToDecimal(odds) - 1;
}
