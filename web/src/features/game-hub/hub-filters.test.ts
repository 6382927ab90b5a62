import { describe, expect, it } from 'vitest';
import { gameDateText } from '@playbook/core';
import { hubGame } from '@/test/sports-fixtures';
import { dayGroups, dayLabel, gameCountText, liveGames, matchesSearch } from './hub-filters';

const NEW_YORK = 'America/New_York';
const at = (away: string, home: string, scheduledTime: string) => hubGame(away, home, { scheduledTime });

describe('This Week grouped by day (docs/product/game-hub.md)', () => {
  const saturdayLate = at('Texas Longhorns', 'Texas A&M Aggies', '2026-11-28T19:30:00.000Z');
  const saturdayEarly = at('Ohio State Buckeyes', 'Michigan Wolverines', '2026-11-28T17:00:00.000Z');
  const friday = at('Miami (OH) RedHawks', 'Ohio Bobcats', '2026-11-27T23:00:00.000Z');
  const byDay = { '2026-11-28': [saturdayLate, saturdayEarly], '2026-11-27': [friday] };

  it('orders the days by date and each day by start time, with its weekday label', () => {
    const groups = dayGroups(byDay, '', 'en-US', NEW_YORK);
    expect(groups.map((group) => [group.day, group.label, group.games.length])).toEqual([
      ['2026-11-27', 'Friday, November 27', 1],
      ['2026-11-28', 'Saturday, November 28', 2],
    ]);
    expect(groups[1]?.games.map((game) => game.awayTeam)).toEqual(['Ohio State Buckeyes', 'Texas Longhorns']);
  });

  it("groups by the viewer's day, the day the card's date shows: a late kick-off is under its own day in London", () => {
    // Sunday 8:20 PM in New York is Monday 1:20 AM in London; the server files it under New York's Sunday.
    const sundayNight = at('Green Bay Packers', 'Chicago Bears', '2026-11-30T01:20:00.000Z');
    const week = { '2026-11-29': [sundayNight], '2026-11-30': [at('Buffalo Bills', 'Miami Dolphins', '2026-12-01T01:15:00.000Z')] };
    expect(dayGroups(week, '', 'en-US', NEW_YORK).map((group) => [group.label, group.games.length])).toEqual([
      ['Sunday, November 29', 1],
      ['Monday, November 30', 1],
    ]);
    expect(dayGroups(week, '', 'en-US', 'Europe/London').map((group) => [group.label, group.games.length])).toEqual([
      ['Monday, November 30', 1],
      ['Tuesday, December 1', 1],
    ]);
    expect(gameDateText(sundayNight, '2026-11-29', 'en-US', 'Europe/London')).toBe('Mon, Nov 30');
  });

  it('keeps the server\'s day for a start time it cannot read', () => {
    const unread = at('Army Black Knights', 'Navy Midshipmen', 'soon');
    expect(dayGroups({ '2026-12-12': [unread] }, '', 'en-US', NEW_YORK).map((group) => group.day)).toEqual(['2026-12-12']);
  });

  it('keeps only the searched games and drops a day the search empties', () => {
    expect(dayGroups(byDay, '  TEXAS ', 'en-US', NEW_YORK).map((group) => [group.day, group.games.length])).toEqual([['2026-11-28', 1]]);
    expect(dayGroups(byDay, 'nobody', 'en-US', NEW_YORK)).toEqual([]);
    expect(dayGroups({}, '', 'en-US')).toEqual([]);
  });

  it('ignores case, extra spaces and parentheses in team names (docs/product/game-hub.md)', () => {
    expect(matchesSearch(friday, 'MIAMI   redhawks')).toBe(true);
    expect(matchesSearch(friday, 'Miami (OH)')).toBe(true);
    expect(matchesSearch(friday, 'bobcats')).toBe(true);
    expect(matchesSearch(friday, 'buckeyes')).toBe(false);
  });

  it('says the count of each day and reads a day key in no viewer zone', () => {
    expect(gameCountText(1)).toBe('1 game');
    expect(gameCountText(14)).toBe('14 games');
    expect(dayLabel('2026-01-01', 'en-US')).toBe('Thursday, January 1');
    expect(dayLabel('soon')).toBe('soon');
  });

  it('lists live games searched and by start time', () => {
    expect(liveGames([saturdayLate, saturdayEarly, friday], 'o').map((game) => game.awayTeam)).toEqual([
      'Miami (OH) RedHawks',
      'Ohio State Buckeyes',
      'Texas Longhorns',
    ]);
  });
});
