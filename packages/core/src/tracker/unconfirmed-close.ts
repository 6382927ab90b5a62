/**
 * A closing price its source did not confirm before kick-off (ADR 035). A line's close is the latest price fetched
 * before kick-off (ADR 018); when the line's source was left out of the league's last successful full refresh
 * before kick-off (it failed: ADR 030, 032), that close is only the last price seen before the outage, perhaps
 * hours old, and a CLV measured against it says little. Such a leg keeps its CLV, marked, and the averages leave
 * it out.
 */
import { averageClv } from './closing-line-value.ts';

/** The tracker's note on a leg whose close is unconfirmed; `source` is the source's credited name ('The Odds API'). */
export const unconfirmedCloseNote = (source: string): string => `Close unconfirmed: ${source} did not answer before kick-off`;

/** What the help icon adds on unconfirmed closes, beside the CLV explanation. */
export const UNCONFIRMED_CLOSE_EXPLANATION =
  'A close marked unconfirmed is the last price seen before its source stopped answering, not a price it confirmed before kick-off; its CLV is shown but left out of the averages.';

/**
 * The source whose close is unconfirmed, or null when the close stands: the line has a close and its source is
 * among those the league's last successful full refresh before kick-off left out. `leftOutBeforeKickoff` is null
 * when no such refresh is known (none logged before kick-off, or the log no longer holds it): with nothing to say
 * the source failed, the close stands, as every close did before. The demo season never fails, so never marks.
 */
export function unconfirmedCloseSource<S extends string>(
  closingOdds: number | null,
  lineSource: S | null,
  leftOutBeforeKickoff: readonly string[] | null,
): S | null {
  if (closingOdds === null || lineSource === null || lineSource === 'demo' || leftOutBeforeKickoff === null) return null;
  return leftOutBeforeKickoff.includes(lineSource) ? lineSource : null;
}

/** A leg as the averages read it: its CLV (null without a close) and the source of an unconfirmed close. */
export interface ClvOfLeg {
  clv: number | null;
  unconfirmedCloseSource: string | null;
}

/** The averages of ADR 025 over the legs with a confirmed close; how many legs they are over, and how many were left out. */
export interface ClvSummary {
  averageClv: number | null;
  clvLegCount: number;
  unconfirmedClvLegCount: number;
}

/** The mean CLV of the legs whose close is confirmed (null when none is), their count, and the count of those left out. */
export function clvSummaryOf(legs: readonly ClvOfLeg[]): ClvSummary {
  const withClose = legs.filter((leg) => leg.clv !== null);
  const confirmed = withClose.filter((leg) => leg.unconfirmedCloseSource === null).map((leg) => leg.clv);
  return { averageClv: averageClv(confirmed), clvLegCount: confirmed.length, unconfirmedClvLegCount: withClose.length - confirmed.length };
}
