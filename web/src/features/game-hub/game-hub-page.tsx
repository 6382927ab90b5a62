import { useState } from 'react';
import type { HubGame, HubLeague } from '@playbook/contracts';
import { CircleAlert } from 'lucide-react';
import { DataFooter } from '@/components/data-footer';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCfbEpa } from '@/lib/queries/cfb-epa';
import { CountTiles } from './count-tiles';
import { FirstHalfDialog } from './first-half-dialog';
import { footballSeasonYear, gameEpa } from './game-epa';
import { GameHubFilters } from './game-hub-filters';
import { countTiles } from './hub-counts';
import { HUB_LEAGUES } from './hub-feeds';
import type { HubView, LeagueFilter } from './hub-filters';
import { LeagueTab } from './league-tab';
import { useGameHub } from './use-game-hub';

/** docs/product/game-hub.md: the GameHub load error. */
export const LOAD_ERROR = { title: 'Error Loading GameHub', description: 'Unable to fetch live scores and schedules. Please try refreshing.' } as const;

const isLeague = (value: string): value is HubLeague => HUB_LEAGUES.some((league) => league === value);

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="destructive" role="alert" className="flex-col items-start sm:flex-row sm:items-center">
      <CircleAlert aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{LOAD_ERROR.title}</p>
        <p className="text-sm opacity-90">{LOAD_ERROR.description}</p>
      </div>
      <Button variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}

/** docs/product/game-hub.md: GameHub (route /game-hub), live scores, this week's schedules and pre-game odds of NFL, MLB and NCAA. */
export function GameHubPage() {
  const { all, games, lastUpdate, refreshing, refresh } = useGameHub();
  const [search, setSearch] = useState('');
  const [league, setLeague] = useState<LeagueFilter>('all');
  const [view, setView] = useState<HubView>('both');
  const [tab, setTab] = useState<HubLeague>('NFL');
  const [firstHalfGame, setFirstHalfGame] = useState<HubGame | null>(null);

  // The season EPA list only fills in college games the hub sent without EPA, so it is asked for only then.
  const needsEpa = games?.NCAA.schedule.some((game) => game.epa === null) ?? false;
  const epa = useCfbEpa(footballSeasonYear(new Date()), needsEpa);
  const epaOf = (game: HubGame) => (game.league === 'NCAA' ? gameEpa(game, epa.data?.data.epa) : null);

  // A chosen league shows only its tab; All shows the three.
  const shownLeagues = league === 'all' ? HUB_LEAGUES : [league];
  const activeTab = league === 'all' ? tab : league;

  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">GameHub</h1>
        <p className="text-sm text-muted-foreground">Live scores, this week&apos;s schedules and pre-game odds for NFL, MLB and NCAA.</p>
      </header>

      <GameHubFilters
        search={search}
        onSearch={setSearch}
        league={league}
        onLeague={setLeague}
        view={view}
        onView={setView}
        refreshing={refreshing}
        onRefresh={() => void refresh()}
      />

      {all.isPending && <Spinner label="Loading live scores and schedules..." className="py-10" />}
      {all.isError && !games && <LoadError onRetry={() => void all.refetch()} />}
      {games && (
        <>
          <CountTiles tiles={countTiles(games)} />
          <Tabs value={activeTab} onValueChange={(value) => isLeague(value) && setTab(value)}>
            <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto" style={{ gridTemplateColumns: `repeat(${shownLeagues.length}, minmax(0, 1fr))` }}>
              {shownLeagues.map((name) => (
                <TabsTrigger key={name} value={name}>
                  {name}
                </TabsTrigger>
              ))}
            </TabsList>
            {shownLeagues.map((name) => (
              <TabsContent key={name} value={name}>
                <LeagueTab league={name} games={games[name]} search={search} view={view} epaOf={epaOf} onFirstHalf={setFirstHalfGame} />
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}

      <FirstHalfDialog game={firstHalfGame} onClose={() => setFirstHalfGame(null)} />
      <div className="grid gap-1">
        <p className="text-xs text-muted-foreground">Live scores update every minute.</p>
        <DataFooter source={all.data?.source} lastUpdated={lastUpdate} leagues={HUB_LEAGUES} />
      </div>
    </div>
  );
}
