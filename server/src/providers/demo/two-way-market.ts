import { americanPrice } from './american-price.ts';
import { clamp } from './demo-random.ts';

/**
 * Books cap how far a moneyline goes (about -1,500 / +800 at the extremes: a -4,900 price is not
 * something a book posts): the chance they price either side at is held within this share of the middle.
 */
const PRICED_PROBABILITY_FLOOR = 0.09;

/**
 * A book's prices for the two sides of a market: the fair probability of the first side, shifted by the
 * book's own opinion (`lean`) and held off the extremes, plus half the book's margin on each side. Both sides
 * together imply 1 + vig.
 */
export function twoWayPrices(firstProbability: number, vig: number, lean = 0): [number, number] {
  const first = clamp(firstProbability + lean, PRICED_PROBABILITY_FLOOR, 1 - PRICED_PROBABILITY_FLOOR);
  return [americanPrice(first + vig / 2), americanPrice(1 - first + vig / 2)];
}
