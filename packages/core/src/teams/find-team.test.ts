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
});
