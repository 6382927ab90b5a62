import type { FootballLeague } from '@playbook/contracts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

/** Midnight UTC of the day holding `now`, in epoch milliseconds. */
export function utcDayStart(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS) * DAY_MS;
}

/**
 * A football season runs from late summer into February, so January-June belong to the previous year's
 * season (a date in March 2026 shows the 2025 season).
 */
export function footballSeasonYear(now: Date): number {
  return now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
}

/** The first day (midnight UTC) on or after `from` that falls on the given UTC weekday (0 Sunday … 6 Saturday). */
export function nextWeekday(from: number, weekday: number): number {
  const dayOfWeek = new Date(from).getUTCDay();
  return from + ((((weekday - dayOfWeek) % 7) + 7) % 7) * DAY_MS;
}

/** The n-th (1-based) given weekday of a month, midnight UTC. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  return nextWeekday(Date.UTC(year, month, 1), weekday) + (n - 1) * WEEK_MS;
}

/** Labor Day of a year (the first Monday of September), midnight UTC in epoch ms. */
export function laborDay(year: number): number {
  return nthWeekday(year, 8, 1, 1);
}

/** Thanksgiving (the fourth Thursday of November), midnight UTC in epoch ms. */
export function thanksgiving(year: number): number {
  return nthWeekday(year, 10, 4, 4);
}

/** US Eastern time is UTC-4 from the second Sunday of March to the first Sunday of November, UTC-5 otherwise. */
function easternOffsetHours(day: number): number {
  const year = new Date(day).getUTCFullYear();
  return day >= nthWeekday(year, 2, 0, 2) && day < nthWeekday(year, 10, 0, 1) ? 4 : 5;
}

/** Midnight UTC of the New York calendar day holding `now`: what a slate of games is dated by. */
export function easternDayStart(now: number): number {
  const guess = Math.floor(now / DAY_MS) * DAY_MS;
  const day = now - easternOffsetHours(guess) * HOUR_MS;
  return Math.floor(day / DAY_MS) * DAY_MS;
}

/** The instant (epoch ms) of a wall-clock time in New York on the calendar day whose UTC midnight is `day`. */
export function easternTime(day: number, hours: number, minutes = 0): number {
  return day + (hours + easternOffsetHours(day)) * HOUR_MS + minutes * MINUTE_MS;
}

export interface FootballCalendar {
  /** Regular-season weeks. */
  weeks: number;
  /**
   * Days from Labor Day (the first Monday of September) to the Thursday that opens week 1: college football's
   * week 1 is Labor Day weekend, the NFL opens on the Thursday after it.
   */
  weekOneFromLaborDay: number;
}

export const FOOTBALL_CALENDARS: Readonly<Record<FootballLeague, FootballCalendar>> = {
  NFL: { weeks: 18, weekOneFromLaborDay: 3 },
  NCAA: { weeks: 13, weekOneFromLaborDay: -4 },
};

/** Midnight UTC of the Thursday of a league's week in a season. */
export function weekThursday(league: FootballLeague, season: number, week: number): number {
  return laborDay(season) + (FOOTBALL_CALENDARS[league].weekOneFromLaborDay + 7 * (week - 1)) * DAY_MS;
}

/** A football week turns on Tuesday morning, after Monday night's game, as sportsbooks' boards do. */
const WEEK_TURNS_BEFORE_THURSDAY_MS = 2 * DAY_MS - 10 * HOUR_MS;

/** The week of a league's season that holds an instant, counted on from the regular season (weeks turn on Tuesdays). */
export function footballWeekAt(league: FootballLeague, season: number, instant: number): number {
  const weekOneTurn = weekThursday(league, season, 1) - WEEK_TURNS_BEFORE_THURSDAY_MS;
  return Math.floor((instant - weekOneTurn) / WEEK_MS) + 1;
}

/**
 * The week that holds `now` on the real football calendar, counted from the league's week 1 of `now`'s season.
 * Before a season (July, August) it is week 1, all still to play; after it (to July) the season's last week
 * (`lastWeek`: the postseason's last, the regular season's by default), all played.
 */
export function currentFootballWeek(league: FootballLeague, now: Date, lastWeek = FOOTBALL_CALENDARS[league].weeks): number {
  return Math.min(lastWeek, Math.max(1, footballWeekAt(league, footballSeasonYear(now), now.getTime())));
}
