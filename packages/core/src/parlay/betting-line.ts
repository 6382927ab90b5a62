import { isValidAmericanOdds } from '../odds/convert.ts';

/** docs/product/profit-target.md: the markets a betting line belongs to. */
export type BettingLineType = 'spread' | 'moneyline' | 'total';

export const BETTING_LINE_TYPES: readonly BettingLineType[] = ['spread', 'moneyline', 'total'];

/** docs/product/profit-target.md "Betting line": game (matchup text), type, description (the selection), odds (American integer). */
export interface BettingLine {
  game: string;
  type: BettingLineType;
  description: string;
  odds: number;
}

/** docs/product/profit-target.md "Parlay leg": the line as it sits inside a parlay; the line's description is the selection. */
export interface ParlayLeg {
  game: string;
  selection: string;
  odds: number;
  type: BettingLineType;
}

export function isBettingLineType(value: string): value is BettingLineType {
  return (BETTING_LINE_TYPES as readonly string[]).includes(value);
}

/** Throws a RangeError naming the field when a line cannot be priced or identified. */
export function assertBettingLine(line: BettingLine, label = 'Betting line'): void {
  if (line.game.trim() === '') throw new RangeError(`${label}: game is required`);
  if (line.description.trim() === '') throw new RangeError(`${label}: description is required`);
  if (!isBettingLineType(line.type)) throw new RangeError(`${label}: type must be spread, moneyline or total`);
  if (!Number.isInteger(line.odds) || !isValidAmericanOdds(line.odds)) {
    throw new RangeError(`${label}: odds must be whole American odds at or beyond ±100, got ${line.odds}`);
  }
}

export function legFromLine(line: BettingLine): ParlayLeg {
  return { game: line.game, selection: line.description, odds: line.odds, type: line.type };
}

/** docs/product/profit-target.md: the same game + description + odds is one line. */
export function lineKey(line: BettingLine): string {
  return `${line.game}\u0000${line.description}\u0000${line.odds}`;
}
