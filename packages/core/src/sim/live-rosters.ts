/**
 * Rosters for the simulator's play text (docs/product/simulator.md: RB, QB, WR, CB, S, LB, DE per team) from roster
 * records as `/api/rosters/:league` lists them. Feeds name positions in their own ways (ESPN: FS, SS, OLB,
 * HB ...), so those fold into the seven the plays use; other positions (linemen, kickers) are not named.
 */
import { ROSTER_POSITIONS, type RosterPosition, type Rosters, type TeamRoster } from './rosters.ts';

const POSITION_ALIASES: Readonly<Record<string, RosterPosition>> = {
  HB: 'RB',
  TB: 'RB',
  FS: 'S',
  SS: 'S',
  DB: 'CB',
  OLB: 'LB',
  ILB: 'LB',
  MLB: 'LB',
  EDGE: 'DE',
};

function isRosterPosition(position: string): position is RosterPosition {
  return ROSTER_POSITIONS.some((known) => known === position);
}

export function liveRosterPosition(position: string): RosterPosition | undefined {
  const upper = position.trim().toUpperCase();
  return isRosterPosition(upper) ? upper : POSITION_ALIASES[upper];
}

export interface RosterRecord {
  teamName: string;
  players: readonly { name: string; position: string }[];
}

/** Players grouped by the simulator's positions, keyed by team name; blank names are skipped. */
export function liveRostersFrom(records: readonly RosterRecord[]): Rosters {
  const rosters: Record<string, TeamRoster> = {};
  for (const record of records) {
    const roster: Partial<Record<RosterPosition, string[]>> = {};
    for (const player of record.players) {
      const position = liveRosterPosition(player.position);
      const name = player.name.trim();
      if (position === undefined || name === '') continue;
      (roster[position] ??= []).push(name);
    }
    rosters[record.teamName] = roster;
  }
  return rosters;
}
