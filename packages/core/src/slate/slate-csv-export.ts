/** CSV export of the slate (docs/product/slate-analyzer.md "CSV import", Export), written with Papa Parse. */
import Papa from 'papaparse';
import { CSV_FORMULA_START } from '../csv/csv-formula-guard.ts';
import type { SlateGame } from './slate-game.ts';

export const SLATE_CSV_EXPORT_HEADERS = [
  'Home Team',
  'Away Team',
  'Game Date',
  'Game Time',
  'League',
  'Spread',
  'Over/Under',
  'Home ML',
  'Away ML',
  'Sportsbook',
] as const;

function cell(value: string | number | undefined): string {
  return value === undefined ? '' : String(value);
}

/** A price or line as a bettor writes it: +102, -110, +3.5 ("102" read as a favourite's price). */
function signed(value: number | undefined): string {
  return value !== undefined && value > 0 ? `+${value}` : cell(value);
}

/**
 * One row per game; Papa Parse quotes fields holding commas, quotes or line breaks, and a text that starts
 * like a formula (a team name from a shared CSV or a feed: "=HYPERLINK(…)") is written with a leading quote,
 * as the tracker's export does, so a spreadsheet shows it rather than runs it (ADR 033). The import takes
 * the quote off again.
 */
export function slateToCsv(games: readonly SlateGame[]): string {
  return Papa.unparse(
    {
      fields: [...SLATE_CSV_EXPORT_HEADERS],
      data: games.map((game) =>
        [
          game.homeTeam,
          game.awayTeam,
          game.gameDate,
          game.gameTime,
          game.league,
          signed(game.spread),
          cell(game.overUnder),
          signed(game.homeMoneyline),
          signed(game.awayMoneyline),
          game.sportsbook,
        ].map(cell),
      ),
    },
    { escapeFormulae: CSV_FORMULA_START },
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'game-slate-{YYYY-MM-DD}.csv'. Takes the calendar date as text, or a Date read in UTC (as
 * toISOString does); pass the user's local date as text when that is the date meant.
 */
export function slateCsvFileName(date: Date | string): string {
  let day: string;
  if (typeof date === 'string') {
    day = date;
  } else {
    if (Number.isNaN(date.getTime())) throw new RangeError('Export date is not a valid date');
    day = date.toISOString().slice(0, 10);
  }
  if (!ISO_DATE.test(day)) throw new RangeError(`Export date must be YYYY-MM-DD, got '${day}'`);
  return `game-slate-${day}.csv`;
}
