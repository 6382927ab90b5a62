import { useMemo } from 'react';
import { useInjuries } from '@/lib/queries/injuries';
import { useTeams } from '@/lib/queries/teams';
import type { ModelData } from './selection-analysis';

/**
 * The stored data the analysis models read: both leagues' team stats and injury reports. Null while any is
 * loading; a league that fails counts as empty, and its legs fall back to the market price (said per leg).
 */
export function useModelData(): { data: ModelData | null; inputs: string } {
  const nflTeams = useTeams('NFL');
  const ncaaTeams = useTeams('NCAA');
  const nflInjuries = useInjuries('NFL');
  const ncaaInjuries = useInjuries('NCAA');
  const pending = nflTeams.isPending || ncaaTeams.isPending || nflInjuries.isPending || ncaaInjuries.isPending;
  const data = useMemo(
    () =>
      pending
        ? null
        : {
            teams: [...(nflTeams.data?.teams ?? []), ...(ncaaTeams.data?.teams ?? [])],
            injuries: [...(nflInjuries.data?.injuries ?? []), ...(ncaaInjuries.data?.injuries ?? [])],
          },
    [pending, nflTeams.data, ncaaTeams.data, nflInjuries.data, ncaaInjuries.data],
  );
  const week = (label: string, answer: typeof nflTeams.data) =>
    answer && answer.week !== null ? `${label} season ${answer.season ?? '?'} through week ${answer.week} (${answer.teams.length} teams)` : `no ${label} team stats`;
  const inputs = data
    ? `team stats of ${week('NFL', nflTeams.data)} and ${week('NCAA', ncaaTeams.data)}, source ${nflTeams.data?.source ?? 'unknown'}; ${data.injuries.length} injury reports; each leg's line and price.`
    : 'loading';
  return { data, inputs };
}
