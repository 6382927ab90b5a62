/**
 * The walk the lists walked on their own share (list-window-walk.ts): parlays of
 * minSize to maxSize legs in the lists' tie order (positions in price order, a parlay before its extensions,
 * ADR 046), a branch skipped when its price range misses the list's window [floor, ceiling), the walk stopped
 * at its work bound. A list's window only narrows as it improves, so it is read again per branch.
 */
import { PRICE_SLACK as SLACK } from './price-range.ts';
import { firstPositionInReach } from './search-positions.ts';
import type { SearchPositions } from './search-positions.ts';

export interface PriceOrderWalk {
  /** The branch's positions, ascending. */
  readonly path: number[];
  /** Per position, how many of the path's legs it conflicts with. */
  readonly blocked: Int32Array;
  /** Branches looked at, and what the hooks add for the parlays they price. */
  work: number;
  /** False once the walk stopped at its bound: its list then holds the best found. */
  complete: boolean;
}

export interface PriceOrderHooks {
  minSize: number;
  maxSize: number;
  /** The work bound. */
  work: number;
  /** The lowest price the list could still take (its slack applied). */
  floor(): number;
  /** The price from which the list can take no parlay still to come. */
  ceiling(): number;
  /** Prices the path as a parlay and offers it to the list. */
  evaluate(): void;
  /**
   * Prices the path's extensions (positions from `from` on, `room` legs at most) itself, or returns false to
   * have them walked.
   */
  extend?(product: number, from: number, room: number, size: number): boolean;
  /**
   * Whether the branch (the path, then a leg giving it price `product`, then up to `room` more from `from` on)
   * may hold a parlay the list could take; false skips it, before it is counted as a branch looked at.
   */
  mayHold?(product: number, from: number, room: number, size: number): boolean;
}

export function createPriceOrderWalk(count: number): PriceOrderWalk {
  return { path: [], blocked: new Int32Array(count), work: 0, complete: true };
}

export function walkInPriceOrder(positions: SearchPositions, walk: PriceOrderWalk, hooks: PriceOrderHooks): void {
  const { decimals, conflictsAt, cheapest, dearest } = positions;
  const { path, blocked } = walk;
  const count = decimals.length;
  const block = (position: number, delta: number): void => {
    for (const other of conflictsAt[position] ?? []) blocked[other] = (blocked[other] ?? 0) + delta;
  };
  const visit = (start: number, product: number): void => {
    const size = path.length + 1;
    const room = hooks.maxSize - size;
    for (let p = firstPositionInReach(positions, start, product, room, hooks.floor()); p < count; p++) {
      if ((blocked[p] ?? 0) > 0) continue;
      const floor = hooks.floor();
      const next = product * (decimals[p] ?? 1);
      // The branch's cheapest parlay rises with p: once it cannot enter the list, no later branch's can.
      const lo = next * cheapest(p + 1, Math.max(0, hooks.minSize - size));
      if (Math.max(lo, floor) * (1 - SLACK) >= hooks.ceiling()) return;
      if (next * (dearest[Math.min(room, count - 1 - p)] ?? 1) < floor) continue;
      if (!(hooks.mayHold?.(next, p + 1, room, size) ?? true)) continue;
      if (walk.work >= hooks.work) {
        walk.complete = false;
        return;
      }
      walk.work++;
      path.push(p);
      if (size >= hooks.minSize && next >= floor) hooks.evaluate();
      if (room > 0) {
        block(p, 1);
        if (!(hooks.extend?.(next, p + 1, room, size) ?? false)) visit(p + 1, next);
        block(p, -1);
      }
      path.pop();
      if (!walk.complete) return;
    }
  };
  visit(0, 1);
}
