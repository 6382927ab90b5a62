import { describe, expect, it } from 'vitest';
import { matchTeamName } from './match-team-name.ts';

const records = (...names: string[]) => names.map((teamName, id) => ({ id, teamName }));
const matched = (name: string, candidates: readonly { teamName: string }[]) =>
  matchTeamName(name, candidates)?.teamName;

const NFL = records('Kansas City Chiefs', 'Buffalo Bills', 'New York Giants', 'New York Jets', 'Los Angeles Rams');
const NCAA = records(
  'Michigan',
  'Michigan State',
  'Ohio State',
  'Ohio',
  'S Carolina',
  'Texas',
  'Texas Tech',
  'Texas A&M',
  'Miami (OH)',
  'Miami',
  'Boston College',
  'E Michigan',
  'St. Louis',
);

describe('matchTeamName (docs/product/dashboard.md)', () => {
  it('matches NFL full names exactly, ignoring case and whitespace', () => {
    expect(matched('Kansas City Chiefs', NFL)).toBe('Kansas City Chiefs');
    expect(matched('  new york   JETS', NFL)).toBe('New York Jets');
    expect(matchTeamName('Buffalo Bills', NFL)).toBe(NFL[1]);
  });

  it('strips trailing nickname words', () => {
    expect(matched('Kansas City Chiefs', records('Buffalo', 'Kansas City'))).toBe('Kansas City');
    expect(matched('Ohio State Buckeyes', NCAA)).toBe('Ohio State');
    expect(matched('Ohio Bobcats', NCAA)).toBe('Ohio');
    expect(matched('Texas Tech Red Raiders', NCAA)).toBe('Texas Tech');
    expect(matched('Texas Longhorns', NCAA)).toBe('Texas');
    expect(matched('Miami (OH) RedHawks', NCAA)).toBe('Miami (OH)');
    expect(matched('Miami Hurricanes', NCAA)).toBe('Miami');
  });

  it('tries abbreviations both ways', () => {
    expect(matched('Michigan St Spartans', NCAA)).toBe('Michigan State');
    expect(matched('South Carolina Gamecocks', NCAA)).toBe('S Carolina');
    expect(matched('Eastern Michigan Eagles', NCAA)).toBe('E Michigan');
    expect(matched('Saint Louis', NCAA)).toBe('St. Louis');
    expect(matched('S Carolina', records('South Carolina'))).toBe('South Carolina');
    expect(matched('Ohio St', NCAA)).toBe('Ohio State');
  });

  it('accepts a unique prefix match either way, the longest shared prefix winning', () => {
    expect(matched('Kansas City', NFL)).toBe('Kansas City Chiefs');
    expect(matched('Buffalo', NFL)).toBe('Buffalo Bills');
    expect(matched('Ohio State', records('Ohio State Buckeyes', 'Ohio Bobcats'))).toBe('Ohio State Buckeyes');
  });

  it('never strips a word that makes a different school, and refuses ambiguous prefixes', () => {
    const onlyShort = records('Michigan', 'Texas', 'Miami', 'Boston', 'Kansas');
    expect(matched('Michigan State Spartans', onlyShort)).toBeUndefined();
    expect(matched('Texas A&M Aggies', onlyShort)).toBeUndefined();
    expect(matched('Texas Tech Red Raiders', onlyShort)).toBeUndefined();
    expect(matched('Miami (OH)', onlyShort)).toBeUndefined();
    expect(matched('Boston College Eagles', onlyShort)).toBeUndefined();
    expect(matched('Kansas City Chiefs', onlyShort)).toBeUndefined();
    expect(matched('Michigan', records('Michigan State'))).toBeUndefined();
    expect(matched('Miami', records('Miami (OH)', 'Miami (FL)'))).toBeUndefined();
    expect(matched('New York', NFL)).toBeUndefined();
  });

  it('returns undefined for an unknown team or empty input', () => {
    expect(matched('Notre Dame Fighting Irish', NCAA)).toBeUndefined();
    expect(matched('Green Bay Packers', NFL)).toBeUndefined();
    expect(matched('', NFL)).toBeUndefined();
    expect(matched('Chiefs', [])).toBeUndefined();
  });
});
