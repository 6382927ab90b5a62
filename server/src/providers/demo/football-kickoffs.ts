import type { FootballLeague } from '@playbook/contracts';
import { DAY_MS, easternTime, thanksgiving, weekThursday } from './demo-calendar.ts';

/** A kickoff slot: days after the week's Thursday and the New York wall-clock time. */
type Slot = readonly [days: number, hours: number, minutes: number];

const THURSDAY_NIGHT: Slot = [0, 20, 15];
const SUNDAY_EARLY: Slot = [3, 13, 0];
const SUNDAY_LATE: readonly Slot[] = [[3, 16, 5], [3, 16, 25], [3, 16, 25], [3, 16, 25]];
const SUNDAY_NIGHT: Slot = [3, 20, 20];
const MONDAY_NIGHT: Slot = [4, 20, 15];
/** Thanksgiving: an early, an afternoon and a night game. */
const THANKSGIVING: readonly Slot[] = [[0, 12, 30], [0, 16, 30], [0, 20, 20]];

/**
 * An NFL week: Thursday night (three games on Thanksgiving), most Sunday games at 1:00 PM ET, three or four
 * at 4:05/4:25, Sunday night and Monday night. Week 18 has no Thursday or Monday game: two on Saturday.
 */
function nflSlots(count: number, week: number, isThanksgiving: boolean): Slot[] {
  if (week === 18) {
    const sunday = count - 3;
    return [[2, 16, 30], [2, 20, 0], ...Array.from({ length: sunday }, (_, i): Slot => (i < sunday * 0.6 ? SUNDAY_EARLY : [3, 16, 25])), SUNDAY_NIGHT];
  }
  const thursday = isThanksgiving ? THANKSGIVING : [THURSDAY_NIGHT];
  const late = SUNDAY_LATE.slice(0, count >= 15 ? 4 : 3);
  const early = Math.max(0, count - thursday.length - late.length - 2);
  return [...thursday, ...Array.from({ length: early }, () => SUNDAY_EARLY), ...late, SUNDAY_NIGHT, MONDAY_NIGHT].slice(0, count);
}

/** Saturday windows in the proportions TV fills them: noon, 3:30, prime time, and a late West Coast game. */
const SATURDAY: readonly Slot[] = [
  [2, 12, 0], [2, 15, 30], [2, 19, 0], [2, 12, 0], [2, 15, 30], [2, 19, 30], [2, 12, 0], [2, 15, 30], [2, 19, 0], [2, 22, 30],
];

/**
 * A college week: a Thursday and two Friday night games, the rest on Saturday from noon to late night. Week 1
 * opens with a few Thursday games and ends with a Labor Day Monday night game; rivalry week (Thanksgiving's)
 * has a Thanksgiving night game and a Black Friday afternoon.
 */
function ncaaSlots(count: number, week: number, isThanksgiving: boolean): Slot[] {
  const weekday: Slot[] =
    week === 1
      ? [[0, 19, 0], [0, 19, 30], [0, 20, 0], [1, 19, 0], [1, 21, 0], [4, 20, 0]]
      : isThanksgiving
        ? [[0, 19, 30], [1, 12, 0], [1, 15, 30], [1, 15, 30], [1, 19, 30]]
        : [[0, 19, 30], [1, 19, 0], [1, 21, 0]];
  return Array.from({ length: count }, (_, i) => weekday[i] ?? SATURDAY[(i - weekday.length) % SATURDAY.length] ?? SATURDAY[0] ?? [2, 12, 0]);
}

/** Kickoff times (epoch ms) of a regular-season week's games, in the order given. */
export function weekKickoffs(league: FootballLeague, count: number, season: number, week: number): number[] {
  const thursday = weekThursday(league, season, week);
  const isThanksgiving = thursday === thanksgiving(season);
  const slots = league === 'NFL' ? nflSlots(count, week, isThanksgiving) : ncaaSlots(count, week, isThanksgiving);
  return slots.map(([days, hours, minutes]) => easternTime(thursday + days * DAY_MS, hours, minutes));
}
