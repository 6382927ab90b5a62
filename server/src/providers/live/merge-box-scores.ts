import { withGapsFilled } from '../box-score-gaps.ts';
import type { BoxScoreRecord } from '../records.ts';

const key = (box: BoxScoreRecord): string => `${box.gameId}|${box.teamId}`;

/**
 * ESPN's box scores with the gaps filled from a second source's box scores of the same game and team (a field
 * ESPN left null takes the other's value), plus the other's box scores of games ESPN has none for.
 */
export function mergeBoxScores(primary: readonly BoxScoreRecord[], secondary: readonly BoxScoreRecord[]): BoxScoreRecord[] {
  const others = new Map(secondary.map((box) => [key(box), box]));
  const merged = primary.map((box) => {
    const other = others.get(key(box));
    if (!other) return box;
    others.delete(key(box));
    return withGapsFilled(box, other);
  });
  return [...merged, ...others.values()];
}
