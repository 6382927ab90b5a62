/** A game on the user's slate (docs/product/slate-analyzer.md "Game slate entry"). */
import type { League } from '../rankings/team-stats.ts';

export interface SlateGame {
  /** Local id, made by the caller (core makes no ids of its own). */
  id: string;
  homeTeam: string;
  awayTeam: string;
  /** As entered, normally YYYY-MM-DD. */
  gameDate: string;
  /** Optional free text, e.g. '8:20 PM'. */
  gameTime?: string;
  league: League;
  /** Home team's line, e.g. -3.5. */
  spread?: number;
  overUnder?: number;
  homeMoneyline?: number;
  awayMoneyline?: number;
  sportsbook?: string;
}

export const SLATE_LEAGUES = ['NFL', 'NCAA'] as const satisfies readonly League[];

/** Field messages of docs/product/slate-analyzer.md "Slate game" and the slate schema. */
export const SLATE_MESSAGES = {
  homeTeamRequired: 'Home team is required',
  awayTeamRequired: 'Away team is required',
  gameDateRequired: 'Game date is required',
  gamesRequired: 'At least one game is required',
  slateDateRequired: 'Slate date is required',
  slateNameRequired: 'Slate name is required',
} as const;

/** Spread and over/under inputs move in half points. */
export const SLATE_LINE_STEP = 0.5;

const YEAR_MONTH_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// A spreadsheet's short date may give the year in two digits (9/7/25): a slate's games are this century's.
const MONTH_DAY_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;

/**
 * A game date as the slate keeps it, YYYY-MM-DD: read from that form or a spreadsheet's M/D/YYYY or M/D/YY. Undefined
 * for any other text and for a day the calendar lacks (2025-02-30, 13/1/2025).
 */
export function slateDay(text: string): string | undefined {
  const iso = YEAR_MONTH_DAY.exec(text);
  const us = MONTH_DAY_YEAR.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3]?.length === 2 ? `20${us[3]}` : us[3], us[1], us[2]] : undefined;
  if (parts === undefined) return undefined;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls an impossible day into the next month and reads years below 100 as 19xx: either is no such day.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** League becomes NCAA only if the value is NCAA in any case, otherwise NFL (docs/product/slate-analyzer.md "CSV import"). */
export function slateLeague(text: string | undefined): League {
  return text?.trim().toUpperCase() === 'NCAA' ? 'NCAA' : 'NFL';
}
