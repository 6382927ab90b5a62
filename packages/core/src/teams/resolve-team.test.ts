import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveTeam } from './resolve-team.ts';
import { TEAM_REFERENCES } from './team-reference.ts';

const code = (text: string, sport?: 'NFL' | 'MLB' | 'WNBA') => resolveTeam(text, sport)?.code;

describe('resolveTeam (docs/product/odds-and-storage.md: code, name, city, city+name)', () => {
  it('recognises code, alias, name, city and city + name, ignoring case and extra whitespace', () => {
    for (const text of ['KC', 'kc', 'KAN', 'Chiefs', 'Kansas City', 'kansas  city CHIEFS', ' Kansas City Chiefs ']) {
      expect(code(text), text).toBe('KC');
    }
  });

  it('maps other sources codes to the NFL code (nflverse LA/WAS/LV, ESPN LAR/WSH)', () => {
    expect(code('LA')).toBe('LAR');
    expect(code('LAR')).toBe('LAR');
    expect(code('WSH')).toBe('WAS');
    expect(code('WAS')).toBe('WAS');
    expect(code('JAC')).toBe('JAX');
    expect(code('OAK')).toBe('LV');
    expect(code('Oakland Raiders')).toBe('LV');
  });

  it('prefers NFL without a sport and searches only the given sport with one', () => {
    expect(code('Chicago')).toBe('CHI');
    expect(code('ATL')).toBe('ATL');
    expect(code('Giants')).toBe('NYG');
    expect(code('Cardinals')).toBe('ARI');
    expect(code('ATL', 'MLB')).toBe('ATL-MLB');
    expect(code('ATL', 'WNBA')).toBe('ATL-W');
    expect(code('Giants', 'MLB')).toBe('SF-MLB');
    expect(code('Cardinals', 'MLB')).toBe('STL');
    expect(code('OAK', 'MLB')).toBe('ATH');
    expect(code('Chicago', 'WNBA')).toBe('CHI-W');
    expect(code('Chiefs', 'MLB')).toBeUndefined();
  });

  it('finds MLB and WNBA teams by their own names when no NFL team matches', () => {
    expect(code('Red Sox')).toBe('BOS');
    expect(code('Boston')).toBe('BOS');
    expect(code('Golden State Valkyries')).toBe('GSV');
    expect(code('Phoenix')).toBe('PHX');
    expect(code('st. louis')).toBe('STL');
  });

  it('treats a city shared by two teams of the searched sport as ambiguous', () => {
    expect(resolveTeam('New York')).toBeUndefined();
    expect(resolveTeam('Los Angeles')).toBeUndefined();
    expect(resolveTeam('Chicago', 'MLB')).toBeUndefined();
    expect(code('New York', 'WNBA')).toBe('NYL');
  });

  it('returns undefined for unknown or partial text', () => {
    expect(resolveTeam('')).toBeUndefined();
    expect(resolveTeam('   ')).toBeUndefined();
    expect(resolveTeam('Kansas')).toBeUndefined();
    expect(resolveTeam('Alabama Crimson Tide')).toBeUndefined();
    expect(resolveTeam('KC Chiefs Royals')).toBeUndefined();
  });

  it('resolves every canonical code and "city name" of its sport back to that team', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEAM_REFERENCES), (team) => {
        expect(resolveTeam(team.code, team.sport)).toBe(team);
        expect(resolveTeam(`${team.city} ${team.name}`.toUpperCase(), team.sport)).toBe(team);
        // Without a sport NFL wins: WSH is the Nationals' code but also ESPN's code for the Commanders.
        expect(resolveTeam(team.code)).toBe(team.code === 'WSH' ? resolveTeam('Commanders') : team);
      }),
    );
    expect(code('WSH', 'MLB')).toBe('WSH');
  });
});
