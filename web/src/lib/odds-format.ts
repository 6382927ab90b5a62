import { useCallback } from 'react';
import { formatMetric, formatOdds } from '@playbook/core';
import { useOddsFormat } from './display-settings';

/** American odds with their sign, as sportsbooks print them: +110, -130 (core's moneyline format). */
export function formatAmericanOdds(odds: number): string {
  return formatMetric('moneylineOdds', odds);
}

/** A point spread with its sign and at most one decimal: -1.5, +3, 0 (a pick'em has no sign). */
export function formatSignedPoints(points: number): string {
  const text = Number.isInteger(points) ? String(Math.abs(points)) : Math.abs(points).toFixed(1);
  if (points > 0) return `+${text}`;
  if (points < 0) return `-${text}`;
  return '0';
}

/** A fraction 0-1 as a percentage with one decimal, as every chance is shown (core's rule for long shots and near-certainties). */
export function formatProbability(probability: number): string {
  return formatMetric('probability', probability);
}

/**
 * The keyboard an American-odds input asks a phone for: the text one, as the numeric keypad has no minus sign
 * and a price like -110 could not be typed.
 */
export const ODDS_INPUT_MODE = 'text';

/** Formats American prices in the bettor's chosen odds format (ADR 056): `const price = usePriceFormat(); price(-110)`. */
export function usePriceFormat(): (americanOdds: number) => string {
  const format = useOddsFormat();
  return useCallback((americanOdds: number) => formatOdds(americanOdds, format), [format]);
}
