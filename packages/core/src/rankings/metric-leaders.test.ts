import { describe, expect, it } from 'vitest';
import { INDIVIDUAL_METRIC_TABS, metricLeaders } from './metric-leaders.ts';

describe('metricLeaders (docs/product/dashboard.md Individual Metrics)', () => {
  it('names the three sub-tabs', () => {
    expect(INDIVIDUAL_METRIC_TABS.map((tab) => tab.label)).toEqual(['3rd Down Conversions', 'ATS Win Rate', 'Points Per Game']);
  });

  it('sorts descending and treats a missing ATS rate as 0', () => {
    const teams = [
      { teamName: 'A', atsWinPct: null },
      { teamName: 'B', atsWinPct: 10 },
      { teamName: 'C', atsWinPct: -5 },
      { teamName: 'D', atsWinPct: 70 },
    ];
    expect(metricLeaders(teams, 'atsWinPct').map((t) => t.teamName)).toEqual(['D', 'B', 'A', 'C']);
    expect(metricLeaders([{ pointsPerGame: 20 }, { pointsPerGame: 30 }], 'pointsPerGame')).toEqual([
      { pointsPerGame: 30 },
      { pointsPerGame: 20 },
    ]);
  });
});
