import { describe, expect, it } from 'vitest';
import { gameIdentity, pickTeam, teamKey } from './team-identity.ts';

describe('team identity (docs/product/profit-target.md: teams recognised by alias, game identity independent of team order)', () => {
  it('gives one key to a team written as code, name, city or city+name', () => {
    const keys = ['KC', 'kc', 'Chiefs', 'Kansas City', 'Kansas City Chiefs', '  kansas   city chiefs '].map(teamKey);
    expect(new Set(keys).size).toBe(1);
    expect(teamKey('Buffalo Bills')).not.toBe(teamKey('KC'));
  });

  it('falls back to the normalised text for teams the table does not know', () => {
    expect(teamKey('  Ohio   State ')).toBe('ohio state');
  });

  it('treats KC @ BUF, BUF vs KC and the full names as one game', () => {
    const key = gameIdentity('KC @ BUF').key;
    expect(gameIdentity('BUF vs KC').key).toBe(key);
    expect(gameIdentity('Buffalo Bills at Kansas City Chiefs').key).toBe(key);
    expect(gameIdentity('Kansas City v Buffalo').key).toBe(key);
    expect(gameIdentity('KC @ MIA').key).not.toBe(key);
  });

  it('keeps an unsplittable game text as its normalised self', () => {
    expect(gameIdentity('  Chiefs-Bills  ')).toEqual({ key: 'chiefs-bills', sides: [] });
  });

  it("maps a pick onto its game's side, by alias or by whole words for unknown teams", () => {
    const nfl = gameIdentity('KC @ BUF');
    expect(pickTeam('Chiefs', nfl)).toBe(pickTeam('Kansas City', nfl));
    expect(pickTeam('Bills', nfl)).not.toBe(pickTeam('KC', nfl));
    const college = gameIdentity('Alabama @ Georgia');
    expect(pickTeam('Alabama Crimson Tide', college)).toBe(pickTeam('alabama', college));
    expect(pickTeam('Georgia Bulldogs', college)).not.toBe(pickTeam('Alabama', college));
  });
});
