import { BarChart3, RotateCcw, Target } from 'lucide-react';
import { GAME_TOTAL_MAX } from '@playbook/core';
import { FormField } from '@/components/form-field';
import { LeagueSelect } from '@/components/league-select';
import { TeamPicker } from '@/components/team-picker';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import type { League } from '@/lib/league';
import type { TeamOption } from '@/lib/team-options';
import { bettingTotalError, canPredict, parseBettingTotal, type OverUnderState, type TeamSlot } from './over-under-state';

interface ManualTotalFormProps {
  state: Pick<OverUnderState, 'league' | 'picks' | 'totalText'>;
  options: readonly TeamOption[];
  onLeagueChange: (league: League) => void;
  onPick: (slot: TeamSlot, team: string | null) => void;
  onTotalChange: (text: string) => void;
  onPredict: () => void;
  onSimulate: () => void;
  onReset: () => void;
}

/** docs/product/over-under.md Manual: league, Team 1 and Team 2 (each excluding the other), the Betting Total, then the actions. */
export function ManualTotalForm({ state, options, onLeagueChange, onPick, onTotalChange, onPredict, onSimulate, onReset }: ManualTotalFormProps) {
  const total = parseBettingTotal(state.totalText);
  // docs/product/over-under.md only disables the buttons; a total of 0 or below, or past any football line, also says why.
  const totalError = bettingTotalError(state.totalText);
  const ready = canPredict(state);
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <CardTitle>Any Two Teams, Any Line</CardTitle>
        <LeagueSelect value={state.league} onChange={onLeagueChange} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TeamPicker
            label="Team 1"
            options={options}
            value={state.picks.team1}
            exclude={state.picks.team2}
            onChange={(team) => onPick('team1', team)}
          />
          <TeamPicker
            label="Team 2"
            options={options}
            value={state.picks.team2}
            exclude={state.picks.team1}
            onChange={(team) => onPick('team2', team)}
          />
        </div>
        <div className="sm:max-w-xs">
          <FormField label="Betting Total" error={totalError}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min={0.5}
                max={GAME_TOTAL_MAX}
                step={0.5}
                placeholder="56.5"
                value={state.totalText}
                onChange={(event) => onTotalChange(event.target.value)}
              />
            )}
          </FormField>
        </div>
        {total !== null && (
          <p className="rounded-md bg-muted/60 p-3 text-sm" aria-live="polite">
            Will the total for this game go over {total} points?
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={onPredict} disabled={!ready}>
            <Target aria-hidden="true" />
            Get Prediction
          </Button>
          <Button variant="outline" onClick={onSimulate} disabled={!ready}>
            <BarChart3 aria-hidden="true" />
            Run Simulation
          </Button>
          <Button variant="ghost" onClick={onReset}>
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
