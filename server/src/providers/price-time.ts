/**
 * When a price read from a file that does not say when it was captured (a saved scoreboard, nflverse's
 * closing lines) was fetched: a minute before its game's kickoff once the kickoff has passed (the store keeps
 * a price fetched before kickoff as the closing price; dated "now" it would never close), else `now`.
 */
export function priceTimeBeforeKickoff(kickoffMs: number, now: Date): string {
  return new Date(Math.min(kickoffMs - 60_000, now.getTime())).toISOString();
}
