/** Parsing of an nflverse `games.csv` text (string in, games out; no I/O) for the rating model's backtest and the importer. */
import { nflverseNumber as num, nflverseText as text, readNflverseCsv } from './nflverse-csv.ts';
import type { RatingGame } from './rating-model.ts';

export interface BacktestGame extends RatingGame {
  gameType: string;
  homeMoneyline: number | null;
  awayMoneyline: number | null;
}

/** A games.csv row with what the importer stores besides the backtest's fields (all null when the column is absent). */
export interface NflverseGame extends BacktestGame {
  spreadLine: number | null;
  totalLine: number | null;
  /** ESPN's event id (the `espn` column). */
  espnId: string | null;
  /** 'YYYY-MM-DD' and 'HH:MM', New York wall-clock time. */
  gameday: string | null;
  gametime: string | null;
  stadium: string | null;
  referee: string | null;
  homeQbName: string | null;
  awayQbName: string | null;
  /** 'outdoors', 'dome', 'closed' or 'open'. */
  roof: string | null;
  homeSpreadOdds: number | null;
  awaySpreadOdds: number | null;
  overOdds: number | null;
  underOdds: number | null;
}

export const NFLVERSE_REQUIRED_COLUMNS = ['game_id', 'season', 'week', 'home_team', 'away_team', 'home_score', 'away_score'] as const;

/** Rows of an nflverse games CSV; a row without season, week or teams is left out. Throws on missing columns. */
export function parseNflverseGamesCsv(csv: string, requiredColumns: readonly string[] = NFLVERSE_REQUIRED_COLUMNS): NflverseGame[] {
  const games: NflverseGame[] = [];
  for (const row of readNflverseCsv(csv, requiredColumns)) {
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
      homeQb: text(row.home_qb_id),
      awayQb: text(row.away_qb_id),
      // nflverse leaves wind and temperature empty under a dome or closed roof.
      wind: num(row.wind),
      temperature: num(row.temp),
      espnId: text(row.espn),
      gameday: text(row.gameday),
      gametime: text(row.gametime),
      stadium: text(row.stadium),
      referee: text(row.referee),
      homeQbName: text(row.home_qb_name),
      awayQbName: text(row.away_qb_name),
      roof: text(row.roof),
      homeSpreadOdds: num(row.home_spread_odds),
      awaySpreadOdds: num(row.away_spread_odds),
      overOdds: num(row.over_odds),
      underOdds: num(row.under_odds),
    });
  }
  return games;
}
