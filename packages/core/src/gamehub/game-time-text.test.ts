import { describe, expect, it } from 'vitest';
import { gameDateText, gameTimeText, ordinalOf, type HubGameClock } from './game-time-text.ts';

const game = (overrides: Partial<HubGameClock>): HubGameClock => ({
  league: 'NFL',
  status: 'scheduled',
  period: null,
  timeRemaining: null,
  scheduledTime: '2026-11-29T18:25:00.000Z',
  ...overrides,
});

describe('gameTimeText (docs/product/game-hub.md game card)', () => {
  it('gives quarter and clock while a football game is live, overtime after the 4th', () => {
    expect(gameTimeText(game({ status: 'live', period: 3, timeRemaining: '8:42' }))).toBe('Q3 8:42');
    expect(gameTimeText(game({ status: 'live', period: 5, timeRemaining: '4:10', league: 'NCAA' }))).toBe('OT 4:10');
    expect(gameTimeText(game({ status: 'live', period: 7, timeRemaining: null, league: 'NCAA' }))).toBe('3OT');
    expect(gameTimeText(game({ status: 'live', period: 1, timeRemaining: ' ' }))).toBe('Q1');
  });

  it('gives the half inning for a live MLB game', () => {
    expect(gameTimeText(game({ league: 'MLB', status: 'live', period: 7, timeRemaining: 'Bot' }))).toBe('Bot 7th');
    expect(gameTimeText(game({ league: 'MLB', status: 'live', period: 1, timeRemaining: 'Top' }))).toBe('Top 1st');
    expect(gameTimeText(game({ league: 'MLB', status: 'live', period: 11, timeRemaining: null }))).toBe('11th');
  });

  it('still says LIVE when the source sends neither period nor clock', () => {
    expect(gameTimeText(game({ status: 'live' }))).toBe('LIVE');
    expect(gameTimeText(game({ status: 'live', timeRemaining: 'Halftime' }))).toBe('Halftime');
  });

  it('says FINAL for a finished game, whatever its clock', () => {
    expect(gameTimeText(game({ status: 'finished', period: 4, timeRemaining: '0:00' }))).toBe('FINAL');
  });

  it('gives a scheduled game its local start time', () => {
    expect(gameTimeText(game({}), 'en-US', 'America/New_York')).toBe('1:25 PM');
    expect(gameTimeText(game({}), 'en-US', 'America/Los_Angeles')).toBe('10:25 AM');
    expect(gameTimeText(game({ scheduledTime: 'not a date' }))).toBe('');
  });
});

describe('gameDateText', () => {
  // Sunday night football, 8:20 PM in New York on 29 November 2026.
  const sundayNight = { scheduledTime: '2026-11-30T01:20:00.000Z' };

  it('gives the start day in the same zone as the start time', () => {
    expect(gameTimeText(game(sundayNight), 'en-US', 'America/New_York')).toBe('8:20 PM');
    expect(gameDateText(sundayNight, 'Sun, Nov 29', 'en-US', 'America/New_York')).toBe('Sun, Nov 29');
    expect(gameTimeText(game(sundayNight), 'en-US', 'Europe/London')).toBe('1:20 AM');
    expect(gameDateText(sundayNight, 'Sun, Nov 29', 'en-US', 'Europe/London')).toBe('Mon, Nov 30');
  });

  it('falls back to the given day when the start time does not read', () => {
    expect(gameDateText({ scheduledTime: 'soon' }, 'Sun, Nov 29')).toBe('Sun, Nov 29');
  });
});

describe('ordinalOf', () => {
  it('uses st, nd, rd and the teens with th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinalOf)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']);
  });
});
