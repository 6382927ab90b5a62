import { americanPrice } from './american-price.ts';
import { clamp } from './demo-random.ts';

/**
 * A book's prices for the two sides of a market: the fair probability of the first side, shifted by the
 * book's own opinion (`lean`), plus half the book's margin on each side. Both sides together imply 1 + vig.
 */
export function twoWayPrices(firstProbability: number, vig: number, lean = 0): [number, number] {
  const first = clamp(firstProbability + lean, 0, 1);
  return [americanPrice(first + vig / 2), americanPrice(1 - first + vig / 2)];
}
