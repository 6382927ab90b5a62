import { metricValue } from './team-metric.ts';
import type { TeamMetric } from './team-metric.ts';

/** Shown for a missing value (spec 1 §2.2: nullable metrics show an em dash). */
export const MISSING_METRIC_TEXT = '—';

const PERCENT_METRICS: ReadonlySet<TeamMetric> = new Set([
  'thirdDownPct',
  'redZoneScoringPct',
  'atsWinPct',
  'opponentRedZoneScoringPct',
]);

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
 * A metric as the rankings table shows it (spec 1 §9 "Display precision"): 1 decimal by default; SOS and PPP
 * margin 2 decimals; percentages with '%'; PPP margin with '+' when it is above 0 once rounded (so 0.001 shows
 * '0.00', not '+0.00'); time of possession as m:ss. Beyond the spec: rank is a whole number, the moneyline is
 * a signed whole price, the implied win probability (a fraction) is shown as a percentage.
 */
export function formatMetric(metric: TeamMetric, value: number | null | undefined): string {
  const usable = metricValue(value);
  if (usable === null) return MISSING_METRIC_TEXT;
  if (PERCENT_METRICS.has(metric)) return `${fixed(usable, 1)}%`;
  switch (metric) {
    case 'strengthOfSchedule':
      return fixed(usable, 2);
    case 'pointsPerPlayMargin': {
      const text = fixed(usable, 2);
      return Number(text) > 0 ? `+${text}` : text;
    }
    case 'timeOfPossession':
      return formatMinutes(usable);
    case 'rank':
      return fixed(usable, 0);
    case 'moneylineOdds': {
      const text = fixed(usable, 0);
      return Number(text) > 0 ? `+${text}` : text;
    }
    case 'impliedWinProb':
      return `${fixed(usable * 100, 1)}%`;
    default:
      return fixed(usable, 1);
  }
}
