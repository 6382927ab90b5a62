/**
 * Beyond the brief's must-haves (ADR 025): a hand-entered leg is linked to a current stored line
 * only when exactly one line of the slate has its game, market, selection and price (case and spacing
 * ignored). Several bookmakers at the same price are several lines with their own closes, so that leg stays
 * unlinked rather than borrow one book's close at random.
 */
import type { LiveBettingLine, ParlayLegBody } from '@playbook/contracts';
import { foldText } from '@playbook/core';

const keyOf = (game: string, type: string, selection: string, odds: number): string =>
  [foldText(game), type, foldText(selection), String(odds)].join('\u0000');

export function resolveHandEnteredLegs(legs: readonly ParlayLegBody[], lines: readonly LiveBettingLine[]): ParlayLegBody[] {
  const idsByKey = new Map<string, Set<string>>();
  for (const line of lines) {
    if (!/^\d+$/.test(line.id)) continue;
    const key = keyOf(line.game, line.type, line.description, line.odds);
    idsByKey.set(key, (idsByKey.get(key) ?? new Set()).add(line.id));
  }
  return legs.map((leg) => {
    if (leg.lineId !== undefined) return leg;
    const ids = idsByKey.get(keyOf(leg.game, leg.type, leg.selection, leg.odds));
    const [only] = ids?.size === 1 ? [...ids] : [];
    return only === undefined ? leg : { ...leg, lineId: Number(only) };
  });
}
