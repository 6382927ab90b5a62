import { injuryImpact, injuryReportTime, type Injury, type InjuryImpactLevel } from '@playbook/core';

export interface TeamInjurySummary {
  count: number;
  impact: InjuryImpactLevel;
  injuries: Injury[];
  /** The league report's date (epoch ms), which predictions judge both teams' absences against; null when unknown. */
  reportTime: number | null;
}

const key = (teamName: string) => teamName.trim().toLowerCase();

/**
 * Groups a league's injury reports by team (names compared case-insensitively) with core's impact level, each
 * team judged against the league report's date (ADR 004: absences a week old are already in the statistics).
 */
export function injurySummaryByTeam(injuries: readonly Injury[]): (teamName: string) => TeamInjurySummary {
  const grouped = new Map<string, Injury[]>();
  for (const injury of injuries) {
    const list = grouped.get(key(injury.teamName));
    if (list) list.push(injury);
    else grouped.set(key(injury.teamName), [injury]);
  }
  const asOf = injuryReportTime(injuries);
  const summaries = new Map<string, TeamInjurySummary>();
  for (const [name, list] of grouped) {
    summaries.set(name, { count: list.length, impact: injuryImpact(list, { asOf }), injuries: list, reportTime: asOf });
  }
  const noInjuries: TeamInjurySummary = { count: 0, impact: 'low', injuries: [], reportTime: asOf };
  return (teamName) => summaries.get(key(teamName)) ?? noInjuries;
}
