import { useCallback, useMemo, useState } from 'react';
import type { LiveBettingLine } from '@playbook/contracts';
import { splitMatchup } from '@playbook/core';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useModelPredictions } from '@/lib/queries/model-prediction';
import { useWeeklyRecommendations } from '@/lib/queries/weekly-recommendations';
import { AnalysisDetails } from './analysis-details';
import { AnalysisOverview } from './analysis-overview';
import { gameStatsOf } from './game-stats';
import { GameStatsDialog } from './game-stats-dialog';
import { LegCards } from './leg-cards';
import { legModelRequest } from './leg-model-story';
import { analyseSelection, modelLookup, NO_MODEL_DATA, type ModelData } from './selection-analysis';
import { useAnalysisRun } from './use-analysis-run';

interface ParlayAnalysisDialogProps {
  lines: readonly LiveBettingLine[];
  slateLines: readonly LiveBettingLine[];
  fair: ReadonlyMap<string, number>;
  /** Null until the team stats and injury reports have loaded. */
  modelData: ModelData | null;
  modelInputs: string;
  onClose: () => void;
  onProceed: () => void;
  proceeding: boolean;
}

/** docs/product/live-slate.md Parlay Prediction Analysis: mounted while open, so each opening analyses afresh. */
export function ParlayAnalysisDialog({ lines, slateLines, fair, modelData, modelInputs, onClose, onProceed, proceeding }: ParlayAnalysisDialogProps) {
  // The Playbook model's answer for each leg's game (ADR 063): the analysis waits for them as for the team data.
  const requests = useMemo(() => lines.map(legModelRequest), [lines]);
  const answers = useModelPredictions(requests);
  const compute = useCallback(() => analyseSelection(lines, modelData ?? NO_MODEL_DATA, fair, answers), [lines, modelData, fair, answers]);
  const run = useAnalysisRun(modelData !== null && answers !== undefined, lines.length, compute);
  const recommendations = useWeeklyRecommendations();
  const lookup = useMemo(() => modelLookup(modelData ?? NO_MODEL_DATA), [modelData]);
  const [statsLine, setStatsLine] = useState<LiveBettingLine | null>(null);
  const rated = run.result?.legs.find((leg) => leg.line.id === statsLine?.id)?.result;
  const stats = useMemo(
    () => (statsLine ? gameStatsOf(statsLine, lookup, slateLines, recommendations.data ?? [], fair.get(statsLine.id), rated) : null),
    [statsLine, lookup, slateLines, recommendations.data, fair, rated],
  );
  // docs/product/live-slate.md "Injury data not available" when the leg's league's reports did not load: an empty list there
  // would read as a healthy team.
  const injuries = useMemo(() => {
    if (!statsLine || !modelData || !modelData.injuryLeagues.includes(statsLine.league)) return null;
    const { away, home } = splitMatchup(statsLine.matchup);
    return { away: lookup.injuriesOf(away), home: lookup.injuriesOf(home) };
  }, [statsLine, modelData, lookup]);
  const result = run.result;
  const avoid = result?.parlay.recommendation === 'Avoid';

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Parlay Prediction Analysis</DialogTitle>
          <DialogDescription>
            {lines.length} legs rated by the Playbook model; a game it does not know is rated by the stat comparison of the stored team data.
          </DialogDescription>
        </DialogHeader>
        {!result && !run.error && (
          <div className="grid gap-2" role="status">
            <Progress value={run.progress} label="Analysis progress" />
            <p className="text-sm text-muted-foreground">
              {modelData && answers ? `Analysing ${lines.length} legs... ${run.progress}%` : 'Loading the Playbook model, team stats and injury reports...'}
            </p>
          </div>
        )}
        {run.error && <p className="text-sm text-destructive">The analysis failed: {run.error}</p>}
        {result && (
          <Tabs defaultValue="overview">
            <TabsList className="grid w-full grid-cols-3">
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="legs">Leg Analysis</TabsTrigger>
              <TabsTrigger value="details">Details</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <AnalysisOverview analysis={result} />
            </TabsContent>
            <TabsContent value="legs">
              <LegCards legs={result.legs} onOpen={setStatsLine} fair={fair} />
            </TabsContent>
            <TabsContent value="details">
              <AnalysisDetails inputs={modelInputs} />
            </TabsContent>
          </Tabs>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant={avoid ? 'destructive' : 'default'} disabled={!result || proceeding} onClick={onProceed}>
            {avoid ? 'Proceed Anyway' : 'Build Parlay'}
          </Button>
        </div>
        <GameStatsDialog line={statsLine} stats={stats} injuries={injuries} onClose={() => setStatsLine(null)} />
      </DialogContent>
    </Dialog>
  );
}
