import type { InjuryRecord } from '@playbook/contracts';
import { compareText, injuryStatusCategory } from '@playbook/core';

/** The Injury Reports filters (docs/product/dashboard.md); null means "all" for the two selects. */
export interface InjuryFilters {
  search: string;
  team: string | null;
  status: string | null;
}

export const NO_INJURY_FILTERS: InjuryFilters = { search: '', team: null, status: null };

export function hasActiveInjuryFilters(filters: InjuryFilters): boolean {
  return filters.search.trim() !== '' || filters.team !== null || filters.status !== null;
}

/** docs/product/dashboard.md: the search matches player, position or team, case-insensitively; the selects match exactly. */
export function filterInjuries(injuries: readonly InjuryRecord[], filters: InjuryFilters): InjuryRecord[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  return injuries.filter(
    (injury) =>
      (filters.team === null || injury.teamName === filters.team) &&
      (filters.status === null || injury.injuryStatus === filters.status) &&
      (needle === '' ||
        [injury.playerName, injury.position, injury.teamName].some((text) => text.toLocaleLowerCase().includes(needle))),
  );
}

export interface TeamInjuries {
  teamName: string;
  injuries: InjuryRecord[];
}

/** One group per team, teams in name order; each team's injuries keep the server's order. */
export function injuriesByTeam(injuries: readonly InjuryRecord[]): TeamInjuries[] {
  const groups = new Map<string, InjuryRecord[]>();
  for (const injury of injuries) {
    const group = groups.get(injury.teamName);
    if (group) group.push(injury);
    else groups.set(injury.teamName, [injury]);
  }
  return [...groups]
    .map(([teamName, teamInjuries]) => ({ teamName, injuries: teamInjuries }))
    .sort((a, b) => compareText(a.teamName, b.teamName));
}

function distinctSorted(values: readonly string[]): string[] {
  return [...new Set(values)].sort(compareText);
}

export function injuryTeamOptions(injuries: readonly InjuryRecord[]): string[] {
  return distinctSorted(injuries.map((injury) => injury.teamName));
}

export function injuryStatusOptions(injuries: readonly InjuryRecord[]): string[] {
  return distinctSorted(injuries.map((injury) => injury.injuryStatus));
}

function teamCount(injuries: readonly InjuryRecord[]): number {
  return new Set(injuries.map((injury) => injury.teamName)).size;
}

/** docs/product/dashboard.md, verbatim: 'N total injuries across M teams'. */
export function injurySummaryLine(injuries: readonly InjuryRecord[]): string {
  return `${injuries.length} total injuries across ${teamCount(injuries)} teams`;
}

/** docs/product/dashboard.md, verbatim: 'Showing X of Y injury reports across N teams' (N counts the shown reports' teams). */
export function injuryResultLine(shown: readonly InjuryRecord[], total: number): string {
  return `Showing ${shown.length} of ${total} injury reports across ${teamCount(shown)} teams`;
}

export const INJURY_TYPE_NOT_SPECIFIED = 'Not specified';

export function injuryTypeText(injuryType: string | null): string {
  const text = injuryType?.trim() ?? '';
  return text === '' ? INJURY_TYPE_NOT_SPECIFIED : text;
}

export type InjuryStatusBadgeVariant = 'destructive' | 'secondary' | 'outline';

/**
 * docs/product/dashboard.md: out or IR is destructive, questionable or doubtful secondary, probable outline. Core's status
 * categories are the same words the impact rules use; anything else (day-to-day...) is shown like probable.
 */
export function injuryStatusBadgeVariant(status: string): InjuryStatusBadgeVariant {
  const category = injuryStatusCategory(status);
  if (category === 'out') return 'destructive';
  return category === 'questionable' ? 'secondary' : 'outline';
}
