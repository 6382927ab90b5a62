/**
 * What counts as a line's closing price (ADR 035, 044): the last price fetched before its game's kick-off. A
 * price fetched at or after kick-off was seen in play and never closes; the store then keeps the close it has.
 * This is the rule's pure half, used by the providers and the store; what the store does with it (a stored close
 * kept after kick-off, lost by a point superseded before kick-off, marked unconfirmed when a source failed) is in
 * `features/sports/refresh/closing-price.ts`.
 */

/** The price itself when it was fetched before kick-off (it is the close so far), else null. */
export function closingOddsOf(americanOdds: number, fetchedAtMs: number, kickoffMs: number): number | null {
  return fetchedAtMs < kickoffMs ? americanOdds : null;
}

/**
 * When a price read from a file that does not say when it was captured (a saved scoreboard, nflverse's
 * closing lines) was fetched: a minute before its game's kickoff once the kickoff has passed (so that it closes;
 * dated "now" it would never close), else `now`.
 */
export function priceTimeBeforeKickoff(kickoffMs: number, now: Date): string {
  return new Date(Math.min(kickoffMs - 60_000, now.getTime())).toISOString();
}
