import { useEffect, useState } from 'react';
import { BackLink } from '@/components/back-link';
import { DataFooter } from '@/components/data-footer';
import { TeamsLoadState } from '@/components/teams-load-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLeague } from '@/lib/league';
import { useTeamOptions } from '@/lib/queries/team-options';
import { useSavedPairing, type RestoredPairing } from '@/lib/saved-pairing';
import { ManualTotalForm } from './manual-total-form';
import { OverUnderResultsDialog } from './over-under-results-dialog';
import { ScheduledGames } from './scheduled-games';
import { useOverUnderController } from './use-over-under-controller';

type Tab = 'scheduled' | 'manual';
const isTab = (value: string): value is Tab => value === 'scheduled' || value === 'manual';

/** docs/product/over-under.md: the over/under predictor (route /over-under). */
export function OverUnderPage() {
  const { league, setLeague } = useLeague();
  const controller = useOverUnderController(league);
  const { state } = controller;
  const { setLeague: clearForLeague } = controller;
  // One league for the header's toggle and the page's select (app state, docs/product/header-and-leagues.md); a change clears the
  // page's teams and results (docs/product/over-under.md).
  useEffect(() => {
    if (state.league !== league) clearForLeague(league);
  }, [league, state.league, clearForLeague]);
  const [tab, setTab] = useState<Tab>('scheduled');
  const { teamsQuery, teams, injuriesOf, options } = useTeamOptions(league);
  // A watchlist entry's Open link: its teams and line in the Manual Selection.
  useSavedPairing(league, setLeague, teamsQuery.data?.teams, (pairing: RestoredPairing) => {
    controller.restore(pairing);
    setTab('manual');
  });

  return (
    <div className="grid gap-6">
      <BackLink label="Back to Dashboard" />
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Over/Under Predictor</h1>
        <p className="text-sm text-muted-foreground">Predicted game totals against the betting line, with 100-game simulations.</p>
      </header>

      <TeamsLoadState league={league} isPending={teamsQuery.isPending} isError={teamsQuery.isError}>
        <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
          <TabsList className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
            <TabsTrigger value="scheduled">Weekly Scheduled</TabsTrigger>
            <TabsTrigger value="manual">Manual Selection</TabsTrigger>
          </TabsList>
          <TabsContent value="scheduled">
            <ScheduledGames
              league={league}
              onLeagueChange={setLeague}
              active={tab === 'scheduled'}
              onPredict={(game) => controller.analyseGame(game, false, teams)}
              onSimulate={(game) => controller.analyseGame(game, true, teams)}
            />
          </TabsContent>
          <TabsContent value="manual">
            <ManualTotalForm
              state={state}
              options={options}
              onLeagueChange={setLeague}
              onPick={controller.setTeam}
              onTotalChange={controller.setTotal}
              onPredict={() => controller.analyseForm(false, teams)}
              onSimulate={() => controller.analyseForm(true, teams)}
              onReset={controller.reset}
            />
          </TabsContent>
        </Tabs>
      </TeamsLoadState>

      <OverUnderResultsDialog state={state} injuriesOf={injuriesOf} onRunSimulation={controller.runSimulation} onClose={controller.close} />
      <DataFooter source={teamsQuery.data?.source} season={teamsQuery.data?.season} lastUpdated={teamsQuery.data?.lastUpdated} />
    </div>
  );
}
