import { useCallback, useEffect, useRef, useState } from 'react';
import { BackLink } from '@/components/back-link';
import { DataFooter } from '@/components/data-footer';
import { LeagueSelect } from '@/components/league-select';
import { Alert } from '@/components/ui/alert';
import { TeamsLoadState } from '@/components/teams-load-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLeague } from '@/lib/league';
import { useTeamOptions } from '@/lib/queries/team-options';
import { useSavedPairing, type RestoredPairing } from '@/lib/saved-pairing';
import { GameAnalysisDialog } from './game-analysis-dialog';
import { ManualSelection } from './manual-selection';
import { useMatchupController } from './use-matchup-controller';
import { WeeklySchedule } from './weekly-schedule';

type Tab = 'weekly' | 'manual';
const isTab = (value: string): value is Tab => value === 'weekly' || value === 'manual';

/** docs/product/matchup-predictor.md: the head-to-head matchup predictor (route /matchup). */
export function MatchupPage() {
  const { league, setLeague } = useLeague();
  const controller = useMatchupController(league);
  const { state } = controller;
  const { setLeague: clearForLeague } = controller;
  // One league for the header's toggle and the page's select (app state, docs/product/header-and-leagues.md); a change clears the
  // page's teams and results (docs/product/matchup-predictor.md).
  useEffect(() => {
    if (state.league !== league) clearForLeague(league);
  }, [league, state.league, clearForLeague]);
  // Kept here so the open tab survives the reload of a league change.
  const [tab, setTab] = useState<Tab>('weekly');
  const { teamsQuery, injuriesQuery, teams, injuriesOf, options } = useTeamOptions(league);
  // A watchlist entry's Open link: its pairing and neutral-site box in the Manual Selection (ADR 034).
  useSavedPairing(league, setLeague, teamsQuery.data?.teams, (pairing: RestoredPairing) => {
    controller.restore(pairing);
    setTab('manual');
  });
  // Closing a manual analysis clears the picks (docs/product/matchup-predictor.md) and so removes the button that opened it: focus goes
  // to the first picker, where the next pairing starts.
  const manualTab = useRef<HTMLDivElement>(null);
  const firstPicker = useCallback(() => manualTab.current?.querySelector<HTMLElement>('[role="combobox"]') ?? null, []);

  return (
    <div className="grid gap-6">
      <BackLink label="Back to Rankings" />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Team Matchup Predictor</h1>
          <p className="text-sm text-muted-foreground">Head-to-head predictions and 100-game simulations from season statistics.</p>
        </div>
        <LeagueSelect value={league} onChange={setLeague} />
      </header>

      <TeamsLoadState league={league} isPending={teamsQuery.isPending} isError={teamsQuery.isError}>
        <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
          <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
            <TabsTrigger value="weekly">Weekly Schedule</TabsTrigger>
            <TabsTrigger value="manual">Manual Selection</TabsTrigger>
          </TabsList>
          <TabsContent value="weekly">
            <WeeklySchedule
              league={league}
              onPredict={(game) => controller.analyseGame(game, 'prediction', teams)}
              onSimulate={(game) => controller.analyseGame(game, 'simulation', teams)}
            />
          </TabsContent>
          <TabsContent value="manual" className="grid gap-3" ref={manualTab}>
            {injuriesQuery.isError && (
              <Alert>Injury reports could not be loaded, so every team shows 0 injuries and low impact.</Alert>
            )}
            <ManualSelection
              league={league}
              options={options}
              picks={state.picks}
              onPick={controller.setTeam}
              neutral={state.neutral}
              onNeutralChange={controller.setNeutral}
              onAnalyse={(mode) => controller.analysePicks(mode, teams)}
            />
          </TabsContent>
        </Tabs>
      </TeamsLoadState>

      <GameAnalysisDialog
        state={state}
        injuriesOf={injuriesOf}
        onRunSimulation={controller.runSimulation}
        onClose={controller.close}
        fallbackFocus={firstPicker}
      />
      <DataFooter source={teamsQuery.data?.source} season={teamsQuery.data?.season} lastUpdated={teamsQuery.data?.lastUpdated} />
    </div>
  );
}
