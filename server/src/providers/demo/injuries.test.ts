import { describe, expect, it } from 'vitest';
import { injuryImpact, injuryReportTime, isKeyPosition, type Injury, type InjuryImpactLevel } from '@playbook/core';
import type { InjuryRecord } from '../records.ts';
import { createDemoProvider } from './demo-provider.ts';
import { INJURY_STATUSES } from './injuries.ts';
import { teamRoster } from './rosters.ts';
import { NFL_TEAMS } from './leagues/nfl-teams.ts';

const provider = createDemoProvider();
const NOW = new Date('2025-11-20T15:37:00Z');
const hoursLater = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

describe('demo injuries', () => {
  it('cover every status, several per team, with game statuses and report times', async () => {
    for (const league of ['NFL', 'NCAA'] as const) {
      const { injuries } = await provider.fetchInjuries(league, NOW);
      expect(new Set(injuries.map((i) => i.status))).toEqual(new Set(INJURY_STATUSES));
      expect(new Set(injuries.map((i) => i.injuryType)).size).toBeGreaterThan(10);
      expect(injuries.every((i) => i.gameStatus !== null && new Date(i.lastReported) <= NOW)).toBe(true);
      const teams = new Set(injuries.map((i) => i.teamId));
      expect(injuries.length / teams.size).toBeGreaterThan(3);
      expect(injuries.length / teams.size).toBeLessThan(10);
    }
  });

  it('are players of the team rosters, key positions included, each listed once', async () => {
    const { injuries } = await provider.fetchInjuries('NFL', NOW);
    const rosters = new Map(NFL_TEAMS.map((team) => [team.abbreviation, teamRoster('NFL', team, 2025, 2025)]));
    for (const injury of injuries) {
      expect(rosters.get(injury.teamId)?.some((p) => p.name === injury.playerName && p.position === injury.position)).toBe(true);
    }
    expect(new Set(injuries.map((i) => `${i.teamId}:${i.playerName}`)).size).toBe(injuries.length);
    expect(injuries.filter((i) => isKeyPosition(i.position)).length / injuries.length).toBeGreaterThan(0.8);
    expect(injuries.some((i) => i.position === 'QB')).toBe(true);
  });

  it('stay the same through a day and change from one day to the next', async () => {
    const morning = await provider.fetchInjuries('NFL', new Date('2025-11-20T00:05:00Z'));
    expect(await provider.fetchInjuries('NFL', hoursLater(8))).toEqual(morning);
    const tomorrow = await provider.fetchInjuries('NFL', hoursLater(24));
    const key = (i: { teamId: string; playerName: string; status: string }) => `${i.teamId}:${i.playerName}:${i.status}`;
    const before = new Set(morning.injuries.map(key));
    const after = new Set(tomorrow.injuries.map(key));
    expect([...after].some((k) => !before.has(k))).toBe(true); // new injuries or new statuses
    const players = new Set(tomorrow.injuries.map((i) => `${i.teamId}:${i.playerName}`));
    expect(morning.injuries.some((i) => !players.has(`${i.teamId}:${i.playerName}`))).toBe(true); // someone returned
  });

  it('give a realistic mix of injury impact under ADR 004: at most a third of teams High, some of each level', async () => {
    const asCore = (record: InjuryRecord): Injury => ({ ...record, teamName: record.teamId, injuryStatus: record.status });
    for (const league of ['NFL', 'NCAA'] as const) {
      for (const day of [0, 3, 9, 20]) {
        const injuries = (await provider.fetchInjuries(league, hoursLater(24 * day))).injuries.map(asCore);
        const asOf = injuryReportTime(injuries);
        const levels = new Map<InjuryImpactLevel, number>();
        for (const team of new Set(injuries.map((injury) => injury.teamName))) {
          const level = injuryImpact(injuries.filter((injury) => injury.teamName === team), { asOf });
          levels.set(level, (levels.get(level) ?? 0) + 1);
        }
        const teams = [...levels.values()].reduce((sum, count) => sum + count, 0);
        expect(levels.get('high') ?? 0, `${league} day ${day}`).toBeGreaterThan(0);
        expect((levels.get('high') ?? 0) / teams, `${league} day ${day}`).toBeLessThanOrEqual(1 / 3);
        expect(levels.get('medium') ?? 0, `${league} day ${day}`).toBeGreaterThan(0);
        expect(levels.get('low') ?? 0, `${league} day ${day}`).toBeGreaterThan(0);
      }
    }
  });
});
