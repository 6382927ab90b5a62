import type { Rng } from '../random.ts';

/** docs/product/simulator.md: the positions whose players are named in play text. */
export const ROSTER_POSITIONS = ['RB', 'QB', 'WR', 'CB', 'S', 'LB', 'DE'] as const;
export type RosterPosition = (typeof ROSTER_POSITIONS)[number];

/** One team's players by position; a position may be missing or empty. */
export type TeamRoster = Partial<Readonly<Record<RosterPosition, readonly string[]>>>;

/** Rosters per team name. A team without an entry (or with no players) has no roster. */
export type Rosters = Readonly<Record<string, TeamRoster | undefined>>;

/** The named players (blank names skipped) listed at any of `positions`. */
function playersAt(roster: TeamRoster, positions: readonly RosterPosition[]): string[] {
  return positions.flatMap((position) => (roster[position] ?? []).filter((name) => name.trim() !== ''));
}

export function hasRoster(roster: TeamRoster | undefined): roster is TeamRoster {
  return roster !== undefined && playersAt(roster, ROSTER_POSITIONS).length > 0;
}

/** A random player among those listed at any of `positions`, or undefined when there is none. */
export function pickPlayer(
  roster: TeamRoster | undefined,
  positions: readonly RosterPosition[],
  rng: Rng,
): string | undefined {
  if (roster === undefined) return undefined;
  const players = playersAt(roster, positions);
  return players.length > 0 ? rng.pick(players) : undefined;
}
