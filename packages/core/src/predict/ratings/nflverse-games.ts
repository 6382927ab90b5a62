/** Parsing of an nflverse `games.csv` text (string in, games out; no I/O) for the rating model's backtest. */
import Papa from 'papaparse';
import type { RatingGame } from './rating-model.ts';

export interface BacktestGame extends RatingGame {
  gameType: string;
  homeMoneyline: number | null;
  awayMoneyline: number | null;
}

export const NFLVERSE_REQUIRED_COLUMNS = ['game_id', 'season', 'week', 'home_team', 'away_team', 'home_score', 'away_score'] as const;

function num(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '' || value.trim().toUpperCase() === 'NA') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Rows of an nflverse games CSV; a row without season, week or teams is left out. Throws on missing columns. */
export function parseNflverseGamesCsv(text: string): BacktestGame[] {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  const fields = parsed.meta.fields ?? [];
  const missing = NFLVERSE_REQUIRED_COLUMNS.filter((c) => !fields.includes(c));
  if (missing.length > 0) throw new Error(`Missing required columns: ${missing.join(', ')}`);
  const games: BacktestGame[] = [];
  for (const row of parsed.data) {
    const season = num(row.season);
    const week = num(row.week);
    const homeTeam = row.home_team?.trim() ?? '';
    const awayTeam = row.away_team?.trim() ?? '';
    if (season === null || week === null || homeTeam === '' || awayTeam === '') continue;
    games.push({
      id: row.game_id ?? `${season}_${week}_${awayTeam}_${homeTeam}`,
      season,
      week,
      gameType: row.game_type ?? 'REG',
      homeTeam,
      awayTeam,
      neutral: (row.location ?? '').trim().toLowerCase() === 'neutral',
      homeRest: num(row.home_rest),
      awayRest: num(row.away_rest),
      homeScore: num(row.home_score),
      awayScore: num(row.away_score),
      spreadLine: num(row.spread_line),
      totalLine: num(row.total_line),
      homeMoneyline: num(row.home_moneyline),
      awayMoneyline: num(row.away_moneyline),
    });
  }
  return games;
}
