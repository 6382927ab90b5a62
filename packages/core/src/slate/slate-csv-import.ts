/** CSV import for the Game Slate Analyzer (docs/product/slate-analyzer.md "CSV import"), parsed with Papa Parse. */
import Papa from 'papaparse';
import { unescapeCsvFormula } from '../csv/csv-formula-guard.ts';
import type { SlateGame } from './slate-game.ts';
import { decimalToAmerican, isValidAmericanOdds } from '../odds/convert.ts';
import { formatOdds } from '../odds/display.ts';
import { slateDay, slateLeague } from './slate-game.ts';
import { isSlateNumberOrBlank, slateNumber, type SlateNumberKind } from './slate-numbers.ts';

export const SLATE_CSV_REQUIRED_COLUMNS = ['hometeam', 'awayteam', 'gamedate', 'league'] as const;
export const SLATE_CSV_OPTIONAL_COLUMNS = [
  'gametime',
  'spread',
  'overunder',
  'homemoneyline',
  'awaymoneyline',
  'sportsbook',
] as const;
type SlateCsvColumn = (typeof SLATE_CSV_REQUIRED_COLUMNS)[number] | (typeof SLATE_CSV_OPTIONAL_COLUMNS)[number];

export const SLATE_CSV_MISSING_COLUMNS_PREFIX = 'Missing required columns: ';
/** Toast texts of docs/product/slate-analyzer.md "Slate" for an import. */
export const SLATE_CSV_IMPORT_FAILED_TITLE = 'CSV Import Failed';
export const SLATE_CSV_IMPORT_FAILED_FALLBACK = 'Failed to parse CSV data';

export const SLATE_CSV_TEMPLATE_HEADERS = [
  'homeTeam',
  'awayTeam',
  'gameDate',
  'gameTime',
  'league',
  'spread',
  'overUnder',
  'homeMoneyline',
  'awayMoneyline',
  'sportsbook',
] as const;

// docs/product/slate-analyzer.md gives the template's headers only; these two rows are made-up examples of the format.
export const SLATE_CSV_TEMPLATE = [
  SLATE_CSV_TEMPLATE_HEADERS.join(','),
  'Kansas City Chiefs,Baltimore Ravens,2025-09-07,8:20 PM,NFL,-3,46.5,-160,+135,DraftKings',
  'Georgia,Clemson,2025-08-30,3:30 PM,NCAA,-13.5,49.5,-500,+375,FanDuel',
].join('\n');

/** A CSV that cannot be imported; its message is the one to show under 'CSV Import Failed'. */
export class SlateCsvError extends Error {
  override name = 'SlateCsvError';
}

// Besides the page's lowercasing, spaces and punctuation are dropped and 'Home ML'/'Away ML' are accepted,
// so a file written by slateToCsv (headers 'Home Team', 'Over/Under', 'Home ML', ...) imports back.
const HEADER_ALIASES: Readonly<Record<string, SlateCsvColumn>> = {
  homeml: 'homemoneyline',
  awayml: 'awaymoneyline',
};

function normalizeHeader(header: string): string {
  const key = header.toLowerCase().replace(/[^a-z0-9]/g, '');
  return HEADER_ALIASES[key] ?? key;
}

/** A cell's text, trimmed; a formula-like text our export wrote with a leading quote comes back without it. */
function text(value: string | undefined): string | undefined {
  const trimmed = unescapeCsvFormula(value?.trim() ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * A data row the import left out: its number among the file's non-blank rows after the header, and why, each
 * reason naming its column ('no league', 'game date 2025-02-30 is not a real YYYY-MM-DD or M/D/YYYY date').
 */
export interface SkippedSlateRow {
  row: number;
  reasons: string[];
}

/**
 * A number the import could not read, so left empty (docs/product/slate-analyzer.md: "Unparsable numbers become
 * empty"): its row as SkippedSlateRow counts them, its column and its text, so the bettor learns which price is missing.
 */
export interface UnreadSlateCell {
  row: number;
  column: string;
  text: string;
}

const REQUIRED_LABELS = { hometeam: 'home team', awayteam: 'away team', gamedate: 'game date', league: 'league' } as const;
const MONEYLINE_LABELS = { homemoneyline: 'home moneyline', awaymoneyline: 'away moneyline' } as const;
const NUMBER_COLUMNS = [
  { column: 'spread', label: 'spread', kind: 'spread' },
  { column: 'overunder', label: 'over/under', kind: 'total' },
  { column: 'homemoneyline', label: 'home moneyline', kind: 'moneyline' },
  { column: 'awaymoneyline', label: 'away moneyline', kind: 'moneyline' },
] as const satisfies readonly { column: SlateCsvColumn; label: string; kind: SlateNumberKind }[];

/** Decimal odds (1.62) where American odds belong: said with their American price, the commonest slip. */
function decimalOddsHint(odds: number): string {
  return odds > 1 && !Number.isInteger(odds) ? ` (as decimal odds, ${formatOdds(decimalToAmerican(odds), 'american')})` : '';
}

/** What is wrong with a row's values: a date the calendar lacks, a moneyline no book offers. */
function valueProblems(row: Record<string, string | undefined>, gameDate: string | undefined, day: string | undefined): string[] {
  const problems: string[] = [];
  if (gameDate !== undefined && day === undefined) problems.push(`game date ${gameDate} is not a real YYYY-MM-DD or M/D/YYYY date`);
  for (const column of ['homemoneyline', 'awaymoneyline'] as const) {
    const odds = slateNumber(row[column], 'moneyline');
    if (odds !== undefined && !isValidAmericanOdds(odds)) {
      problems.push(`${MONEYLINE_LABELS[column]} ${text(row[column]) ?? ''} is between -100 and +100, where no price lies${decimalOddsHint(odds)}`);
    }
  }
  return problems;
}

/**
 * Reads slate games from CSV text. Throws a SlateCsvError 'Missing required columns: a, b' when the header
 * lacks any of hometeam, awayteam, gamedate, league. Blank rows are skipped; rows without a home team, away
 * team, date or league, with a date the calendar lacks or a moneyline between -100 and +100 are left out, each
 * named in `skipped` with why (the import says which rows it skipped and why). Dates are kept as YYYY-MM-DD. Quoted fields, a byte-order mark and CRLF line ends are handled; a
 * malformed row (say, an unclosed quote) is read as far as Papa Parse can rather than failing the file.
 * `makeId(index)` names each kept game (index counts kept games from 0).
 */
export function readSlateCsv(
  csv: string,
  makeId: (index: number) => string,
): { games: SlateGame[]; skipped: SkippedSlateRow[]; unread: UnreadSlateCell[] } {
  const parsed = Papa.parse<Record<string, string | undefined>>(csv, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normalizeHeader,
  });
  const fields = parsed.meta.fields ?? [];
  const missing = SLATE_CSV_REQUIRED_COLUMNS.filter((column) => !fields.includes(column));
  if (missing.length > 0) throw new SlateCsvError(`${SLATE_CSV_MISSING_COLUMNS_PREFIX}${missing.join(', ')}`);

  const games: SlateGame[] = [];
  const skipped: SkippedSlateRow[] = [];
  const unread: UnreadSlateCell[] = [];
  parsed.data.forEach((row, index) => {
    const homeTeam = text(row.hometeam);
    const awayTeam = text(row.awayteam);
    const gameDate = text(row.gamedate);
    const league = text(row.league);
    const day = gameDate === undefined ? undefined : slateDay(gameDate);
    const missing = SLATE_CSV_REQUIRED_COLUMNS.filter((column) => text(row[column]) === undefined).map((column) => REQUIRED_LABELS[column]);
    const reasons = [...(missing.length > 0 ? [`no ${missing.join(', ')}`] : []), ...valueProblems(row, gameDate, day)];
    if (homeTeam === undefined || awayTeam === undefined || day === undefined || league === undefined || reasons.length > 0) {
      skipped.push({ row: index + 1, reasons });
      return;
    }
    const game: SlateGame = { id: makeId(games.length), homeTeam, awayTeam, gameDate: day, league: slateLeague(league) };
    const gameTime = text(row.gametime);
    const sportsbook = text(row.sportsbook);
    const spread = slateNumber(row.spread, 'spread');
    const overUnder = slateNumber(row.overunder, 'total');
    const homeMoneyline = slateNumber(row.homemoneyline, 'moneyline');
    const awayMoneyline = slateNumber(row.awaymoneyline, 'moneyline');
    for (const { column, label, kind } of NUMBER_COLUMNS) {
      if (!isSlateNumberOrBlank(row[column], kind)) unread.push({ row: index + 1, column: label, text: text(row[column]) ?? '' });
    }
    // Absent fields stay absent rather than present-and-undefined, so games compare and serialise cleanly.
    if (gameTime !== undefined) game.gameTime = gameTime;
    if (spread !== undefined) game.spread = spread;
    if (overUnder !== undefined) game.overUnder = overUnder;
    if (homeMoneyline !== undefined) game.homeMoneyline = homeMoneyline;
    if (awayMoneyline !== undefined) game.awayMoneyline = awayMoneyline;
    if (sportsbook !== undefined) game.sportsbook = sportsbook;
    games.push(game);
  });
  return { games, skipped, unread };
}

/** The games of a slate CSV alone (see readSlateCsv). */
export function parseSlateCsv(csv: string, makeId: (index: number) => string): SlateGame[] {
  return readSlateCsv(csv, makeId).games;
}

/**
 * What the import toast adds for left-out rows and numbers it could not read: ". Skipped row 6 (no league). Left
 * empty: row 2 spread 'abc'."; nothing when all were read.
 */
export function skippedRowsText(skipped: readonly SkippedSlateRow[], unread: readonly UnreadSlateCell[] = []): string {
  const rows = skipped.map(({ row, reasons }) => `row ${row} (${reasons.join('; ')})`).join('; ');
  const cells = unread.map(({ row, column, text: cell }) => `row ${row} ${column} '${cell}'`).join('; ');
  const parts = [...(rows === '' ? [] : [`Skipped ${rows}`]), ...(cells === '' ? [] : [`Left empty, not a number: ${cells}`])];
  return parts.length === 0 ? '' : `. ${parts.join('. ')}.`;
}
