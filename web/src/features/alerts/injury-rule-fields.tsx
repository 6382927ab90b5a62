import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/api';
import { useTeams } from '@/lib/queries/teams';
import { ChoiceBoxes } from './choice-boxes';
import { problemProps, type FieldsProps } from './field-problems';
import { KEY_POSITIONS, LEAGUE_CHOICES, type RuleDraft } from './rule-draft';

const SELECT_CLASS = 'h-9 w-full min-w-0 rounded-md border bg-background px-2 text-sm';

/** An injury rule: a team of a league and the key positions whose report it watches. */
export function InjuryRuleFields({ draft, change, invalid }: FieldsProps) {
  const teams = useTeams(draft.injuryLeague);
  const options = [...(teams.data?.teams ?? []).map((team) => ({ name: team.teamName, abbreviation: team.abbreviation })), ...(teams.data?.teamsWithoutStatistics ?? []).map((team) => ({ name: team.teamName, abbreviation: team.abbreviation }))].sort(
    (a, b) => a.name.localeCompare(b.name),
  );
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div className="grid gap-1">
        <Label htmlFor="alert-injury-league">League</Label>
        <select
          id="alert-injury-league"
          className={SELECT_CLASS}
          value={draft.injuryLeague}
          onChange={(event) => change({ injuryLeague: event.target.value as RuleDraft['injuryLeague'], team: '' })}
        >
          {LEAGUE_CHOICES.map((league) => (
            <option key={league} value={league}>
              {league}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="alert-injury-team">Team</Label>
        {teams.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The teams could not be loaded: {describeError(teams.error)}
          </p>
        ) : (
          <select id="alert-injury-team" {...problemProps(invalid, 'team')} className={SELECT_CLASS} value={draft.team} disabled={teams.isPending} onChange={(event) => change({ team: event.target.value })}>
            <option value="">{teams.isPending ? 'Loading teams…' : options.length === 0 ? 'No teams loaded yet' : 'Choose a team'}</option>
            {options.map((team) => (
              <option key={team.abbreviation} value={team.abbreviation}>
                {team.name}
              </option>
            ))}
          </select>
        )}
      </div>
      <div className="sm:col-span-2">
        <ChoiceBoxes legend="Positions" idPrefix="alert-position" choices={KEY_POSITIONS} chosen={draft.positions} onChange={(positions) => change({ positions })} />
      </div>
    </div>
  );
}
