import { NFLVERSE_REQUIRED_COLUMNS, parseNflverseGamesCsv } from '@playbook/core';
import { CLOSING_LINE_BOOKMAKER, closingLineRecords } from '../closing-line-records.ts';
import { newYorkWallClock } from '../new-york-time.ts';
import { nflTeamByCode } from '../nfl-teams.ts';
import { priceTimeBeforeKickoff } from '../closing-price.ts';
import type { GameRecord, LineRecord } from '../records.ts';

/** Rows before nflverse recorded kick-off times (some 1999 games) are put at the usual Sunday 1 pm ET slot. */
const DEFAULT_GAMETIME = '13:00';

export const GAMES_REQUIRED_COLUMNS: readonly string[] = [...NFLVERSE_REQUIRED_COLUMNS, 'gameday'];

export interface NflverseGameRecords {
  games: GameRecord[];
  lines: LineRecord[];
  /** Team codes no NFL team answers to (their rows are left out), each once. */
  unresolved: string[];
  /**
   * ESPN ids nflverse gives to more than one game (eleven in 2003-2010, a data error): those games are keyed
   * by their nflverse id instead, since neither row can be trusted to be ESPN's event.
   */
  conflictingEspnIds: string[];
  /** Games without a gameday (none in the real file): they cannot be placed on the calendar, so they are left out. */
  undated: string[];
}

/** Wind and temperature are whole numbers in nflverse; rounded so a stray decimal is stored, not refused. */
function wholeOrNull(value: number | null | undefined): number | null {
  return value == null ? null : Math.round(value);
}

function repeated(values: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return twice;
}

/**
 * The games and closing lines of an nflverse games.csv. A game's id is ESPN's event id (the `espn` column)
 * and, where nflverse has none, `nflverse:<game_id>`; teams are ESPN team ids. A game is finished when both
 * scores are there, else scheduled. Playoff rows keep nflverse's week numbers (19-22 since 2021, 18-21 before).
 * A closing line is dated a minute before kick-off, or at `now` for a game not yet played (its line is not closed yet).
 */
export function nflverseGameRecords(csv: string, now: Date): NflverseGameRecords {
  const rows = parseNflverseGamesCsv(csv, GAMES_REQUIRED_COLUMNS);
  const conflicting = repeated(rows.flatMap((row) => (row.espnId === null ? [] : [row.espnId])));
  const unresolved = new Set<string>();
  const undated: string[] = [];
  const games: GameRecord[] = [];
  const lines: LineRecord[] = [];
  for (const row of rows) {
    const home = nflTeamByCode(row.homeTeam);
    const away = nflTeamByCode(row.awayTeam);
    if (!home) unresolved.add(row.homeTeam);
    if (!away) unresolved.add(row.awayTeam);
    if (!home || !away) continue;
    if (row.gameday === null) {
      undated.push(row.id);
      continue;
    }
    const kickoff = newYorkWallClock(row.gameday, row.gametime ?? DEFAULT_GAMETIME);
    const finished = row.homeScore !== null && row.awayScore !== null;
    const game: GameRecord = {
      sourceId: row.espnId !== null && !conflicting.has(row.espnId) ? row.espnId : `nflverse:${row.id}`,
      season: row.season,
      week: row.week,
      homeTeamId: home.sourceId,
      awayTeamId: away.sourceId,
      scheduledAt: kickoff.toISOString(),
      status: finished ? 'finished' : 'scheduled',
      period: null,
      clock: null,
      homeScore: finished ? row.homeScore : null,
      awayScore: finished ? row.awayScore : null,
      referee: row.referee,
      venue: row.stadium,
      neutralSite: row.neutral === true,
      homeQbId: row.homeQb,
      awayQbId: row.awayQb,
      homeQbName: row.homeQbName,
      awayQbName: row.awayQbName,
      roof: row.roof,
      wind: wholeOrNull(row.wind),
      temperature: wholeOrNull(row.temperature),
    };
    games.push(game);
    lines.push(...closingLineRecords(row, game, CLOSING_LINE_BOOKMAKER, priceTimeBeforeKickoff(kickoff.getTime(), now)));
  }
  return { games, lines, unresolved: [...unresolved], conflictingEspnIds: [...conflicting], undated };
}
