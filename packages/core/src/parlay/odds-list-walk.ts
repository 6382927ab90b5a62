/**
 * A list ranked by odds walked on its own (ADR 081): top by win probability, low-risk gems, optimal, or value bets
 * (low-risk parlays of 3 and 4 legs). Each holds the 25 likeliest parlays priced from its window's start (the
 * budget's price, the low-risk price, or +100 within the budget), below a top for the optimal range. Once it is
 * full, a parlay still to come can enter only below its worst's odds (ranking after it at equal odds, ADR 046),
 * so its window is [start, price of the worst's odds): as narrow as the closest list's, and met in the middle the
 * same way (list-window-walk.ts). The walk ends once the window is empty.
 */
import { createBoundedHeap } from './bounded-heap.ts';
import type { BoundedHeap } from './bounded-heap.ts';
import type { ParlayPricing } from './generated-parlay.ts';
import { walkListWindow } from './list-window-walk.ts';
import type { ListWindowWalk } from './list-window-walk.ts';
import type { PairPriceTable } from './pair-price-table.ts';
import { PARLAY_LIST_SIZE } from './parlay-constants.ts';
import { byProbability } from './parlay-lists.ts';
import type { Candidate } from './parlay-lists.ts';
import { PRICE_SLACK as SLACK } from './price-range.ts';
import type { SearchPositions } from './search-positions.ts';
import { oddsListCeiling } from './odds-list-window.ts';
import type { OddsListWindow } from './odds-list-window.ts';

/** The list's window (odds-list-window.ts) and what the walk reads. */
export interface OddsListWalkInput extends OddsListWindow {
  positions: SearchPositions;
  /** Undefined on a slate too large for it: every branch is then walked. */
  pairs: PairPriceTable | undefined;
  /** Each merged line's decimal price, in input order. */
  decimalOf: readonly number[];
  price: (decimal: number) => ParlayPricing;
  minLegs: number;
  maxLegs: number;
  /** Branches and parlays it may look at. */
  work: number;
}

export function walkOddsList(input: OddsListWalkInput): ListWindowWalk & { list: BoundedHeap<Candidate> } {
  const { category } = input;
  const list = createBoundedHeap(PARLAY_LIST_SIZE, byProbability);
  if (!Number.isFinite(input.from) || input.minLegs > input.maxLegs) return { list, complete: true, work: 0 };
  const top = input.past * (1 + SLACK);
  let worstSeen: Candidate | undefined;
  let ceiling = top;
  const walk = walkListWindow({
    ...input,
    list,
    belongs: (pricing) => pricing.withinBudget && (category === undefined || pricing.category === category),
    floor: () => input.from * (1 - SLACK),
    ceiling: () => {
      const worst = list.worst();
      if (worst !== undefined && worst !== worstSeen) {
        worstSeen = worst;
        ceiling = Math.min(top, oddsListCeiling(worst.odds, input.from));
      }
      return ceiling;
    },
    minSize: input.minLegs,
    maxSize: input.maxLegs,
  });
  return { list, ...walk };
}
