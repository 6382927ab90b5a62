import { DAY_MS, nextWeekday, nthWeekday } from './demo-calendar.ts';

/** Opening Day: the last Thursday of March (March 26 in 2026). */
export function openingDay(year: number): number {
  return nextWeekday(Date.UTC(year, 2, 25), 4);
}

/** The regular season's last day: the last Sunday of September (September 27 in 2026). */
export function regularSeasonEnd(year: number): number {
  return nextWeekday(Date.UTC(year, 8, 24), 0);
}

/** The All-Star break: the Monday to Wednesday after the second Sunday of July, no games. */
function isAllStarBreak(day: number): boolean {
  const monday = nthWeekday(new Date(day).getUTCFullYear(), 6, 0, 2) + DAY_MS;
  return day >= monday && day < monday + 3 * DAY_MS;
}

/** How many regular-season games a day holds: a full 15, fewer on the travel days (Monday, Thursday), none at the break. */
export function regularSeasonGameCount(day: number, year: number): number {
  if (day < openingDay(year) || day > regularSeasonEnd(year) || isAllStarBreak(day)) return 0;
  const weekday = new Date(day).getUTCDay();
  return day !== openingDay(year) && (weekday === 1 || weekday === 4) ? 9 : 15;
}

export interface PostseasonRound {
  name: string;
  /** Best of `games`; games are played on these days after the regular season's last day, until a club clinches. */
  dayOffsets: readonly number[];
  /** Which games the better seed hosts. */
  betterSeedHosts: readonly boolean[];
}

/**
 * The postseason of twelve clubs: the Wild Card Series (best of three, all at the better seed), the Division
 * Series (best of five), the League Championship Series and the World Series (best of seven, 2-3-2), with the
 * travel days between; the World Series ends in the last days of October.
 */
export const POSTSEASON_ROUNDS: readonly PostseasonRound[] = [
  { name: 'Wild Card Series', dayOffsets: [2, 3, 4], betterSeedHosts: [true, true, true] },
  { name: 'Division Series', dayOffsets: [6, 7, 9, 10, 12], betterSeedHosts: [true, true, false, false, true] },
  { name: 'League Championship Series', dayOffsets: [14, 15, 17, 18, 19, 21, 22], betterSeedHosts: [true, true, false, false, false, true, true] },
  { name: 'World Series', dayOffsets: [25, 26, 28, 29, 30, 32, 33], betterSeedHosts: [true, true, false, false, false, true, true] },
];
