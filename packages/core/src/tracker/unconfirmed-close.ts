/**
 * A closing price its source did not confirm before kick-off (ADR 035). A line's close is the latest price fetched
 * before kick-off (ADR 018); when the line's source failed and was left out (ADR 030, 032) of the last full refresh
 * before kick-off that asked it, that close is only the last price seen before the outage, perhaps hours old, and a
 * CLV measured against it says little. The store marks such lines; a leg on one keeps its CLV, marked, and the
 * averages leave it out.
 */
import { averageClv } from './closing-line-value.ts';

/** The tracker's note on a leg whose close is unconfirmed; `source` is the source's credited name ('The Odds API'). */
export const unconfirmedCloseNote = (source: string): string => `Close unconfirmed: ${source} did not answer before kick-off`;

/** What the help icon adds on unconfirmed closes, beside the CLV explanation. */
export const UNCONFIRMED_CLOSE_EXPLANATION =
  'A close marked unconfirmed is the last price seen before its source stopped answering, not a price it confirmed before kick-off; its CLV is shown but left out of the averages.';

/**
 * The source whose close is unconfirmed, or null when the close stands: the line has a close and the store marked
 * it (its source was left out of the latest refresh before kick-off that asked it). The demo season never fails,
 * so never marks; a line without a close (first seen in play) has no CLV to doubt.
 */
export function unconfirmedCloseSource<S extends string>(closingOdds: number | null, lineSource: S | null, closeUnconfirmed: boolean): S | null {
  return closingOdds !== null && lineSource !== null && lineSource !== 'demo' && closeUnconfirmed ? lineSource : null;
}

/**
 * A leg as the averages read it: its CLV (null without a close) and the source of an unconfirmed close. `legs` is
 * how many legs alike it stands for when the store reads them grouped (a full history is 170,000 legs); 1 if absent.
 */
export interface ClvOfLeg {
  clv: number | null;
  unconfirmedCloseSource: string | null;
  legs?: number;
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
  const confirmed = withClose.filter((leg) => leg.unconfirmedCloseSource === null);
  const count = (entries: readonly ClvOfLeg[]) => entries.reduce((sum, leg) => sum + (leg.legs ?? 1), 0);
  return {
    averageClv: averageClv(
      confirmed.map((leg) => leg.clv),
      (index) => confirmed[index]?.legs ?? 1,
    ),
    clvLegCount: count(confirmed),
    unconfirmedClvLegCount: count(withClose) - count(confirmed),
  };
}
