import { ChoiceSelect } from '@/components/choice-select';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/api';
import { useTeams } from '@/lib/queries/teams';
import { ChoiceBoxes } from './choice-boxes';
import { problemProps, type FieldsProps } from './field-problems';
import { KEY_POSITIONS, LEAGUE_CHOICES } from './rule-draft';

const LEAGUE_SELECT_CHOICES = LEAGUE_CHOICES.map((league) => ({ value: league, label: league }));

/** An injury rule: a team of a league and the key positions whose report it watches. */
export function InjuryRuleFields({ draft, change, invalid }: FieldsProps) {
  const teams = useTeams(draft.injuryLeague);
  const options = [...(teams.data?.teams ?? []), ...(teams.data?.teamsWithoutStatistics ?? [])]
    .map((team) => ({ value: team.abbreviation, label: team.teamName }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div className="grid gap-1">
        <Label htmlFor="alert-injury-league">League</Label>
        <ChoiceSelect id="alert-injury-league" value={draft.injuryLeague} choices={LEAGUE_SELECT_CHOICES} onChange={(injuryLeague) => change({ injuryLeague, team: '' })} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="alert-injury-team">Team</Label>
        {teams.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The teams could not be loaded: {describeError(teams.error)}
          </p>
        ) : (
          <ChoiceSelect
            id="alert-injury-team"
            {...problemProps(invalid, 'team')}
           
            value={draft.team}
            placeholder={teams.isPending ? 'Loading teams…' : options.length === 0 ? 'No teams loaded yet' : 'Choose a team'}
            disabled={teams.isPending}
            choices={options}
            onChange={(team) => change({ team })}
          />
        )}
      </div>
      <div className="sm:col-span-2">
        <ChoiceBoxes legend="Positions" idPrefix="alert-position" choices={KEY_POSITIONS} chosen={draft.positions} onChange={(positions) => change({ positions })} />
      </div>
    </div>
  );
}
