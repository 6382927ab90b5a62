import { describe, expect, it } from 'vitest';
import { currentFootballWeek, DAY_MS, FOOTBALL_CALENDARS, footballSeasonYear, kickoffsThroughDay, nextWeekday, utcDayStart, weekWindowStart } from './demo-calendar.ts';

describe('demo calendar', () => {
  it('belongs January-June to the previous football season', () => {
    expect(footballSeasonYear(new Date('2025-11-20T12:00:00Z'))).toBe(2025);
    expect(footballSeasonYear(new Date('2026-01-10T12:00:00Z'))).toBe(2025);
    expect(footballSeasonYear(new Date('2026-07-01T00:00:00Z'))).toBe(2026);
  });

  it('advances the current week every Thursday and keeps it inside its band', () => {
    const thursday = new Date('2025-11-20T00:00:00Z');
    const week = currentFootballWeek('NFL', thursday, 2025);
    expect(currentFootballWeek('NFL', new Date(thursday.getTime() + 6 * DAY_MS + DAY_MS - 1), 2025)).toBe(week);
    const next = currentFootballWeek('NFL', new Date(thursday.getTime() + 7 * DAY_MS), 2025);
    expect(next === week + 1 || (week === FOOTBALL_CALENDARS.NFL.lastCurrentWeek && next === FOOTBALL_CALENDARS.NFL.firstCurrentWeek)).toBe(true);
    for (let day = 0; day < 200; day += 3) {
      for (const league of ['NFL', 'NCAA'] as const) {
        const current = currentFootballWeek(league, new Date(thursday.getTime() + day * DAY_MS), 2025);
        expect(current).toBeGreaterThanOrEqual(FOOTBALL_CALENDARS[league].firstCurrentWeek);
        expect(current).toBeLessThanOrEqual(FOOTBALL_CALENDARS[league].lastCurrentWeek);
      }
    }
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
