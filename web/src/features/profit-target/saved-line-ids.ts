/**
 * ADR 025: a generated parlay's legs carry the stored betting line they came from, so the tracker
 * can show their closing line value. Only lines taken from the live slate have one (its line id is the stored
 * line's id); screenshot and hand-typed lines have none.
 */
import type { LiveBettingLine, ParlayLegBody, SaveParlayRequest } from '@playbook/contracts';
import { lineKey, type ParlayLeg } from '@playbook/core';

/** The stored id of each live line by the builder's line key (game, description, odds); the first one listed wins. */
export function liveLineIds(lines: readonly LiveBettingLine[], into = new Map<string, number>()): Map<string, number> {
  for (const line of lines) {
    const key = lineKey(line);
    if (/^\d+$/.test(line.id) && !into.has(key)) into.set(key, Number(line.id));
  }
  return into;
}

/** The legs with the stored line id of those taken from the live slate. */
export function legsWithLineIds(legs: readonly ParlayLeg[], lineIds: ReadonlyMap<string, number>): ParlayLegBody[] {
  return legs.map((leg) => {
    const lineId = lineIds.get(lineKey({ game: leg.game, type: leg.type, description: leg.selection, odds: leg.odds }));
    return lineId === undefined ? { ...leg } : { ...leg, lineId };
  });
}

/** The record without line links: a line deleted since it was picked must not cost the user the saved parlay. */
export function withoutLineIds(record: SaveParlayRequest): SaveParlayRequest {
  return { ...record, legs: record.legs.map(({ game, selection, odds, type }) => ({ game, selection, odds, type })) };
}
