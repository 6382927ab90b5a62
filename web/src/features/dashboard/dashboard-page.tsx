import { lazy, Suspense, useMemo, useState } from 'react';
import type { FootballLeague, TeamStatsRecord } from '@playbook/contracts';
import { leagueAverages, type LeagueAverages } from '@playbook/core';
import { DataFooter } from '@/components/data-footer';
import { GlossaryTooltipProvider } from '@/components/glossary-help';
import { ReadRegion } from '@/components/read-region';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLeague } from '@/lib/league';
import { useDataLoading } from '@/lib/queries/data-loading';
import { useTeamAverages, useTeams } from '@/lib/queries/teams';
import { TeamsWithoutStatistics } from './teams-without-statistics';
import { IndividualMetrics } from './individual-metrics';
import { RankingsTable } from './rankings-table';
import { SummaryCards } from './summary-cards';

const TABS = [
  { value: 'rankings', label: 'Combined Rankings' },
  { value: 'metrics', label: 'Individual Metrics' },
  { value: 'injuries', label: 'Injury Reports' },
] as const;

// The injury reports (their table and Radix Select) load when their tab is first pointed at or opened, not with
// the dashboard's first paint (ADR 068).
const loadInjuryReports = () => import('./injury-reports');
const InjuryReports = lazy(() => loadInjuryReports().then((module) => ({ default: module.InjuryReports })));

interface DashboardTabsProps {
  league: FootballLeague;
  teams: readonly TeamStatsRecord[];
  tab: string;
  onTabChange: (tab: string) => void;
}

/** The tables' empty state: the notice above says which teams wait for statistics and what brings them. */
function NoRankedTeams() {
  return <p className="px-6 py-8 text-center text-sm text-muted-foreground">No team is ranked yet: a team is ranked once its first game's statistics are in.</p>;
}

function DashboardTabs({ league, teams, tab, onTabChange }: DashboardTabsProps) {
  return (
    <Tabs value={tab} onValueChange={onTabChange}>
      <TabsList className="grid h-auto w-full grid-cols-3 sm:inline-grid sm:w-auto">
        {TABS.map(({ value, label }) => (
          <TabsTrigger
            key={value}
            value={value}
            className="px-2 py-1.5 text-xs whitespace-normal sm:px-4 sm:text-sm"
            {...(value === 'injuries' && { onPointerEnter: () => void loadInjuryReports(), onFocus: () => void loadInjuryReports() })}
          >
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="rankings">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{league} Team Rankings</CardTitle>
            <CardDescription>
              Teams are ranked by a combined score of 3rd down %, red zone %, ATS win rate, points per game, opponent
              points per game, opponent red zone scores per game, field goals per game and turnovers.
            </CardDescription>
          </CardHeader>
          <CardContent className="px-0 sm:px-0">
            {teams.length === 0 ? <NoRankedTeams /> : <RankingsTable teams={teams} league={league} />}
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="metrics">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{league} Individual Metrics</CardTitle>
            <CardDescription>Every team ranked by one metric at a time, best first.</CardDescription>
          </CardHeader>
          <CardContent>
            {teams.length === 0 ? <NoRankedTeams /> : <IndividualMetrics teams={teams} />}
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="injuries">
        <Suspense fallback={<Spinner label={`Loading ${league} injury reports...`} className="py-12" />}>
          <InjuryReports key={league} league={league} />
        </Suspense>
      </TabsContent>
    </Tabs>
  );
}

/** Route '/': docs/product/dashboard.md. The league comes from the header's toggle. */
export function DashboardPage() {
  const { league } = useLeague();
  const teams = useTeams(league);
  // The first load from the real sources (ADR 054) is bringing this league's box scores right now.
  const boxScoresComing = useDataLoading()?.leagues.some((entry) => entry.league === league && (entry.state === 'waiting' || entry.state === 'loading')) ?? false;
  const averagesQuery = useTeamAverages(league);
  // The tab survives a league switch (the loading state in between would otherwise reset it).
  const [tab, setTab] = useState<string>('rankings');

  const teamList = teams.data?.teams;
  const averages = useMemo<LeagueAverages | undefined>(() => {
    if (averagesQuery.data) return averagesQuery.data;
    // A failed averages call should not leave 'Loading...' forever: the same means from the list itself.
    if (averagesQuery.isError && teamList) return leagueAverages(teamList);
    return undefined;
  }, [averagesQuery.data, averagesQuery.isError, teamList]);

  // docs/product/dashboard.md: Try Again "triggers the refresh". Read as reading the league's data again, not Refresh All
  // Data: that one is shared by every user and rate-limited to once per 60 s, so from an error it would mostly
  // answer 'Refresh Failed' instead of showing the data.
  const retry = () => {
    void teams.refetch();
    void averagesQuery.refetch();
  };

  return (
    <GlossaryTooltipProvider>
      <div className="space-y-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{league} Dashboard</h1>
          <p className="text-sm text-muted-foreground">Team rankings, individual metrics and injury reports</p>
        </div>
        <ReadRegion
          read={teams}
          label={`${league} team statistics`}
          loading={<Spinner label={`Loading ${league} team statistics...`} className="py-24" />}
          errorTitle={`Error loading ${league} data`}
          onRetry={retry}
          className="space-y-6"
        >
          {(data) => (
            <>
              <TeamsWithoutStatistics league={league} teams={data.teamsWithoutStatistics ?? []} anyRanked={data.teams.length > 0} loadingNow={boxScoresComing} />
              <SummaryCards teams={data.teams} averages={averages} />
              <DashboardTabs league={league} teams={data.teams} tab={tab} onTabChange={setTab} />
            </>
          )}
        </ReadRegion>
        <DataFooter source={teams.data?.source} season={teams.data?.season ?? null} lastUpdated={teams.data?.lastUpdated} />
      </div>
    </GlossaryTooltipProvider>
  );
}
