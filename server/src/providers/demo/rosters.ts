import type { HubLeague } from '@playbook/contracts';
import type { Rng } from '@playbook/core';
import type { RosterRecord } from '../records.ts';
import { demoRng } from './demo-random.ts';
import type { LeagueTeam } from './leagues/league-team.ts';
import { distinctNames } from './person-names.ts';

type Range = readonly [number, number];

interface PositionPlan {
  position: string;
  count: Record<HubLeague, number>;
  /** The jersey numbers the position traditionally wears; any free number is used once they run out. */
  numbers: readonly Range[];
}

const SKILL: readonly Range[] = [[0, 19], [80, 89]];
const BACKS: readonly Range[] = [[0, 49]];
const LINEMEN: readonly Range[] = [[50, 79]];
const DEFENSIVE_LINE: readonly Range[] = [[90, 99], [50, 79]];
const LINEBACKERS: readonly Range[] = [[40, 59], [0, 39], [90, 99]];
const KICKERS: readonly Range[] = [[1, 19]];

/** Football depth charts: 53 in the NFL, 72 in college. */
const FOOTBALL_PLAN: readonly PositionPlan[] = [
  { position: 'QB', count: { NFL: 3, NCAA: 4, MLB: 0 }, numbers: [[1, 19]] },
  { position: 'RB', count: { NFL: 4, NCAA: 5, MLB: 0 }, numbers: [[20, 49], [0, 19]] },
  { position: 'WR', count: { NFL: 6, NCAA: 9, MLB: 0 }, numbers: SKILL },
  { position: 'TE', count: { NFL: 3, NCAA: 4, MLB: 0 }, numbers: [[80, 89], [40, 49]] },
  { position: 'C', count: { NFL: 2, NCAA: 3, MLB: 0 }, numbers: LINEMEN },
  { position: 'G', count: { NFL: 3, NCAA: 5, MLB: 0 }, numbers: LINEMEN },
  { position: 'T', count: { NFL: 4, NCAA: 6, MLB: 0 }, numbers: LINEMEN },
  { position: 'DE', count: { NFL: 4, NCAA: 6, MLB: 0 }, numbers: DEFENSIVE_LINE },
  { position: 'DT', count: { NFL: 4, NCAA: 5, MLB: 0 }, numbers: DEFENSIVE_LINE },
  { position: 'LB', count: { NFL: 7, NCAA: 8, MLB: 0 }, numbers: LINEBACKERS },
  { position: 'CB', count: { NFL: 6, NCAA: 7, MLB: 0 }, numbers: BACKS },
  { position: 'S', count: { NFL: 4, NCAA: 6, MLB: 0 }, numbers: BACKS },
  { position: 'K', count: { NFL: 1, NCAA: 2, MLB: 0 }, numbers: KICKERS },
  { position: 'P', count: { NFL: 1, NCAA: 1, MLB: 0 }, numbers: KICKERS },
  { position: 'LS', count: { NFL: 1, NCAA: 1, MLB: 0 }, numbers: [[40, 59]] },
];

/** A 26-man active roster: 13 pitchers, two catchers, the infield, outfield, a DH and three bench players. */
const BASEBALL_PLAN: readonly PositionPlan[] = [
  { position: 'P', count: { NFL: 0, NCAA: 0, MLB: 13 }, numbers: [[30, 99], [1, 29]] },
  ...['C', 'C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH', 'IF', 'OF', 'UT'].map(
    (position): PositionPlan => ({ position, count: { NFL: 0, NCAA: 0, MLB: 1 }, numbers: [[1, 39]] }),
  ),
];

function jerseyNumber(ranges: readonly Range[], taken: Set<number>, lowest: number, rng: Rng): number | null {
  for (const [from, to] of ranges) {
    const free = Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((n) => !taken.has(n));
    if (free.length > 0) return rng.pick(free);
  }
  const any = Array.from({ length: 100 - lowest }, (_, i) => lowest + i).filter((n) => !taken.has(n));
  return any.length > 0 ? rng.pick(any) : null;
}

/** A team's seeded roster for a season: names unique within the team, jersey numbers unique within the team. */
export function teamRoster(league: HubLeague, team: LeagueTeam, season: number, seed: number): RosterRecord[] {
  const rng = demoRng(seed, league, season, 'roster', team.abbreviation);
  const plan = league === 'MLB' ? BASEBALL_PLAN : FOOTBALL_PLAN;
  const size = plan.reduce((sum, entry) => sum + entry.count[league], 0);
  const names = distinctNames(rng, size);
  const taken = new Set<number>();
  const lowest = league === 'MLB' ? 1 : 0;
  const roster: RosterRecord[] = [];
  for (const entry of plan) {
    for (let i = 0; i < entry.count[league]; i++) {
      const number = jerseyNumber(entry.numbers, taken, lowest, rng);
      if (number !== null) taken.add(number);
      const name = names[roster.length] ?? `Player ${roster.length + 1}`;
      roster.push({ teamId: team.abbreviation, name, position: entry.position, number });
    }
  }
  return roster;
}
