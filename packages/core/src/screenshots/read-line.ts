/**
 * A betting line read from a screenshot: docs/product/profit-target.md betting line plus what the review table
 * shows: the selection and point apart, a confidence, and the fields the reading is unsure of.
 */
import type { BettingLine, BettingLineType } from '../parlay/betting-line.ts';

export type ReadField = 'game' | 'market' | 'selection' | 'point' | 'odds';

export interface ReadLine extends BettingLine {
  /** The team's name, or 'Over' / 'Under'. */
  selection: string;
  /** The spread for the selection or the total; absent for a moneyline. */
  point?: number;
  /** How sure the reading is of the whole line, 0 to 1: its least sure field. */
  confidence: number;
  /** The fields below CONFIDENT, for the review table to mark. */
  uncertain: ReadField[];
}

/** A field read at or above this is shown plainly; below, the review table marks it. */
export const CONFIDENT = 0.6;

/** The game of a line read with no matchup: its team, or this for a total. */
export const UNKNOWN_GAME = 'Unknown game';

export interface LineParts {
  away?: string;
  home?: string;
  type: BettingLineType;
  selection: string;
  point?: number;
  odds: number;
  /** Each field's confidence, 0 to 1. */
  sure: Partial<Record<ReadField, number>> & Record<Exclude<ReadField, 'point'>, number>;
}

/** A spread point as books write it: '+3.5', '-7', 'PK' for 0. */
export function pointText(point: number): string {
  if (point === 0) return 'PK';
  return point > 0 ? `+${point}` : String(point);
}

/** The description docs/product/profit-target.md selection parser reads back: 'Team -3.5', 'Team ML', 'Over 47.5'. */
export function descriptionOf(type: BettingLineType, selection: string, point: number | undefined): string {
  if (type === 'moneyline') return `${selection} ML`;
  if (type === 'total') return `${selection} ${point ?? ''}`.trim();
  return point === undefined ? selection : `${selection} ${pointText(point)}`;
}

/** The matchup written 'away @ home', or the pick's own team (or UNKNOWN_GAME) when the game was not read. */
export function gameText(away: string | undefined, home: string | undefined, selection: string, type: BettingLineType): string {
  if (away && home) return `${away} @ ${home}`;
  return type === 'total' ? UNKNOWN_GAME : selection;
}

export function readLineOf(parts: LineParts): ReadLine {
  const fields = (Object.entries(parts.sure) as [ReadField, number | undefined][]).filter((entry): entry is [ReadField, number] => entry[1] !== undefined);
  const confidence = Math.min(...fields.map(([, sure]) => sure));
  return {
    game: gameText(parts.away, parts.home, parts.selection, parts.type),
    type: parts.type,
    description: descriptionOf(parts.type, parts.selection, parts.point),
    odds: parts.odds,
    selection: parts.selection,
    ...(parts.point === undefined ? {} : { point: parts.point }),
    confidence: Math.round(confidence * 100) / 100,
    uncertain: fields.filter(([, sure]) => sure < CONFIDENT).map(([field]) => field),
  };
}

/** The engine's confidence of the words a field came from (0-100 each), as 0 to 1: the least sure word. */
export function sureOf(confidences: readonly number[]): number {
  return confidences.length === 0 ? 0 : Math.min(...confidences) / 100;
}
