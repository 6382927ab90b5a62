import type { FootballLeague } from '@playbook/contracts';
import type { Rng } from '@playbook/core';
import { simulateGame } from '../../../../packages/core/src/sim/game.ts';
import type { SimulationTeam } from '../../../../packages/core/src/sim/expected-points.ts';

export type ScoringKind = 'touchdown' | 'fieldGoal' | 'safety';

export interface ScoringPlay {
  kind: ScoringKind;
  points: 7 | 3 | 2;
  /** 0-3. */
  quarter: number;
  /** When in the quarter it happened, as the share of the quarter played (0-1). */
  at: number;
}

export interface TeamFinal {
  score: number;
  quarterScores: readonly [number, number, number, number];
  plays: readonly ScoringPlay[];
  touchdowns: number;
  fieldGoals: number;
  safeties: number;
}

export interface FootballFinal {
  home: TeamFinal;
  away: TeamFinal;
}

const POINTS: Readonly<Record<ScoringKind, 7 | 3 | 2>> = { touchdown: 7, fieldGoal: 3, safety: 2 };

/**
 * A quarter's points as scoring plays: the fewest safeties, then the most touchdowns (7t + 3f + 2s = points).
 * Every total core's simulation produces (sums of 7, 3 and 2) has such a split.
 */
export function scoringKinds(points: number): ScoringKind[] {
  for (let safeties = 0; 2 * safeties <= points; safeties++) {
    const rest = points - 2 * safeties;
    for (let touchdowns = Math.floor(rest / 7); touchdowns >= 0; touchdowns--) {
      const left = rest - 7 * touchdowns;
      if (left % 3 === 0) {
        return [
          ...Array<ScoringKind>(touchdowns).fill('touchdown'),
          ...Array<ScoringKind>(left / 3).fill('fieldGoal'),
          ...Array<ScoringKind>(safeties).fill('safety'),
        ];
      }
    }
  }
  throw new RangeError(`No scoring plays make ${points} points`);
}

function teamFinal(quarterScores: readonly number[], rng: Rng): TeamFinal {
  const plays: ScoringPlay[] = [];
  quarterScores.forEach((points, quarter) => {
    const kinds = scoringKinds(points);
    const times = kinds.map(() => rng.next()).sort((a, b) => a - b);
    kinds.forEach((kind, i) => plays.push({ kind, points: POINTS[kind], quarter, at: times[i] ?? 0 }));
  });
  const count = (kind: ScoringKind): number => plays.filter((play) => play.kind === kind).length;
  const [q1 = 0, q2 = 0, q3 = 0, q4 = 0] = quarterScores;
  return {
    score: q1 + q2 + q3 + q4,
    quarterScores: [q1, q2, q3, q4],
    plays,
    touchdowns: count('touchdown'),
    fieldGoals: count('fieldGoal'),
    safeties: count('safety'),
  };
}

/**
 * One game played by core's drive-level simulation. Core allows ties (it has no overtime); here a tie is
 * settled by an overtime field goal for a coin-flip winner, folded into its fourth quarter at the very end.
 */
export function playFootballGame(league: FootballLeague, home: SimulationTeam, away: SimulationTeam, rng: Rng): FootballFinal {
  const result = simulateGame(home, away, { league, rng });
  const homeQuarters = [...result.team1.quarterScores];
  const awayQuarters = [...result.team2.quarterScores];
  const tied = result.team1.score === result.team2.score;
  const homeWinsOvertime = tied && rng.chance(0.5);
  const finals = { home: teamFinal(homeQuarters, rng), away: teamFinal(awayQuarters, rng) };
  if (!tied) return finals;
  const winner = homeWinsOvertime ? finals.home : finals.away;
  const [q1, q2, q3, q4] = winner.quarterScores;
  const settled: TeamFinal = {
    ...winner,
    score: winner.score + 3,
    quarterScores: [q1, q2, q3, q4 + 3],
    plays: [...winner.plays, { kind: 'fieldGoal', points: 3, quarter: 3, at: 1 }],
    fieldGoals: winner.fieldGoals + 1,
  };
  return homeWinsOvertime ? { ...finals, home: settled } : { ...finals, away: settled };
}

/** A team's score at a moment of the game: every quarter before `period`, plus the plays of `period` up to `fraction`. */
export function scoreAt(team: TeamFinal, period: number, fraction: number): number {
  const quarter = period - 1;
  const scored = (play: ScoringPlay): boolean => play.quarter < quarter || (play.quarter === quarter && play.at <= fraction);
  return team.plays.reduce((sum, play) => (scored(play) ? sum + play.points : sum), 0);
}
