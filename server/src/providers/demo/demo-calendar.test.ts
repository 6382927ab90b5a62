import { describe, expect, it } from 'vitest';
import { currentFootballWeek, DAY_MS, easternDayStart, easternTime, footballSeasonYear, laborDay, nextWeekday, thanksgiving, weekThursday } from './demo-calendar.ts';

describe('demo calendar', () => {
  it('belongs January-June to the previous football season', () => {
    expect(footballSeasonYear(new Date('2025-11-20T12:00:00Z'))).toBe(2025);
    expect(footballSeasonYear(new Date('2026-01-10T12:00:00Z'))).toBe(2025);
    expect(footballSeasonYear(new Date('2026-07-01T00:00:00Z'))).toBe(2026);
  });

  it('finds Labor Day, Thanksgiving and the Thursday of a week', () => {
    expect(new Date(laborDay(2025)).toISOString()).toBe('2025-09-01T00:00:00.000Z');
    expect(new Date(laborDay(2026)).toISOString()).toBe('2026-09-07T00:00:00.000Z');
    expect(new Date(thanksgiving(2025)).toISOString()).toBe('2025-11-27T00:00:00.000Z');
    expect(new Date(thanksgiving(2026)).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    // The NFL opens on the Thursday after Labor Day; college football's week 1 is Labor Day weekend.
    expect(new Date(weekThursday('NFL', 2026, 1)).toISOString()).toBe('2026-09-10T00:00:00.000Z');
    expect(new Date(weekThursday('NCAA', 2026, 1)).toISOString()).toBe('2026-09-03T00:00:00.000Z');
    // Week 12 of 2026 is Thanksgiving's; week 18 ends in the second week of January.
    expect(weekThursday('NFL', 2026, 12)).toBe(thanksgiving(2026));
    expect(new Date(weekThursday('NFL', 2026, 18)).toISOString()).toBe('2027-01-07T00:00:00.000Z');
  });

  it('reads New York time on both sides of daylight saving', () => {
    expect(new Date(easternTime(Date.UTC(2026, 8, 13), 13)).toISOString()).toBe('2026-09-13T17:00:00.000Z');
    expect(new Date(easternTime(Date.UTC(2026, 10, 29), 13)).toISOString()).toBe('2026-11-29T18:00:00.000Z');
    // 9:30 PM on Friday 27 November in New York is already Saturday in UTC.
    expect(new Date(easternDayStart(Date.parse('2026-11-28T02:30:00Z'))).toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(new Date(easternDayStart(Date.parse('2026-07-15T12:00:00Z'))).toISOString()).toBe('2026-07-15T00:00:00.000Z');
  });

  it('follows the real football calendar: the week turns on Tuesday, late November is NFL week 12 and college rivalry week', () => {
    expect(currentFootballWeek('NFL', new Date('2025-11-20T15:00:00Z'))).toBe(12);
    expect(currentFootballWeek('NFL', new Date('2026-11-28T18:00:00Z'))).toBe(12);
    expect(currentFootballWeek('NCAA', new Date('2026-11-28T18:00:00Z'))).toBe(13);
    // Monday night still belongs to its week; Tuesday morning the next one starts.
    expect(currentFootballWeek('NFL', new Date('2026-12-01T03:00:00Z'))).toBe(12);
    expect(currentFootballWeek('NFL', new Date('2026-12-01T12:00:00Z'))).toBe(13);
    expect(currentFootballWeek('NCAA', new Date('2026-09-05T18:00:00Z'))).toBe(1);
  });

  it('holds week 1 before a season and the last week after it', () => {
    expect(currentFootballWeek('NFL', new Date('2026-08-10T12:00:00Z'))).toBe(1);
    expect(currentFootballWeek('NFL', new Date('2027-03-10T12:00:00Z'))).toBe(18);
    expect(currentFootballWeek('NCAA', new Date('2027-01-05T12:00:00Z'))).toBe(13);
    for (let day = 0; day < 400; day += 3) {
      const week = currentFootballWeek('NFL', new Date(Date.UTC(2026, 0, 1) + day * DAY_MS));
      expect(week).toBeGreaterThanOrEqual(1);
      expect(week).toBeLessThanOrEqual(18);
    }
  });

  it('finds the next given weekday', () => {
    const thursday = Date.UTC(2025, 10, 20);
    expect(new Date(nextWeekday(thursday, 6)).toISOString()).toBe('2025-11-22T00:00:00.000Z');
    expect(nextWeekday(thursday, 4)).toBe(thursday);
  });
});
