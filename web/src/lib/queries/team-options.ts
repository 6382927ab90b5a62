import { useMemo } from 'react';
import type { FootballLeague } from '@playbook/contracts';
import { injurySummaryByTeam } from '@/lib/team-injury-summary';
import { buildTeamOptions } from '@/lib/team-options';
import { useInjuries } from './injuries';
import { useTeams } from './teams';

/** A league's teams with their injury summaries, as the predictor screens' pickers list them. */
export function useTeamOptions(league: FootballLeague) {
  const teamsQuery = useTeams(league);
  const injuriesQuery = useInjuries(league);
  const teams = useMemo(() => teamsQuery.data?.teams ?? [], [teamsQuery.data]);
  const injuriesOf = useMemo(() => injurySummaryByTeam(injuriesQuery.data?.injuries ?? []), [injuriesQuery.data]);
  const options = useMemo(() => buildTeamOptions(teams, injuriesOf), [teams, injuriesOf]);
  return { teamsQuery, injuriesQuery, teams, injuriesOf, options };
}
