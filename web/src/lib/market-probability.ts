import { isValidAmericanOdds, noVigProbabilities } from '@playbook/core';

/**
 * The bookmaker's fair (no-vig) probabilities of a two-way market, from its two American prices; null when a
 * price is missing or not a valid American price, so the screen can say there is no posted line.
 */
export function twoWayNoVig(first: number | null | undefined, second: number | null | undefined): [number, number] | null {
  if (first == null || second == null || !isValidAmericanOdds(first) || !isValidAmericanOdds(second)) return null;
  const [p1, p2] = noVigProbabilities([first, second]);
  return p1 === undefined || p2 === undefined ? null : [p1, p2];
}
