import type { InjuryImpactLevel } from '@playbook/core';
import type { TeamInjurySummary } from './team-injury-summary';

/** One choice in a team picker (docs/product/matchup-predictor.md: name and rank, injury count, injury impact). */
export interface TeamOption {
  name: string;
  rank: number;
  /** Also searched: a short name such as 'KC'. */
  abbreviation?: string;
  injuryCount: number;
  impact: InjuryImpactLevel;
}

export function buildTeamOptions(
  teams: readonly { teamName: string; rank: number; abbreviation?: string }[],
  injuriesOf: (teamName: string) => TeamInjurySummary,
): TeamOption[] {
  return [...teams]
    .sort((a, b) => a.rank - b.rank || a.teamName.localeCompare(b.teamName))
    .map((team) => {
      const summary = injuriesOf(team.teamName);
      return { name: team.teamName, rank: team.rank, abbreviation: team.abbreviation, injuryCount: summary.count, impact: summary.impact };
    });
}

/**
 * The options a picker lists for the typed text: every team except `exclude` (the other picker's choice,
 * docs/product/over-under.md), whose name contains the text or whose abbreviation equals it, case-insensitively. Names that start
 * with the text come first, then the rest, each in rank order.
 */
export function filterTeamOptions(options: readonly TeamOption[], query: string, exclude?: string | null): TeamOption[] {
  const wanted = query.trim().toLowerCase();
  const allowed = options.filter((option) => option.name !== exclude);
  if (wanted === '') return allowed;
  const starts: TeamOption[] = [];
  const contains: TeamOption[] = [];
  for (const option of allowed) {
    const name = option.name.toLowerCase();
    if (name.startsWith(wanted) || option.abbreviation?.toLowerCase() === wanted) starts.push(option);
    else if (name.includes(wanted)) contains.push(option);
  }
  return [...starts, ...contains];
}
