import { useMemo } from 'react';
import { useInjuries } from '@/lib/queries/injuries';
import { useTeams } from '@/lib/queries/teams';
import type { StoredModelData } from './leg-model';

/**
 * Both football leagues' stored team stats and injury reports (/api/teams/:league, /api/injuries/:league), for
 * the legs' model probabilities. Null while loading; a league that fails counts as empty, so its legs keep
 * the spec's default confidence (each leg says so).
 */
export function useStoredModelData(): StoredModelData | null {
  const nflTeams = useTeams('NFL');
  const ncaaTeams = useTeams('NCAA');
  const nflInjuries = useInjuries('NFL');
  const ncaaInjuries = useInjuries('NCAA');
  const pending = nflTeams.isPending || ncaaTeams.isPending || nflInjuries.isPending || ncaaInjuries.isPending;
  return useMemo(
    () =>
      pending
        ? null
        : {
            teams: [...(nflTeams.data?.teams ?? []), ...(ncaaTeams.data?.teams ?? [])],
            injuries: [...(nflInjuries.data?.injuries ?? []), ...(ncaaInjuries.data?.injuries ?? [])],
          },
    [pending, nflTeams.data, ncaaTeams.data, nflInjuries.data, ncaaInjuries.data],
  );
}
