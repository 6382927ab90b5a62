import { useMemo, useState } from 'react';
import { LIVE_GAME_MISSING_TEAMS } from '@playbook/core';
import { BackLink } from '@/components/back-link';
import { DataFooter } from '@/components/data-footer';
import { TeamsLoadState } from '@/components/teams-load-state';
import { Alert } from '@/components/ui/alert';
import { useLeague } from '@/lib/league';
import { useTeamOptions } from '@/lib/queries/team-options';
import { toast } from '@/lib/toast';
import { GameSetupCard, type GameSetup } from './game-setup-card';
import { PlayList } from './play-lists';
import { Scoreboard } from './scoreboard';
import { parseSeed, randomSeed } from './sim-seed';
import { useLiveGame } from './use-live-game';
import { useRosters } from './use-rosters';

const EMPTY_SETUP: GameSetup = { homeTeam: null, awayTeam: null, seedText: '' };

/** docs/product/simulator.md: the Simple Football Simulator (routes /live-simulation and /simple-simulation). */
export function SimulatorPage() {
  const { league, setLeague } = useLeague();
  const { teamsQuery, options } = useTeamOptions(league);
  const rostersQuery = useRosters(league);
  const rosters = useMemo(() => rostersQuery.data ?? {}, [rostersQuery.data]);
  const live = useLiveGame(rosters);
  const [setup, setSetup] = useState<GameSetup>(EMPTY_SETUP);
  // Set once the user swaps setup and scoreboard: the one that appears takes the focus from the button that went.
  const [swapped, setSwapped] = useState(false);

  // Teams belong to a league: a change of league (here or in the header) clears the picks.
  const [setupLeague, setSetupLeague] = useState(league);
  if (setupLeague !== league) {
    setSetupLeague(league);
    setSetup((current) => ({ ...current, homeTeam: null, awayTeam: null }));
  }

  const seed = parseSeed(setup.seedText);
  const start = () => {
    if (!setup.homeTeam || !setup.awayTeam) {
      toast({ ...LIVE_GAME_MISSING_TEAMS, variant: 'destructive' });
      return;
    }
    if (seed === null) return;
    live.start(setup.homeTeam, setup.awayTeam, seed ?? randomSeed());
    setSwapped(true);
  };

  const stop = () => {
    live.stop();
    setSwapped(true);
  };

  const log = live.log;
  return (
    <div className="grid gap-6">
      <BackLink label="Back to Dashboard" />
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Simple Football Simulator</h1>
        <p className="text-sm text-muted-foreground">Click START GAME to see plays immediately!</p>
      </header>

      {log === null ? (
        <TeamsLoadState league={league} isPending={teamsQuery.isPending} isError={teamsQuery.isError}>
          <GameSetupCard
            league={league}
            onLeagueChange={setLeague}
            options={options}
            setup={setup}
            onSetupChange={setSetup}
            seedInvalid={seed === null}
            speed={live.speed}
            onSpeedChange={live.setSpeed}
            onStart={start}
            focusStart={swapped}
          />
          {rostersQuery.isError && (
            <Alert role="status">Player rosters could not be loaded: plays will use generic text.</Alert>
          )}
        </TeamsLoadState>
      ) : (
        <div className="grid gap-6">
          <Scoreboard
            game={log.game}
            seed={log.seed}
            speed={live.speed}
            onSpeedChange={live.setSpeed}
            onPause={live.pause}
            onResume={live.resume}
            onStop={stop}
            onReplay={() => live.start(log.game.homeTeam, log.game.awayTeam, log.seed)}
            focusOnMount={swapped}
          />
          <div className="grid gap-6 md:grid-cols-2">
            <PlayList title="Play-by-Play" emptyText="Waiting for game plays..." entries={log.game.plays} times={log.playTimes} />
            <PlayList title="Game Events" emptyText="Waiting for game events..." entries={log.game.events} times={log.eventTimes} />
          </div>
        </div>
      )}

      <DataFooter source={teamsQuery.data?.source} season={teamsQuery.data?.season} lastUpdated={teamsQuery.data?.lastUpdated} />
    </div>
  );
}
