import type { EspnScoreboard } from './espn-schemas.ts';

export const REGULAR_SEASON = '2';
export const POSTSEASON = '3';

export interface CalendarWeek {
  seasonType: string;
  week: number;
  startDate: string;
}

/** The weeks of one part of the season ('2' regular season, '3' postseason) in `leagues[0].calendar`. */
export function calendarWeeks(scoreboard: EspnScoreboard, seasonType: string): CalendarWeek[] {
  const parts = scoreboard.leagues?.[0]?.calendar ?? [];
  const part = parts.find((entry) => typeof entry !== 'string' && entry.value === seasonType);
  if (part === undefined || typeof part === 'string') return [];
  return (part.entries ?? [])
    .map((entry) => ({ seasonType, week: Number(entry.value), startDate: entry.startDate }))
    .filter((entry) => Number.isInteger(entry.week));
}

/**
 * The regular-season week count, from the calendar when it is there. The fallback is the current format
 * (NFL 18 weeks since 2021; FBS 15 plus the conference championships), used only for a saved file holding
 * events without their calendar.
 */
export function regularSeasonWeeks(scoreboard: EspnScoreboard | null, league: 'NFL' | 'NCAA'): number {
  const weeks = scoreboard ? calendarWeeks(scoreboard, REGULAR_SEASON) : [];
  if (weeks.length > 0) return Math.max(...weeks.map((entry) => entry.week));
  return league === 'NFL' ? 18 : 16;
}
