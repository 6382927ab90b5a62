import { describe, expect, it } from 'vitest';
import { injuryRecord } from '@/test/sports-fixtures';
import { injurySummaryByTeam } from './team-injury-summary';

describe('injurySummaryByTeam', () => {
  const summaryOf = injurySummaryByTeam([
    injuryRecord('Detroit Lions', 'RB', 'Out'),
    injuryRecord('Detroit Lions', 'TE', 'Injured Reserve'),
    injuryRecord('detroit lions', 'K', 'Out'),
    injuryRecord('Chicago Bears', 'LB', 'Questionable'),
  ]);

  it('groups reports by team name, ignoring case, with the spec 1 §9 impact', () => {
    expect(summaryOf('Detroit Lions')).toMatchObject({ count: 3, impact: 'high' });
    expect(summaryOf('Chicago Bears')).toMatchObject({ count: 1, impact: 'low' });
  });

  it('gives a team without reports no injuries and low impact', () => {
    expect(summaryOf('Green Bay Packers')).toEqual({ count: 0, impact: 'low', injuries: [] });
  });
});
