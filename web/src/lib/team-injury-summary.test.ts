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

  it('groups reports by team name, ignoring case, with the ADR 004 impact', () => {
    // A back and a tight end newly out weigh 2: medium (two key players out was high before ADR 004).
    expect(summaryOf('Detroit Lions')).toMatchObject({ count: 3, impact: 'medium' });
    expect(summaryOf('Chicago Bears')).toMatchObject({ count: 1, impact: 'low' });
  });

  it('gives a team without reports no injuries and low impact', () => {
    expect(summaryOf('Green Bay Packers')).toMatchObject({ count: 0, impact: 'low', injuries: [] });
  });
});

describe('injurySummaryByTeam against the report date (ADR 004)', () => {
  it("judges each team by the league report's date, so a team's old absence does not count", () => {
    const summaryOf = injurySummaryByTeam([
      { ...injuryRecord('Detroit Lions', 'QB', 'Injured Reserve'), lastReported: '2026-10-01T12:00:00.000Z' },
      injuryRecord('Chicago Bears', 'QB', 'Out'),
    ]);
    expect(summaryOf('Detroit Lions').impact).toBe('low');
    expect(summaryOf('Chicago Bears').impact).toBe('high');
  });
});

describe('the league report date every summary carries', () => {
  it('is the same for every team, those without reports included, so a dialog judges both teams alike', () => {
    const summaryOf = injurySummaryByTeam([
      { ...injuryRecord('Detroit Lions', 'QB', 'Injured Reserve'), lastReported: '2026-10-01T12:00:00.000Z' },
      { ...injuryRecord('Chicago Bears', 'QB', 'Out'), lastReported: '2026-11-20T12:00:00.000Z' },
    ]);
    const reportTime = Date.parse('2026-11-20T12:00:00.000Z');
    expect(summaryOf('Detroit Lions').reportTime).toBe(reportTime);
    expect(summaryOf('Green Bay Packers').reportTime).toBe(reportTime);
  });
});
