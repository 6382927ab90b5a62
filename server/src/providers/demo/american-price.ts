import { clamp } from './demo-random.ts';

/** No demo price implies more than 98% or less than 2%. */
const MIN_PROBABILITY = 0.02;
const MAX_PROBABILITY = 0.98;

export type Rounding = 'nearest' | 'generous';

/**
 * The American price implying `probability`, on the 5-cent steps books quote (−115, +135). 'generous' rounds
 * towards the bettor (a longer plus price or a shorter minus price), so the implied probability never rises.
 * Even money is +100.
 */
export function americanPrice(probability: number, rounding: Rounding = 'nearest'): number {
  const p = clamp(probability, MIN_PROBABILITY, MAX_PROBABILITY);
  const exact = p > 0.5 ? (-100 * p) / (1 - p) : (100 * (1 - p)) / p;
  const step = (value: number): number => (rounding === 'nearest' ? Math.round(value / 5) * 5 : Math.ceil(value / 5) * 5);
  // Ceil moves both +130.2 (to +135) and -123.4 (to -120) towards the bettor.
  const rounded = step(exact);
  // A near-even favourite can round to -100, the same price as +100.
  return rounded > -101 && rounded < 100 ? 100 : rounded;
}
