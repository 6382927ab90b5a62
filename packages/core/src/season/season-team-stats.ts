import type { SeasonInput } from './season-input.ts';
import { teamStatsThroughWeek } from './team-stats-through-week.ts';
import type { SeasonTeamStats } from './team-stats-through-week.ts';

export interface WeekTeamStats {
  week: number;
  /** Every team, in rank order. */
  teams: SeasonTeamStats[];
}

/**
 * The weeks whose games are all finished, ascending. A week with a game still scheduled or live (the
 * current week, or a postponed game) is not complete.
 */
export function completedWeeks(input: SeasonInput): number[] {
  const complete = new Map<number, boolean>();
  for (const game of input.games) {
    complete.set(game.week, (complete.get(game.week) ?? true) && game.status === 'finished');
  }
  return [...complete].filter(([, done]) => done).map(([week]) => week).sort((a, b) => a - b);
}

/** Season-to-date stats of every team after each completed week (docs/product/dashboard.md), one entry per week. */
export function seasonTeamStats(input: SeasonInput): WeekTeamStats[] {
  return completedWeeks(input).map((week) => ({ week, teams: teamStatsThroughWeek(input, week) }));
}
