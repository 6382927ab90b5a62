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
  /**
   * Days from Labor Day (the first Monday of September) to the Thursday that opens week 1: college football's
   * week 1 is Labor Day weekend, the NFL opens on the Thursday after it.
   */
  weekOneFromLaborDay: number;
  /** The current week is held within these weeks, so there are always finished weeks behind and games ahead. */
  firstCurrentWeek: number;
  lastCurrentWeek: number;
}

export const FOOTBALL_CALENDARS: Readonly<Record<FootballLeague, FootballCalendar>> = {
  NFL: { weeks: 18, weekOneFromLaborDay: 3, firstCurrentWeek: 6, lastCurrentWeek: 16 },
  NCAA: { weeks: 13, weekOneFromLaborDay: -4, firstCurrentWeek: 5, lastCurrentWeek: 12 },
};

/** Labor Day of a year (the first Monday of September), midnight UTC in epoch ms. */
export function laborDay(year: number): number {
  return nextWeekday(Date.UTC(year, 8, 1), 1);
}

/**
 * The week that holds `now` on the real football calendar (issue 17: in late November college football is in its
 * last regular-season weeks and the NFL around week 12). Weeks open on Thursdays counted from the league's week 1
 * of `now`'s season, held within firstCurrentWeek..lastCurrentWeek: before a season (July, August) the demo shows
 * its first current week, after it (December to June) its last.
 */
export function currentFootballWeek(league: FootballLeague, now: Date): number {
  const { weekOneFromLaborDay, firstCurrentWeek, lastCurrentWeek } = FOOTBALL_CALENDARS[league];
  const weekOne = laborDay(footballSeasonYear(now)) + weekOneFromLaborDay * DAY_MS;
  const week = Math.floor((utcDayStart(now) - weekOne) / (7 * DAY_MS)) + 1;
  return Math.min(lastCurrentWeek, Math.max(firstCurrentWeek, week));
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
