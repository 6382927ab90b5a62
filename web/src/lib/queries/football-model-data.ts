import { useMemo } from 'react';
import type { FootballLeague, InjuryRecord, TeamStatsRecord } from '@playbook/contracts';
import { useInjuries } from './injuries';
import { useTeams } from './teams';

const FOOTBALL_LEAGUES: readonly FootballLeague[] = ['NFL', 'NCAA'];

/** Both football leagues' stored team stats and injury reports: what core's models read for a leg. */
export interface FootballModelData {
  teams: readonly TeamStatsRecord[];
  injuries: readonly InjuryRecord[];
  /** The leagues whose injury reports loaded: a failed league's empty list means "not available", not "none". */
  injuryLeagues: readonly FootballLeague[];
}

/**
 * /api/teams/:league and /api/injuries/:league of the NFL and the NCAA together. `data` is null while any is
 * loading; a league that fails counts as empty, so its legs fall back to what each screen says per leg.
 * `teamsStaleMs` overrides the teams' default freshness (docs/product/matchup-predictor.md) where a screen's page sets its own.
 */
export function useFootballModelData(teamsStaleMs?: number) {
  const nflTeams = useTeams('NFL', teamsStaleMs);
  const ncaaTeams = useTeams('NCAA', teamsStaleMs);
  const nflInjuries = useInjuries('NFL');
  const ncaaInjuries = useInjuries('NCAA');
  const pending = nflTeams.isPending || ncaaTeams.isPending || nflInjuries.isPending || ncaaInjuries.isPending;
  const data = useMemo<FootballModelData | null>(
    () =>
      pending
        ? null
        : {
            teams: [...(nflTeams.data?.teams ?? []), ...(ncaaTeams.data?.teams ?? [])],
            injuries: [...(nflInjuries.data?.injuries ?? []), ...(ncaaInjuries.data?.injuries ?? [])],
            injuryLeagues: FOOTBALL_LEAGUES.filter((league) => (league === 'NFL' ? nflInjuries.data : ncaaInjuries.data) !== undefined),
          },
    [pending, nflTeams.data, ncaaTeams.data, nflInjuries.data, ncaaInjuries.data],
  );
  return { data, nflTeams: nflTeams.data, ncaaTeams: ncaaTeams.data };
}
