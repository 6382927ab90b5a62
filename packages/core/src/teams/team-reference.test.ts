import { describe, expect, it } from 'vitest';
import { normalizeTeamName } from './normalize-team-name.ts';
import { MLB_CODE_SUFFIX, TEAM_COUNTS, TEAM_REFERENCES, WNBA_CODE_SUFFIX } from './team-reference.ts';
import type { AliasSport } from './team-reference.ts';

const bySport = (sport: AliasSport) => TEAM_REFERENCES.filter((team) => team.sport === sport);
const nflCodes = new Set(bySport('NFL').map((team) => team.code));

describe('team reference table (docs/product/odds-and-storage.md "Team table")', () => {
  it('has 32 NFL, 30 MLB and 13 WNBA entries, 75 in all', () => {
    expect(TEAM_COUNTS).toEqual({ NFL: 32, MLB: 30, WNBA: 13 });
    expect(bySport('NFL')).toHaveLength(32);
    expect(bySport('MLB')).toHaveLength(30);
    expect(bySport('WNBA')).toHaveLength(13);
    expect(TEAM_REFERENCES).toHaveLength(75);
  });

  it('has unique canonical codes and unique city + name per sport', () => {
    const codes = TEAM_REFERENCES.map((team) => team.code);
    expect(new Set(codes).size).toBe(codes.length);
    const fullNames = TEAM_REFERENCES.map((team) => `${team.sport} ${team.city} ${team.name}`);
    expect(new Set(fullNames).size).toBe(fullNames.length);
  });

  it('uses the NFL codes for NFL teams and keeps other sources codes as aliases', () => {
    const nfl = (code: string) => TEAM_REFERENCES.find((team) => team.code === code);
    expect([...nflCodes]).toEqual(expect.arrayContaining(['LAR', 'LAC', 'LV', 'WAS', 'JAX', 'KC', 'GB', 'NO']));
    expect(nfl('LAR')?.aliases).toContain('LA');
    expect(nfl('WAS')?.aliases).toContain('WSH');
    expect(nfl('JAX')?.aliases).toContain('JAC');
    expect(nfl('LV')?.aliases).toContain('OAK');
    expect(nfl('KC')).toMatchObject({ city: 'Kansas City', name: 'Chiefs' });
    expect(nfl('KC')?.aliases).toContain('Kansas City Chiefs');
  });

  it('suffixes every MLB code (-MLB) and WNBA code (-W) that clashes with an NFL code, and only those', () => {
    for (const team of TEAM_REFERENCES.filter((entry) => entry.sport !== 'NFL')) {
      const suffix = team.sport === 'MLB' ? MLB_CODE_SUFFIX : WNBA_CODE_SUFFIX;
      const base = team.code.endsWith(suffix) ? team.code.slice(0, -suffix.length) : team.code;
      expect(nflCodes.has(base), team.code).toBe(team.code.endsWith(suffix));
      expect(nflCodes.has(team.code), team.code).toBe(false);
    }
    const codeOf = (sport: AliasSport, name: string) =>
      TEAM_REFERENCES.find((team) => team.sport === sport && team.name === name)?.code;
    expect(codeOf('MLB', 'Braves')).toBe('ATL-MLB');
    expect(codeOf('MLB', 'Royals')).toBe('KC-MLB');
    expect(codeOf('MLB', 'Red Sox')).toBe('BOS');
    expect(codeOf('WNBA', 'Aces')).toBe('LV-W');
    expect(codeOf('WNBA', 'Mystics')).toBe('WAS-W');
    expect(codeOf('WNBA', 'Liberty')).toBe('NYL');
  });

  it('never gives one code, alias, name or full name to two teams of the same sport', () => {
    for (const sport of ['NFL', 'MLB', 'WNBA'] as const) {
      const owner = new Map<string, string>();
      for (const team of bySport(sport)) {
        for (const key of new Set([team.code, team.name, `${team.city} ${team.name}`, ...team.aliases])) {
          const normal = normalizeTeamName(key);
          expect(owner.get(normal) ?? team.code, `${sport} ${key}`).toBe(team.code);
          owner.set(normal, team.code);
        }
      }
      // A city may be shared (New York) but must not be another team's code, name or alias.
      for (const team of bySport(sport)) {
        expect(owner.get(normalizeTeamName(team.city)) ?? team.code, `${sport} ${team.city}`).toBe(team.code);
      }
    }
  });
});
