import type { FootballLeague } from '@playbook/contracts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Midnight UTC of the day holding `now`, in epoch milliseconds. */
export function utcDayStart(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS) * DAY_MS;
}

/**
 * A football season runs from late summer into January, so January-June belong to the previous year's
 * season (a date in March 2026 shows the 2025 season).
 */
export function footballSeasonYear(now: Date): number {
  return now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

export interface FootballCalendar {
  /** Regular-season weeks. */
  weeks: number;
  /** The current week cycles through these weeks, one per real week, so the season is always under way. */
  firstCurrentWeek: number;
  lastCurrentWeek: number;
}

export const FOOTBALL_CALENDARS: Readonly<Record<FootballLeague, FootballCalendar>> = {
  NFL: { weeks: 18, firstCurrentWeek: 6, lastCurrentWeek: 16 },
  NCAA: { weeks: 13, firstCurrentWeek: 5, lastCurrentWeek: 12 },
};

/**
 * The week that holds `now`. It advances every Thursday 00:00 UTC (epoch day 0 was a Thursday) and wraps from
 * the last current week back to the first, so there are always completed weeks behind and weeks ahead; the
 * seed shifts the phase.
 */
export function currentFootballWeek(league: FootballLeague, now: Date, seed: number): number {
  const { firstCurrentWeek, lastCurrentWeek } = FOOTBALL_CALENDARS[league];
  const span = lastCurrentWeek - firstCurrentWeek + 1;
  const realWeek = Math.floor(utcDayStart(now) / DAY_MS / 7);
  return firstCurrentWeek + (((realWeek + seed) % span) + span) % span;
}

/**
 * The 7-day window of a week, rolling with today: the current week runs from two days before today to four
 * days after it, and the other weeks sit whole weeks before and after it. Re-anchoring every day keeps
 * finished, live and upcoming games in the current week at any hour.
 */
export function weekWindowStart(todayStart: number, week: number, currentWeek: number): number {
  return todayStart - 2 * DAY_MS + 7 * DAY_MS * (week - currentWeek);
}

/** The first day (midnight UTC) on or after `from` that falls on the given UTC weekday (0 Sunday … 6 Saturday). */
export function nextWeekday(from: number, weekday: number): number {
  const dayOfWeek = new Date(from).getUTCDay();
  return from + ((((weekday - dayOfWeek) % 7) + 7) % 7) * DAY_MS;
}

const FIVE_MINUTES = 5 * MINUTE_MS;

/**
 * `count` start times spread over a day so that games of a few hours cover every moment of it: from one gap
 * before midnight to one gap before the next midnight, `24 h / (count - 1)` apart, on 5-minute marks.
 */
export function kickoffsThroughDay(dayStart: number, count: number): number[] {
  const gap = DAY_MS / Math.max(1, count - 1);
  return Array.from({ length: count }, (_, i) => dayStart + Math.round(((i - 1) * gap) / FIVE_MINUTES) * FIVE_MINUTES);
}
