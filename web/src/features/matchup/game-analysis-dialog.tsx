import { useMemo, useRef } from 'react';
import { BarChart3, Star } from 'lucide-react';
import { predictMatchup } from '@playbook/core';
import type { TeamStatsRecord } from '@playbook/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { TeamInjurySummary } from '@/lib/team-injury-summary';
import { NO_STAT_MATCHUP } from '@/lib/headline';
import { useMatchupHeadline } from '@/lib/use-headline';
import { useSaveToWatchlist } from '@/lib/use-watchlist';
import { FirstHalfCard } from './first-half-card';
import type { Analysis, MatchupState } from './matchup-state';
import { PredictionCard } from './prediction-card';
import { SimulationCard } from './simulation-card';
import { modelRequestOf } from './use-matchup-controller';

interface GameAnalysisDialogProps {
  state: Pick<MatchupState, 'analysis' | 'simulation' | 'firstHalf'>;
  injuriesOf: (teamName: string) => TeamInjurySummary;
  onRunSimulation: () => void;
  onClose: () => void;
  /** Focus on close when the button that opened the dialog is gone. */
  fallbackFocus?: () => HTMLElement | null;
}

function TeamHeading({ team, role }: { team: TeamStatsRecord; role: string }) {
  return (
    <div className="min-w-0 rounded-md border p-3">
      <p className="text-xs text-muted-foreground">{role}</p>
      <p className="font-semibold break-words">{team.teamName}</p>
      <p className="text-sm text-muted-foreground">Rank #{team.rank}</p>
    </div>
  );
}

function AnalysisBody({
  analysis,
  state,
  injuriesOf,
  onRunSimulation,
}: { analysis: Analysis } & Omit<GameAnalysisDialogProps, 'onClose' | 'fallbackFocus'>) {
  const { away, home, mode, line } = analysis;
  const prediction = useMemo(
    () =>
      mode === 'prediction'
        ? predictMatchup(away, home, {
            team1Injuries: injuriesOf(away.teamName).injuries,
            team2Injuries: injuriesOf(home.teamName).injuries,
            // The league report's date, so the dialog judges absences as the pickers' badges do (ADR 004).
            injuriesAsOf: injuriesOf(away.teamName).reportTime,
          })
        : null,
    [away, home, mode, injuriesOf],
  );
  const running = state.simulation?.status === 'running';
  const saveToWatchlist = useSaveToWatchlist();
  // ADR 048: the Playbook model's headline, asked only for a prediction (a bare simulation shows none).
  const headlined = useMatchupHeadline(prediction ? modelRequestOf(analysis) : null, prediction ?? NO_STAT_MATCHUP, home.teamName, away.teamName);
  const headline = headlined.status === 'ready' && prediction ? headlined.headline : null;
  return (
    <>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <TeamHeading team={away} role="Away" />
        <span className="text-sm text-muted-foreground" aria-hidden="true">
          @
        </span>
        <TeamHeading team={home} role="Home" />
      </div>
      {prediction && <PredictionCard away={away} home={home} line={line} prediction={prediction} headlined={headlined} />}
      {mode === 'prediction' && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={onRunSimulation} disabled={running}>
            <BarChart3 aria-hidden="true" />
            Run 100-Game Simulation
          </Button>
          {prediction && (
            <Button
              variant="outline"
              disabled={headline === null}
              onClick={() =>
                headline &&
                saveToWatchlist({
                  type: 'matchup',
                  awayTeam: away.teamName,
                  homeTeam: home.teamName,
                  // The headline the dialog shows (ADR 048), not the stat comparison beside it.
                  predictedWinner: headline.winner,
                  predictedMargin: headline.margin,
                  winnerConfidence: 100 * headline.probability,
                  totalLine: null,
                  overUnder: null,
                  totalConfidence: null,
                  // A scheduled game's venue is its stored game's, found by a kick-off the entry does not keep: only a
                  // hand-picked pairing's box is saved (and restored when the entry is opened).
                  neutral: analysis.neutral,
                  league: home.league,
                })
              }
            >
              <Star aria-hidden="true" />
              Save to Watchlist
            </Button>
          )}
        </div>
      )}
      {state.simulation && <SimulationCard away={away.teamName} home={home.teamName} run={state.simulation} />}
      {state.firstHalf && <FirstHalfCard state={state.firstHalf} />}
    </>
  );
}

/** docs/product/matchup-predictor.md 'Game Analysis' modal; closing it clears the analysis. */
export function GameAnalysisDialog({ state, injuriesOf, onRunSimulation, onClose, fallbackFocus }: GameAnalysisDialogProps) {
  const { analysis } = state;
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog open={analysis !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Focus starts on the title: the first control (Run 100-Game Simulation) sits far below the fold. */}
      <DialogContent className="max-w-3xl" fallbackFocus={fallbackFocus} initialFocus={() => title.current}>
        <DialogHeader>
          <DialogTitle ref={title} tabIndex={-1} className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring">
            Game Analysis
          </DialogTitle>
          <DialogDescription>
            {analysis ? `${analysis.away.teamName} @ ${analysis.home.teamName}` : 'No game selected'}
          </DialogDescription>
        </DialogHeader>
        {analysis && <AnalysisBody analysis={analysis} state={state} injuriesOf={injuriesOf} onRunSimulation={onRunSimulation} />}
        <Button variant="outline" onClick={onClose} className="justify-self-end">
          Close
        </Button>
      </DialogContent>
    </Dialog>
  );
}
