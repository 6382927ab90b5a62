import { describe, expect, it } from 'vitest';
import { footballSchedule } from './football-schedule.ts';
import { NCAA_FBS_TEAMS } from './leagues/ncaa-fbs-teams.ts';
import { NFL_TEAMS } from './leagues/nfl-teams.ts';

function gamesPerTeam(matchups: ReturnType<typeof footballSchedule>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { home, away } of matchups) for (const team of [home, away]) counts.set(team.abbreviation, (counts.get(team.abbreviation) ?? 0) + 1);
  return counts;
}

function atMostOneGameAWeek(matchups: ReturnType<typeof footballSchedule>): boolean {
  const seen = new Set<string>();
  for (const { week, home, away } of matchups) {
    for (const team of [home, away]) {
      const key = `${week}:${team.abbreviation}`;
      if (seen.has(key)) return false;
      seen.add(key);
    }
  }
  return true;
}

describe('footballSchedule', () => {
  it('gives every NFL club 17 games in 18 weeks, one bye, several against division rivals', () => {
    const schedule = footballSchedule('NFL', NFL_TEAMS, 2025, 2025);
    expect(schedule).toHaveLength(272);
    expect(atMostOneGameAWeek(schedule)).toBe(true);
    expect([...gamesPerTeam(schedule).values()].every((games) => games === 17)).toBe(true);
    expect(new Set(schedule.map((m) => m.week)).size).toBe(18);
    const division = schedule.filter((m) => m.home.division === m.away.division).length;
    expect(division / schedule.length).toBeGreaterThan(0.2);
  });

  it('gives every FBS team 12 games in 13 weeks, mostly in conference after September', () => {
    const schedule = footballSchedule('NCAA', NCAA_FBS_TEAMS, 2025, 2025);
    expect(atMostOneGameAWeek(schedule)).toBe(true);
    expect([...gamesPerTeam(schedule).values()].every((games) => games === 12)).toBe(true);
    expect(gamesPerTeam(schedule).size).toBe(NCAA_FBS_TEAMS.length);
    const late = schedule.filter((m) => m.week >= 4);
    const conference = late.filter((m) => m.home.conference === m.away.conference).length;
    expect(conference / late.length).toBeGreaterThan(0.7);
  });

  it('depends on the seed and season only', () => {
    expect(footballSchedule('NFL', NFL_TEAMS, 2025, 1)).toEqual(footballSchedule('NFL', NFL_TEAMS, 2025, 1));
    expect(footballSchedule('NFL', NFL_TEAMS, 2026, 1)).not.toEqual(footballSchedule('NFL', NFL_TEAMS, 2025, 1));
  });
});
