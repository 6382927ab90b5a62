/**
 * A leg named twice on one ticket (the same game and selection, whatever the case and spacing) is a typing
 * slip: no book prices a selection against itself, and counting it twice would double its price in the odds.
 */

import { foldText } from '../text/fold-text.ts';

/** What makes two legs the same bet. */
export interface LegIdentity {
  game: string;
  selection: string;
}

/** Each leg that repeats an earlier one, with the index of the first leg it repeats. */
export function repeatedLegs(legs: readonly LegIdentity[]): { index: number; sameAs: number }[] {
  const firstSeen = new Map<string, number>();
  const repeats: { index: number; sameAs: number }[] = [];
  legs.forEach((leg, index) => {
    // JSON of the pair: no game or selection text can run into the other.
    const key = JSON.stringify([foldText(leg.game), foldText(leg.selection)]);
    const sameAs = firstSeen.get(key);
    if (sameAs === undefined) firstSeen.set(key, index);
    else repeats.push({ index, sameAs });
  });
  return repeats;
}

/** The message a repeated leg carries, counting legs from 1 as the ticket shows them. */
export const repeatedLegMessage = (sameAs: number): string => `This leg repeats leg ${sameAs + 1}: the same game and selection`;
