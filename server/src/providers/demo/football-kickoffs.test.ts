import { describe, expect, it } from 'vitest';
import { weekKickoffs } from './football-kickoffs.ts';

/** "Sun 13:00" in New York. */
function slot(kickoff: number): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(kickoff);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('hour')}:${part('minute')}`;
}

const tally = (kickoffs: readonly number[]) => {
  const counts = new Map<string, number>();
  for (const kickoff of kickoffs) counts.set(slot(kickoff), (counts.get(slot(kickoff)) ?? 0) + 1);
  return Object.fromEntries(counts);
};

describe('weekKickoffs', () => {
  it('puts an NFL week on its real slots: Thursday night, Sunday 1:00, 4:05, 4:25, Sunday night, Monday night', () => {
    expect(tally(weekKickoffs('NFL', 16, 2026, 3))).toEqual({
      'Thu 20:15': 1, 'Sun 13:00': 9, 'Sun 16:05': 1, 'Sun 16:25': 3, 'Sun 20:20': 1, 'Mon 20:15': 1,
    });
    expect(tally(weekKickoffs('NFL', 14, 2026, 8))).toEqual({
      'Thu 20:15': 1, 'Sun 13:00': 8, 'Sun 16:05': 1, 'Sun 16:25': 2, 'Sun 20:20': 1, 'Mon 20:15': 1,
    });
  });

  it('plays three NFL games on Thanksgiving, whichever week it falls in', () => {
    for (const [season, week] of [[2026, 12], [2025, 13]] as const) {
      const thanksgiving = tally(weekKickoffs('NFL', 14, season, week));
      expect(thanksgiving).toMatchObject({ 'Thu 12:30': 1, 'Thu 16:30': 1, 'Thu 20:20': 1, 'Sun 20:20': 1, 'Mon 20:15': 1 });
    }
  });

  it('has no Thursday or Monday game in week 18: two on Saturday, the rest on Sunday', () => {
    const days = weekKickoffs('NFL', 16, 2026, 18).map((kickoff) => slot(kickoff).slice(0, 3));
    expect(days.filter((day) => day === 'Sat')).toHaveLength(2);
    expect(days.filter((day) => day === 'Sun')).toHaveLength(14);
  });

  it('plays college football on Saturday from noon to late night, with a Thursday and two Friday games', () => {
    const week = tally(weekKickoffs('NCAA', 62, 2026, 6));
    expect(week).toMatchObject({ 'Thu 19:30': 1, 'Fri 19:00': 1, 'Fri 21:00': 1 });
    const saturday = Object.entries(week).filter(([key]) => key.startsWith('Sat'));
    expect(saturday.reduce((sum, [, n]) => sum + n, 0)).toBe(59);
    expect(Object.keys(week).sort()).toEqual(['Fri 19:00', 'Fri 21:00', 'Sat 12:00', 'Sat 15:30', 'Sat 19:00', 'Sat 19:30', 'Sat 22:30', 'Thu 19:30']);
  });

  it('opens the college season with Thursday games and a Labor Day game, and puts rivalry week on Black Friday', () => {
    expect(tally(weekKickoffs('NCAA', 60, 2026, 1))).toMatchObject({ 'Mon 20:00': 1 });
    expect(tally(weekKickoffs('NCAA', 60, 2026, 13))).toMatchObject({ 'Thu 19:30': 1, 'Fri 12:00': 1, 'Fri 15:30': 2 });
  });
});
