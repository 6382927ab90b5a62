import { describe, expect, it } from 'vitest';
import { NFL_TEAMS, nflTeamByCode, nflTeamRecords } from '../src/providers/nfl-teams.ts';
import { teamRecordSchema } from '../src/providers/records.ts';

/** Every team code nflverse's games.csv uses from 1999 to 2025 (relocations included). */
const NFLVERSE_CODES_1999_2025 = [
  'ARI', 'ATL', 'BAL', 'BUF', 'CAR', 'CHI', 'CIN', 'CLE', 'DAL', 'DEN', 'DET', 'GB', 'HOU', 'IND', 'JAX', 'KC', 'LA',
  'LAC', 'LV', 'MIA', 'MIN', 'NE', 'NO', 'NYG', 'NYJ', 'OAK', 'PHI', 'PIT', 'SD', 'SEA', 'SF', 'STL', 'TB', 'TEN', 'WAS',
];

describe('the static NFL team table', () => {
  it('has 32 teams with unique ESPN ids and abbreviations, 16 per conference, 4 per division', () => {
    expect(NFL_TEAMS).toHaveLength(32);
    expect(new Set(NFL_TEAMS.map((team) => team.sourceId)).size).toBe(32);
    expect(new Set(NFL_TEAMS.map((team) => team.abbreviation)).size).toBe(32);
    expect(NFL_TEAMS.filter((team) => team.conference === 'AFC')).toHaveLength(16);
    const divisions = new Map<string, number>();
    for (const team of NFL_TEAMS) divisions.set(team.division, (divisions.get(team.division) ?? 0) + 1);
    expect([...divisions.values()]).toEqual(Array.from({ length: 8 }, () => 4));
    for (const team of NFL_TEAMS) expect(team.division.startsWith(team.conference)).toBe(true);
  });

  it('resolves every nflverse code of 1999-2025 to a team', () => {
    const unresolved = NFLVERSE_CODES_1999_2025.filter((code) => nflTeamByCode(code) === undefined);
    expect(unresolved).toEqual([]);
  });

  it('maps nflverse and historical codes to the ESPN team (id and abbreviation)', () => {
    expect(nflTeamByCode('LA')).toMatchObject({ sourceId: '14', abbreviation: 'LAR' });
    expect(nflTeamByCode('STL')?.sourceId).toBe('14');
    expect(nflTeamByCode('WAS')).toMatchObject({ sourceId: '28', abbreviation: 'WSH', name: 'Washington Commanders' });
    expect(nflTeamByCode('wsh')?.sourceId).toBe('28');
    expect(nflTeamByCode('OAK')).toMatchObject({ sourceId: '13', abbreviation: 'LV' });
    expect(nflTeamByCode('SD')).toMatchObject({ sourceId: '24', abbreviation: 'LAC' });
    expect(nflTeamByCode('JAC')?.abbreviation).toBe('JAX');
    expect(nflTeamByCode('PHI')).toMatchObject({ sourceId: '21', city: 'Philadelphia', nickname: 'Eagles', division: 'NFC East' });
    expect(nflTeamByCode('XYZ')).toBeUndefined();
  });

  it('gives valid TeamRecords without the extra fields', () => {
    for (const record of nflTeamRecords()) {
      expect(teamRecordSchema.strict().parse(record)).toEqual(record);
    }
  });
});
