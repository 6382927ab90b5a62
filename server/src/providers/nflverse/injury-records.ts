import { nflverseNumber, nflverseText, readNflverseCsv } from '@playbook/core';
import { newYorkWallClock } from '../new-york-time.ts';
import { nflTeamByCode } from '../nfl-teams.ts';
import type { InjuryRecord } from '../records.ts';

export const INJURIES_REQUIRED_COLUMNS: readonly string[] = ['season', 'week', 'team', 'full_name', 'report_status'];

/**
 * The `season,week,team,full_name,report_status` file has no position; 'Unknown' is the lead's decision (the
 * injury still counts for its team; it is not a key position) rather than guessing one from a roster.
 * nflverse's full release also has `position`, `report_primary_injury` and `date_modified`: used when present.
 */
export const UNKNOWN_POSITION = 'Unknown';
/** Wednesday's practice report is published in the afternoon; 4 pm ET places it inside that day whatever the zone. */
const REPORT_TIME = '16:00';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface NflverseInjuries {
  season: number | null;
  week: number | null;
  injuries: InjuryRecord[];
  /** Team codes no NFL team answers to, each once. */
  unresolved: string[];
}

/** First Monday of September (Labor Day), as a UTC calendar date. */
function laborDay(season: number): Date {
  const first = new Date(Date.UTC(season, 8, 1));
  return new Date(first.getTime() + ((8 - first.getUTCDay()) % 7) * DAY_MS);
}

/**
 * The first report day of an NFL week: the Wednesday before its games. Week 1 is the week after Labor Day
 * (its Wednesday is Labor Day + 2 days, every season since 1999) and weeks follow seven days apart; the
 * calendar gives it without needing the schedule, so an injuries file imports on its own.
 */
export function firstReportDay(season: number, week: number): Date {
  const wednesday = new Date(laborDay(season).getTime() + (2 + 7 * (week - 1)) * DAY_MS);
  return newYorkWallClock(wednesday.toISOString().slice(0, 10), REPORT_TIME);
}

/** `date_modified` of the full release as an ISO instant (nflverse writes UTC, with or without the zone). */
function reportedAt(value: string | undefined): string | null {
  const text = nflverseText(value);
  if (text === null) return null;
  const zoned = /(?:[zZ]|[+-]\d\d:?\d\d)$/.test(text) ? text : `${text.replace(' ', 'T')}Z`;
  const instant = Date.parse(zoned);
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/**
 * The injury report of the latest week of an nflverse injuries CSV (`season,week,team,full_name,report_status`):
 * one record per player and team, the status as the report gives it (Out, Doubtful, Questionable, Injured
 * Reserve) for both the status and the game status, dated at the week's first report day.
 */
export function nflverseInjuryRecords(csv: string): NflverseInjuries {
  const rows = readNflverseCsv(csv, INJURIES_REQUIRED_COLUMNS);
  const weekOf = (row: Record<string, string>) => (nflverseNumber(row.season) ?? 0) * 100 + (nflverseNumber(row.week) ?? 0);
  const latest = rows.reduce((best, row) => Math.max(best, weekOf(row)), 0);
  if (latest === 0) return { season: null, week: null, injuries: [], unresolved: [] };
  const season = Math.floor(latest / 100);
  const week = latest % 100;
  const lastReported = firstReportDay(season, week).toISOString();
  const unresolved = new Set<string>();
  const byPlayer = new Map<string, InjuryRecord>();
  for (const row of rows) {
    if (weekOf(row) !== latest) continue;
    const code = row.team?.trim() ?? '';
    const team = nflTeamByCode(code);
    const playerName = nflverseText(row.full_name);
    const status = nflverseText(row.report_status);
    if (!team) unresolved.add(code);
    // A player on the practice report only (no game designation, report_status NA) is not listed as injured.
    if (!team || playerName === null || status === null) continue;
    byPlayer.set(`${team.sourceId}:${playerName}`, {
      teamId: team.sourceId,
      playerName,
      position: nflverseText(row.position) ?? UNKNOWN_POSITION,
      injuryType: nflverseText(row.report_primary_injury),
      status,
      gameStatus: status,
      lastReported: reportedAt(row.date_modified) ?? lastReported,
    });
  }
  return { season, week, injuries: [...byPlayer.values()], unresolved: [...unresolved] };
}
