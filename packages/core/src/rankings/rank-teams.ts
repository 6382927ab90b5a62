import { combinedScore } from './combined-score.ts';
import type { CombinedScoreInput } from './combined-score.ts';
import { compareText } from './compare-text.ts';

export type RankedTeam<T> = T & { combinedScore: number; rank: number };

/**
 * Teams with their combined score computed and rank 1..n by that score, highest first; equal scores are
 * ordered by team name (case-insensitive) and still get distinct ranks. The input is not changed.
 */
export function rankTeams<T extends CombinedScoreInput & { readonly teamName: string }>(
  teams: readonly T[],
): RankedTeam<T>[] {
  return teams
    .map((team) => ({ team, score: combinedScore(team) }))
    .sort((a, b) => b.score - a.score || compareText(a.team.teamName, b.team.teamName))
    .map(({ team, score }, index) => ({ ...team, combinedScore: score, rank: index + 1 }));
}
