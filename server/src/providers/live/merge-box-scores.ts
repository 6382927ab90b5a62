import { NULLABLE_BOX_SCORE_FIELDS } from '@playbook/core';
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
    const filled = { ...box };
    // Core's list of the fields a source may leave null (records.ts mirrors SeasonBoxScore).
    for (const field of NULLABLE_BOX_SCORE_FIELDS) filled[field] = filled[field] ?? other[field];
    return filled;
  });
  return [...merged, ...others.values()];
}
