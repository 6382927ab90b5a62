import { describe, expect, it } from 'vitest';
import { isKeyPosition } from '@playbook/core';
import { MLB_TEAMS } from './leagues/mlb-teams.ts';
import { NCAA_FBS_TEAMS } from './leagues/ncaa-fbs-teams.ts';
import { NFL_TEAMS } from './leagues/nfl-teams.ts';
import { teamRoster } from './rosters.ts';

describe('teamRoster', () => {
  it.each([
    ['NFL', NFL_TEAMS, 53],
    ['NCAA', NCAA_FBS_TEAMS, 72],
    ['MLB', MLB_TEAMS, 26],
  ] as const)('gives every %s team a full roster with unique names and jersey numbers', (league, teams, size) => {
    for (const team of teams) {
      const roster = teamRoster(league, team, 2025, 2025);
      expect(roster).toHaveLength(size);
      expect(roster.every((p) => p.teamId === team.abbreviation)).toBe(true);
      expect(new Set(roster.map((p) => p.name)).size).toBe(size);
      const numbers = roster.map((p) => p.number);
      expect(numbers.every((n) => n !== null && n >= 0 && n <= 99)).toBe(true);
      expect(new Set(numbers).size).toBe(size);
    }
  });

  it('fills every football position, key ones included, and numbers quarterbacks and linemen as football does', () => {
    const roster = teamRoster('NFL', NFL_TEAMS[0] ?? NFL_TEAMS[1]!, 2025, 2025);
    for (const position of ['QB', 'RB', 'WR', 'TE', 'C', 'G', 'T', 'DE', 'DT', 'LB', 'CB', 'S', 'K', 'P']) {
      expect(roster.some((p) => p.position === position)).toBe(true);
    }
    expect(roster.filter((p) => isKeyPosition(p.position)).length).toBeGreaterThan(45);
    expect(roster.filter((p) => p.position === 'QB').every((p) => (p.number ?? 99) <= 19)).toBe(true);
    expect(roster.filter((p) => ['C', 'G', 'T'].includes(p.position)).every((p) => (p.number ?? 0) >= 50 && (p.number ?? 0) <= 79)).toBe(true);
  });

  it('fields 13 pitchers and every baseball position', () => {
    const roster = teamRoster('MLB', MLB_TEAMS[0] ?? MLB_TEAMS[1]!, 2025, 2025);
    expect(roster.filter((p) => p.position === 'P')).toHaveLength(13);
    for (const position of ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF', 'DH']) expect(roster.some((p) => p.position === position)).toBe(true);
  });
});
