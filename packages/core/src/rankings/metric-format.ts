import { metricValue } from './team-metric.ts';
import type { TeamMetric } from './team-metric.ts';

/** Shown for a missing value (docs/product/dashboard.md: nullable metrics show an em dash). */
export const MISSING_METRIC_TEXT = '—';

/**
 * Quantities of the predictors' dialogs that are not team columns. Each has one format wherever it appears, so
 * one dialog never shows "+8" beside "-1.2" or "58%" beside "57.6%".
 */
export type ResultQuantity =
  /** A difference of two teams' points (simulated point differential): signed, 1 decimal. */
  | 'pointMargin'
  /** A difference of two teams' turnovers per game: signed, 1 decimal. */
  | 'turnoverMargin'
  /** Points that are not a difference: totals, average scores, the winner's predicted margin: 1 decimal. */
  | 'points'
  /** A model's confidence, 0-100: 1 decimal and '%', the same text as the equal probability. */
  | 'confidence'
  /** A probability or share, a fraction 0-1: shown as a percentage with 1 decimal. */
  | 'probability'
  /** A gap between two percentages, in percentage points ('pp', never "pts", which means spread points). */
  | 'probabilityEdge'
  /** Predicted points added per play (college advanced stats): 3 decimals. */
  | 'ppa';

/** Anything formatMetric can show: a rankings column or a prediction's quantity. */
export type DisplayQuantity = TeamMetric | ResultQuantity;

const PERCENT_METRICS: ReadonlySet<DisplayQuantity> = new Set([
  'thirdDownPct',
  'redZoneScoringPct',
  'atsWinPct',
  'opponentRedZoneScoringPct',
  'confidence',
]);

/** Decimals shown, where they are not the default 1 (time of possession is shown in whole seconds instead). */
const DECIMALS: Partial<Record<DisplayQuantity, number>> = {
  strengthOfSchedule: 2,
  pointsPerPlayMargin: 2,
  rank: 0,
  moneylineOdds: 0,
  // Fractions shown as a percentage with 1 decimal.
  impliedWinProb: 3,
  probability: 3,
  ppa: 3,
};

const SIGNED: ReadonlySet<DisplayQuantity> = new Set(['pointsPerPlayMargin', 'moneylineOdds', 'pointMargin', 'turnoverMargin', 'probabilityEdge']);

const decimalsOf = (quantity: DisplayQuantity): number => DECIMALS[quantity] ?? 1;

// -0 and values that round to zero from below would print "-0.0"; show them as plain zero.
function fixed(value: number, decimals: number): string {
  const text = value.toFixed(decimals);
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}

/** Fractional minutes as m:ss, rounded to the nearest second: 30.5 → '30:30'. */
export function formatMinutes(minutes: number): string {
  const totalSeconds = Math.round(Math.abs(minutes) * 60);
  const sign = minutes < 0 && totalSeconds > 0 ? '-' : '';
  return `${sign}${Math.floor(totalSeconds / 60)}:${String(totalSeconds % 60).padStart(2, '0')}`;
}

/**
 * A chance's text given its rounded digits, `certain` being its value when sure (1 for a fraction, 100 for a
 * percentage): one that is possible but rounds to 0.0% reads '<0.1%' (a 1-in-2,374 parlay is a long shot, not
 * impossible); one short of certain that rounds to 100.0% reads '>99.9%'.
 */
function chanceText(value: number, certain: number, digits: string): string {
  if (value > 0 && Number(digits) === 0) return '<0.1%';
  if (value < certain && Number(digits) === 100) return '>99.9%';
  return `${digits}%`;
}

/**
 * The number a cell shows, as a number: the value rounded to its display precision (time of possession to the
 * second). Highlights are decided on it, so a SOS shown as "0.50" meets "at least 0.5".
 */
export function displayedMetricValue(metric: DisplayQuantity, value: number | null | undefined): number | null {
  const usable = metricValue(value);
  if (usable === null) return null;
  if (metric === 'timeOfPossession') return Math.round(usable * 60) / 60;
  return Number(fixed(usable, decimalsOf(metric)));
}

/**
 * A metric as the app shows it. Rankings columns follow docs/product/dashboard.md "Display precision": 1 decimal by default;
 * SOS and PPP margin 2 decimals; percentages with '%'; PPP margin with '+' when it is above 0 once rounded (so
 * 0.001 shows '0.00', not '+0.00'); time of possession as m:ss. Ours: rank is a whole number, the
 * moneyline is a signed whole price, the implied win probability (a fraction) is shown as a percentage, and the
 * predictors' quantities follow {@link ResultQuantity}. A chance (a probability or a confidence) never reads 0.0%
 * while possible nor 100.0% while short of certain: '<0.1%' and '>99.9%' instead.
 */
export function formatMetric(metric: DisplayQuantity, value: number | null | undefined): string {
  const usable = metricValue(value);
  const shown = displayedMetricValue(metric, usable);
  if (usable === null || shown === null) return MISSING_METRIC_TEXT;
  if (metric === 'timeOfPossession') return formatMinutes(shown);
  const decimals = decimalsOf(metric);
  if (metric === 'impliedWinProb' || metric === 'probability') return chanceText(usable, 1, fixed(shown * 100, decimals - 2));
  const text = fixed(shown, decimals);
  if (metric === 'confidence') return chanceText(usable, 100, text);
  const signed = SIGNED.has(metric) && shown > 0 ? `+${text}` : text;
  if (PERCENT_METRICS.has(metric)) return `${signed}%`;
  return metric === 'probabilityEdge' ? `${signed} pp` : signed;
}
