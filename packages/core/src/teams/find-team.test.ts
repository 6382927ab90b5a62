import { describe, expect, it } from 'vitest';
import { findTeam } from './find-team.ts';

const chiefs = { id: 7, teamName: 'Kansas City Chiefs', abbreviation: 'KC', aliases: ['Chiefs'] };
const buckeyes = { id: 12, teamName: 'Ohio State Buckeyes', abbreviation: 'OSU', aliases: ['tOSU'] };
// A team whose abbreviation is another team's id, and one whose name is another's abbreviation.
const oddities = { id: 30, teamName: 'OSU', abbreviation: '7', aliases: [] };
const teams = [chiefs, buckeyes, oddities];

describe('findTeam', () => {
  it('finds a team by its id, name, abbreviation or alias, trimmed and case-insensitive', () => {
    expect(findTeam('12', teams)).toBe(buckeyes);
    expect(findTeam('  kansas city chiefs ', teams)).toBe(chiefs);
    expect(findTeam('kc', teams)).toBe(chiefs);
    expect(findTeam('TOSU', teams)).toBe(buckeyes);
  });

  it('prefers a team’s own id over another’s abbreviation and its own name over another’s abbreviation', () => {
    expect(findTeam('7', teams)).toBe(chiefs);
    expect(findTeam('osu', teams)).toBe(oddities);
  });

  it('falls back to name matching: a school without its nickname', () => {
    expect(findTeam('Ohio State', teams)).toBe(buckeyes);
  });

  it('ignores ids and aliases the candidates do not have', () => {
    const named = [{ teamName: 'Texas Longhorns', abbreviation: 'TEX' }];
    expect(findTeam('tex', named)).toBe(named[0]);
    expect(findTeam('0', named)).toBeUndefined();
  });

  it('finds nothing for a blank or unknown query', () => {
    expect(findTeam('  ', teams)).toBeUndefined();
    expect(findTeam('Atlantis Mermen', teams)).toBeUndefined();
  });

  describe('with an alias sport (docs/product/odds-and-storage.md alias table)', () => {
    const stored = [
      { id: 1, teamName: 'Kansas City Chiefs', abbreviation: 'KC' },
      { id: 2, teamName: 'San Francisco 49ers', abbreviation: 'SF' },
      { id: 3, teamName: 'Los Angeles Rams', abbreviation: 'LA' },
      { id: 4, teamName: 'Los Angeles Chargers', abbreviation: 'LAC' },
      { id: 5, teamName: 'Miami Dolphins', abbreviation: 'MIA' },
    ];
    const nfl = { aliasSport: 'NFL' } as const;

    it('finds a team by a nickname, an alias or another source’s code that only the table knows', () => {
      expect(findTeam('Chiefs', stored, nfl)).toBe(stored[0]);
      expect(findTeam(' niners ', stored, nfl)).toBe(stored[1]);
      expect(findTeam('LAR', stored, nfl)).toBe(stored[2]);
      expect(findTeam('St. Louis Rams', stored, nfl)).toBe(stored[2]);
    });

    it('leaves those to nobody without it, as before', () => {
      expect(findTeam('Chiefs', stored)).toBeUndefined();
      expect(findTeam('Niners', stored)).toBeUndefined();
      expect(findTeam('LAR', stored)).toBeUndefined();
    });

    it('still prefers the candidates’ own keys: a stored abbreviation beats the table’s meaning of it', () => {
      // The table reads 'LA' as the Rams; a list storing 'LA' for the Chargers is asked first.
      const chargersAsLa = [
        { teamName: 'Los Angeles Rams', abbreviation: 'RAMS' },
        { teamName: 'Los Angeles Chargers', abbreviation: 'LA' },
      ];
      expect(findTeam('LA', chargersAsLa, nfl)).toBe(chargersAsLa[1]);
    });

    it('falls back to name matching when the table names nobody or a team not among the candidates', () => {
      expect(findTeam('Kansas City', stored, nfl)).toBe(stored[0]);
      expect(findTeam('Los Angeles', stored, nfl)).toBeUndefined();
      const college = [{ teamName: 'Miami (FL) Hurricanes', abbreviation: 'MIAMI' }, { teamName: 'Kansas State Wildcats', abbreviation: 'KSU' }];
      // 'Dolphins' is the table's Miami Dolphins, not stored here: nothing, not a school.
      expect(findTeam('Dolphins', college, nfl)).toBeUndefined();
      expect(findTeam('Kansas State', college, nfl)).toBe(college[1]);
    });
  });
});
