/**
 * Parsing of the college games file (`ncaa-games-lines.csv`: CollegeFootballData's /games and /lines
 * responses joined, one row per game with an FBS team) for the college model's backtest and the importer.
 * String in, games out; no I/O.
 */
import { nflverseNumber as num, nflverseText as text, readNflverseCsv } from './nflverse-csv.ts';
import type { BacktestGame } from './nflverse-games.ts';

export interface NcaaGame extends BacktestGame {
  /** CFBD's game id (the same as ESPN's event id). */
  gameId: string;
  seasonType: 'regular' | 'postseason';
  /** Kick-off, ISO UTC. */
  startDate: string | null;
  homeClassification: string | null;
  awayClassification: string | null;
  homeConference: string | null;
  awayConference: string | null;
  neutral: boolean;
  spreadLine: number | null;
  totalLine: number | null;
  /** The bookmaker or service whose close the row carries (`provider`). */
  provider: string | null;
}

export const NCAA_REQUIRED_COLUMNS = ['season', 'week', 'season_type', 'home_team', 'away_team', 'home_score', 'away_score', 'spread_close', 'game_id'] as const;

/**
 * Postseason weeks restart at 1 in CFBD; the walk-forward goes by week, so they follow every regular week.
 * nflverse numbers its postseason weeks after the regular ones the same way.
 */
export const NCAA_POSTSEASON_WEEK_OFFSET = 20;

/** The file's header starts with these; `npm run backtest` tells the two leagues' files apart by it. */
export function isNcaaGamesCsv(csv: string): boolean {
  const header = csv.slice(0, csv.indexOf('\n') >>> 0);
  return header.includes('spread_close') && header.includes('home_classification');
}

/**
 * Rows of the college file. `spread_close` is the home team's line (negative = home favoured), so the model's
 * home-positive spreadLine is its negation. A row without season, week, teams or game id is left out.
 */
export function parseNcaaGamesCsv(csv: string): NcaaGame[] {
  const games: NcaaGame[] = [];
  for (const row of readNflverseCsv(csv, NCAA_REQUIRED_COLUMNS)) {
    const season = num(row.season);
    const week = num(row.week);
    const homeTeam = row.home_team?.trim() ?? '';
    const awayTeam = row.away_team?.trim() ?? '';
    const gameId = text(row.game_id);
    if (season === null || week === null || homeTeam === '' || awayTeam === '' || gameId === null) continue;
    const postseason = row.season_type?.trim() === 'postseason';
    const spread = num(row.spread_close);
    const homeClassification = text(row.home_classification);
    const awayClassification = text(row.away_classification);
    games.push({
      id: gameId,
      gameId,
      season,
      week: postseason ? NCAA_POSTSEASON_WEEK_OFFSET + week : week,
      seasonType: postseason ? 'postseason' : 'regular',
      gameType: postseason ? 'POST' : 'REG',
      startDate: text(row.start_date),
      homeTeam,
      awayTeam,
      neutral: row.neutral_site?.trim().toLowerCase() === 'true',
      homeScore: num(row.home_score),
      awayScore: num(row.away_score),
      spreadLine: spread === null ? null : -spread,
      totalLine: num(row.total_close),
      homeMoneyline: num(row.home_moneyline),
      awayMoneyline: num(row.away_moneyline),
      homeClassification,
      awayClassification,
      homeConference: text(row.home_conference),
      awayConference: text(row.away_conference),
      provider: text(row.provider),
      homeLowerDivision: isLowerDivision(homeClassification),
      awayLowerDivision: isLowerDivision(awayClassification),
    });
  }
  return games;
}

/** Anything but FBS (FCS, Division II and III) starts below an even FBS rating; an unknown classification does not. */
function isLowerDivision(classification: string | null): boolean {
  return classification !== null && classification.toLowerCase() !== 'fbs';
}
