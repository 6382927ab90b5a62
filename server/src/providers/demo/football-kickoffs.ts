import type { FootballLeague } from '@playbook/contracts';
import { DAY_MS, HOUR_MS, kickoffsThroughDay, MINUTE_MS, nextWeekday, weekWindowStart } from './demo-calendar.ts';

const at = (day: number, hours: number, minutes = 0): number => day + hours * HOUR_MS + minutes * MINUTE_MS;

/**
 * How many of the current week's games are played today, spread evenly from one slot before midnight to one
 * slot before the next midnight, so that with 185-minute games some game is live at every time of day:
 * NCAA 17 games 90 minutes apart (always at least two live); the NFL's 14-16 games allow 12-13 games about
 * two hours apart (at least one live, two for about half of the day). The rest of the week's games are split
 * between the two previous days (finished) and the coming days (scheduled).
 */
export function todaysGameCount(league: FootballLeague, weekGames: number): number {
  return league === 'NCAA' ? Math.min(17, weekGames - 2) : Math.min(13, weekGames - 2);
}


/** Kickoffs of earlier days this week (all over before today starts) and of later days (all after today). */
const EARLIER_SLOTS: Readonly<Record<FootballLeague, readonly (readonly [number, number, number])[]>> = {
  // [days from today, hour, minute] in UTC.
  NFL: [[-1, 17, 0], [-1, 20, 25], [-2, 17, 0], [-2, 20, 5], [-2, 17, 0]],
  NCAA: [[-2, 16, 0], [-2, 19, 30], [-2, 23, 0], [-2, 16, 0], [-2, 19, 30], [-1, 17, 0], [-1, 20, 30]],
};
const LATER_SLOTS: Readonly<Record<FootballLeague, readonly (readonly [number, number, number])[]>> = {
  NFL: [[1, 0, 15], [1, 20, 15], [2, 0, 20], [2, 17, 0]],
  NCAA: [[1, 16, 0], [1, 19, 30], [1, 23, 0], [2, 16, 0], [2, 19, 30], [2, 23, 30]],
};

function currentWeekKickoffs(league: FootballLeague, count: number, todayStart: number): number[] {
  const today = todaysGameCount(league, count);
  const earlier = Math.ceil((count - today) * (league === 'NCAA' ? 0.6 : 0.5));
  const later = count - today - earlier;
  const slot = ([days, hours, minutes]: readonly [number, number, number]): number => at(todayStart + days * DAY_MS, hours, minutes);
  const cycle = (slots: readonly (readonly [number, number, number])[], n: number): number[] =>
    Array.from({ length: n }, (_, i) => slot(slots[i % slots.length] ?? [0, 0, 0]));
  return [...cycle(EARLIER_SLOTS[league], earlier), ...kickoffsThroughDay(todayStart, today), ...cycle(LATER_SLOTS[league], later)];
}

/** A regular NFL week: Thursday night, the Sunday early and late windows, Sunday night and Monday night. */
function nflWeekKickoffs(count: number, windowStart: number): number[] {
  const sunday = nextWeekday(windowStart, 0);
  const thursday = sunday - 3 * DAY_MS;
  const sundayGames = count - 3;
  const early = Math.ceil(sundayGames * 0.6);
  return Array.from({ length: count }, (_, i) => {
    if (i === 0) return at(thursday, 25, 15); // 20:15 ET Thursday
    if (i === count - 2) return at(sunday, 24, 20); // Sunday night
    if (i === count - 1) return at(sunday + DAY_MS, 24, 15); // Monday night
    return i <= early ? at(sunday, 17, 0) : at(sunday, 20, i % 2 === 0 ? 5 : 25);
  });
}

/** A regular college Saturday: noon, afternoon, evening and late windows, with a few Thursday and Friday games. */
function ncaaWeekKickoffs(count: number, windowStart: number): number[] {
  const saturday = nextWeekday(windowStart, 6);
  const windows: readonly (readonly [number, number])[] = [[16, 0], [19, 30], [23, 0], [16, 0], [19, 30], [23, 0], [26, 30]];
  const saturdaySlots = windows.map(([hours, minutes]) => at(saturday, hours, minutes));
  return Array.from({ length: count }, (_, i) => {
    if (i === 0) return at(saturday - 2 * DAY_MS, 23, 30); // Thursday
    if (i === 1 || i === 2) return at(saturday - DAY_MS, 23, 0); // Friday
    return saturdaySlots[i % saturdaySlots.length] ?? at(saturday, 16, 0);
  });
}

/** Kickoff times (epoch ms) of a week's games, in the order given. */
export function weekKickoffs(league: FootballLeague, count: number, week: number, currentWeek: number, todayStart: number): number[] {
  if (week === currentWeek) return currentWeekKickoffs(league, count, todayStart);
  const windowStart = weekWindowStart(todayStart, week, currentWeek);
  return league === 'NFL' ? nflWeekKickoffs(count, windowStart) : ncaaWeekKickoffs(count, windowStart);
}
