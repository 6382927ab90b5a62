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
 * One game played by core's drive-level simulation, overtime included (NCAA games always have a winner, an NFL
 * game may rarely end level). The game record has four periods, so overtime points are folded into the fourth
 * quarter; their scoring plays come at its very end.
 */
export function playFootballGame(league: FootballLeague, home: SimulationTeam, away: SimulationTeam, rng: Rng): FootballFinal {
  const result = simulateGame(home, away, { league, rng });
  const final = (box: typeof result.team1): TeamFinal => {
    const [q1, q2, q3, q4] = box.quarterScores;
    const team = teamFinal([q1, q2, q3, q4], rng);
    if (box.overtimeScore === 0) return team;
    const overtime: ScoringPlay[] = scoringKinds(box.overtimeScore).map((kind) => ({ kind, points: POINTS[kind], quarter: 3, at: 1 }));
    const plays = [...team.plays, ...overtime];
    const count = (kind: ScoringKind): number => plays.filter((play) => play.kind === kind).length;
    return {
      score: team.score + box.overtimeScore,
      quarterScores: [q1, q2, q3, q4 + box.overtimeScore],
      plays,
      touchdowns: count('touchdown'),
      fieldGoals: count('fieldGoal'),
      safeties: count('safety'),
    };
  };
  return { home: final(result.team1), away: final(result.team2) };
}

/** A team's score at a moment of the game: every quarter before `period`, plus the plays of `period` up to `fraction`. */
export function scoreAt(team: TeamFinal, period: number, fraction: number): number {
  const quarter = period - 1;
  const scored = (play: ScoringPlay): boolean => play.quarter < quarter || (play.quarter === quarter && play.at <= fraction);
  return team.plays.reduce((sum, play) => (scored(play) ? sum + play.points : sum), 0);
}
