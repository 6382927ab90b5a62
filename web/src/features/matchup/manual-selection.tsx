import { useId } from 'react';
import { BarChart3, Clock, Target } from 'lucide-react';
import { TeamPicker } from '@/components/team-picker';
import { Button } from '@/components/ui/button';
import { CheckboxLabel } from '@/components/ui/checkbox-label';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { League } from '@/lib/league';
import type { TeamOption } from '@/lib/team-options';
import type { AnalysisMode, TeamSide } from './matchup-state';

interface ManualSelectionProps {
  league: League;
  options: readonly TeamOption[];
  picks: Record<TeamSide, string | null>;
  onPick: (side: TeamSide, team: string | null) => void;
  /** A pairing played at a neutral site: the fitted model gives the Home Team no home edge (ADR 034). */
  neutral: boolean;
  onNeutralChange: (neutral: boolean) => void;
  onAnalyse: (mode: AnalysisMode) => void;
}

/** docs/product/matchup-predictor.md Manual Selection: two searchable pickers, then the analysis buttons. */
export function ManualSelection({ league, options, picks, onPick, neutral, onNeutralChange, onAnalyse }: ManualSelectionProps) {
  const ready = picks.away !== null && picks.home !== null;
  const ids = { neutral: useId(), hint: useId() };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pick Any Two Teams</CardTitle>
        <CardDescription>Without a posted line the spread comes from the teams' ranks.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TeamPicker label="Away Team" options={options} value={picks.away} exclude={picks.home} onChange={(team) => onPick('away', team)} />
          <TeamPicker label="Home Team" options={options} value={picks.home} exclude={picks.away} onChange={(team) => onPick('home', team)} />
        </div>
        {/* No kick-off here, so no stored venue: a bowl, a Super Bowl or a game abroad is asked for by hand. */}
        <div className="grid gap-1">
          <CheckboxLabel id={ids.neutral} className="min-h-10 w-fit font-medium" describedBy={ids.hint} checked={neutral} onChange={onNeutralChange}>
            Neutral site
          </CheckboxLabel>
          <p id={ids.hint} className="text-xs text-muted-foreground">
            The fitted model and its simulation then give the Home Team no home-field edge.
          </p>
        </div>
        {ready ? (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => onAnalyse('prediction')}>
              <Target aria-hidden="true" />
              Get Prediction
            </Button>
            <Button variant="outline" onClick={() => onAnalyse('simulation')}>
              <BarChart3 aria-hidden="true" />
              100-Game Simulation
            </Button>
            {league === 'NCAA' && (
              <Button variant="secondary" onClick={() => onAnalyse('firstHalf')}>
                <Clock aria-hidden="true" />
                1st Half Prediction
              </Button>
            )}
          </div>
        ) : (
          <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
            Select two teams above to see analysis options
          </p>
        )}
      </CardContent>
    </Card>
  );
}
