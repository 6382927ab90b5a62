import { describe, expect, it } from 'vitest';
import {
  currentFootballWeek,
  DAY_MS,
  FOOTBALL_CALENDARS,
  footballSeasonYear,
  kickoffsThroughDay,
  laborDay,
  nextWeekday,
  utcDayStart,
  weekWindowStart,
} from './demo-calendar.ts';

describe('demo calendar', () => {
  it('belongs January-June to the previous football season', () => {
    expect(footballSeasonYear(new Date('2025-11-20T12:00:00Z'))).toBe(2025);
    expect(footballSeasonYear(new Date('2026-01-10T12:00:00Z'))).toBe(2025);
    expect(footballSeasonYear(new Date('2026-07-01T00:00:00Z'))).toBe(2026);
  });

  it('follows the real football calendar: late November is college football\'s last regular-season weeks, NFL week 11-12 (issue 17)', () => {
    expect(new Date(laborDay(2025)).toISOString()).toBe('2025-09-01T00:00:00.000Z');
    expect(new Date(laborDay(2026)).toISOString()).toBe('2026-09-07T00:00:00.000Z');
    expect(currentFootballWeek('NFL', new Date('2025-11-20T15:00:00Z'))).toBe(12); // 2025's Thursday of week 12
    expect(currentFootballWeek('NFL', new Date('2026-11-23T18:00:00Z'))).toBe(11);
    for (const date of ['2025-11-20T15:00:00Z', '2026-11-23T18:00:00Z', '2026-11-28T18:00:00Z']) {
      expect(currentFootballWeek('NCAA', new Date(date)), date).toBeGreaterThanOrEqual(FOOTBALL_CALENDARS.NCAA.weeks - 1);
    }
    expect(currentFootballWeek('NCAA', new Date('2025-09-13T18:00:00Z'))).toBe(FOOTBALL_CALENDARS.NCAA.firstCurrentWeek);
    expect(currentFootballWeek('NCAA', new Date('2025-10-04T18:00:00Z'))).toBe(6);
  });

  it('advances the current week every Thursday and holds it inside its band out of season', () => {
    const thursday = new Date('2025-10-16T00:00:00Z');
    const week = currentFootballWeek('NFL', thursday);
    expect(currentFootballWeek('NFL', new Date(thursday.getTime() + 7 * DAY_MS - 1))).toBe(week);
    expect(currentFootballWeek('NFL', new Date(thursday.getTime() + 7 * DAY_MS))).toBe(week + 1);
    for (let day = 0; day < 400; day += 3) {
      for (const league of ['NFL', 'NCAA'] as const) {
        const current = currentFootballWeek(league, new Date(thursday.getTime() + day * DAY_MS));
        expect(current).toBeGreaterThanOrEqual(FOOTBALL_CALENDARS[league].firstCurrentWeek);
        expect(current).toBeLessThanOrEqual(FOOTBALL_CALENDARS[league].lastCurrentWeek);
      }
    }
    expect(currentFootballWeek('NFL', new Date('2026-03-10T12:00:00Z'))).toBe(FOOTBALL_CALENDARS.NFL.lastCurrentWeek);
    expect(currentFootballWeek('NFL', new Date('2026-08-10T12:00:00Z'))).toBe(FOOTBALL_CALENDARS.NFL.firstCurrentWeek);
  });

  it('rolls week windows with today: the current week starts two days ago', () => {
    const today = utcDayStart(new Date('2025-11-20T15:00:00Z'));
    expect(weekWindowStart(today, 10, 10)).toBe(today - 2 * DAY_MS);
    expect(weekWindowStart(today, 8, 10)).toBe(today - 16 * DAY_MS);
  });

  it('finds the next given weekday', () => {
    const thursday = Date.UTC(2025, 10, 20);
    expect(new Date(nextWeekday(thursday, 6)).toISOString()).toBe('2025-11-22T00:00:00.000Z');
    expect(nextWeekday(thursday, 4)).toBe(thursday);
  });

  it('spreads start times over the day on 5-minute marks', () => {
    const day = Date.UTC(2025, 10, 20);
    const starts = kickoffsThroughDay(day, 17);
    expect(starts[0]).toBe(day - 90 * 60_000);
    expect(starts.at(-1)).toBe(day + DAY_MS - 90 * 60_000);
    expect(starts.every((t) => t % (5 * 60_000) === 0)).toBe(true);
  });
});
