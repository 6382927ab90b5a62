import { describe, expect, it } from 'vitest';
import { injuryRecord, teamRecord } from '@/test/sports-fixtures';
import { injurySummaryByTeam } from './team-injury-summary';
import { buildTeamOptions, filterTeamOptions, type TeamOption } from './team-options';

const option = (name: string, rank: number, abbreviation?: string): TeamOption => ({ name, rank, abbreviation, injuryCount: 0, impact: 'low' });
const options = [
  option('Kansas City Chiefs', 1, 'KC'),
  option('Kansas Jayhawks', 2, 'KU'),
  option('Arkansas Razorbacks', 3, 'ARK'),
  option('Buffalo Bills', 4, 'BUF'),
];
const names = (list: TeamOption[]) => list.map((o) => o.name);

describe('filterTeamOptions (picker search)', () => {
  it('lists every team for empty text', () => {
    expect(names(filterTeamOptions(options, '  '))).toEqual(names(options));
  });

  it('matches any part of the name, ignoring case, names that start with the text first', () => {
    expect(names(filterTeamOptions(options, 'KANSAS'))).toEqual(['Kansas City Chiefs', 'Kansas Jayhawks', 'Arkansas Razorbacks']);
    expect(names(filterTeamOptions(options, 'bills'))).toEqual(['Buffalo Bills']);
    expect(filterTeamOptions(options, 'zzz')).toEqual([]);
  });

  it('matches an exact abbreviation', () => {
    expect(names(filterTeamOptions(options, 'kc'))).toEqual(['Kansas City Chiefs']);
  });

  it("leaves out the other picker's choice (docs/product/dashboard.md)", () => {
    expect(names(filterTeamOptions(options, '', 'Kansas Jayhawks'))).toEqual(['Kansas City Chiefs', 'Arkansas Razorbacks', 'Buffalo Bills']);
    expect(names(filterTeamOptions(options, 'kansas', 'Kansas City Chiefs'))).toEqual(['Kansas Jayhawks', 'Arkansas Razorbacks']);
    expect(filterTeamOptions(options, '', null)).toHaveLength(4);
  });
});

describe('buildTeamOptions', () => {
  it('orders by rank and carries injury count and impact from core', () => {
    const teams = [teamRecord('Buffalo Bills', 4), teamRecord('Kansas City Chiefs', 1)];
    const injuriesOf = injurySummaryByTeam([
      injuryRecord('Kansas City Chiefs', 'QB', 'Out'),
      injuryRecord('Kansas City Chiefs', 'K', 'Questionable'),
      injuryRecord('Buffalo Bills', 'WR', 'Out'),
    ]);
    expect(buildTeamOptions(teams, injuriesOf)).toEqual([
      { name: 'Kansas City Chiefs', rank: 1, abbreviation: 'KAN', injuryCount: 2, impact: 'high' },
      { name: 'Buffalo Bills', rank: 4, abbreviation: 'BUF', injuryCount: 1, impact: 'medium' },
    ]);
  });
});
