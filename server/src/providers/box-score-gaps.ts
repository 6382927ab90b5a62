import { NULLABLE_BOX_SCORE_FIELDS } from '@playbook/core';
import { withFiguresFrom } from './figures-from.ts';

/** The box-score fields a source may leave null (core's list; records.ts and the box_scores table mirror it). */
export type BoxScoreGaps = Record<(typeof NULLABLE_BOX_SCORE_FIELDS)[number], number | null>;

/**
 * `box` with each field it leaves null taken from `other`, the same game and team's box score from elsewhere: a
 * second source's (the live provider's merge), or the stored one (a refresh that left that source out, ADR 032).
 */
export function withGapsFilled<T extends BoxScoreGaps>(box: T, other: Readonly<BoxScoreGaps>): T {
  return withFiguresFrom(box, NULLABLE_BOX_SCORE_FIELDS, box, other);
}
