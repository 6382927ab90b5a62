import { useCallback, useReducer } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SIMULATION_GAMES, createRng, type OverUnderSimulationResult, overUnderSimulationSteps, seedFromText } from '@playbook/core';
import type { HubGame, TeamStatsRecord } from '@playbook/contracts';
import type { League } from '@/lib/league';
import { fetchModelPoints, type ModelPredictionRequest } from '@/lib/queries/model-prediction';
import { resolveGameTeams, toastTeamNotFound } from '@/lib/resolve-game-teams';
import type { RestoredPairing } from '@/lib/saved-pairing';
import { useGenerationalSimulation, type SimulationRun } from '@/lib/stepped-simulation';
import {
  initialOverUnderState,
  overUnderReducer,
  parseBettingTotal,
  type OverUnderAnalysis,
  type OverUnderState,
  type TeamSlot,
} from './over-under-state';

/** The same pairing and line always replay the same 100 games. */
export function overUnderSeed(team1: string, team2: string, bettingTotal: number): number {
  return seedFromText(`over-under:${team1}@${team2}:${bettingTotal}`);
}

/**
 * The fitted model's request: Team 2 is the home team (a scheduled game opens with away as Team 1 and home as
 * Team 2, and the watchlist stores them so). The over/under prices are no moneyline, so no market is asked for.
 * A scheduled game's kick-off goes along, so the model (and the simulation drawing from it) counts the rest.
 */
export function overUnderModelRequest({ team1, team2, kickoff }: Pick<OverUnderAnalysis, 'team1' | 'team2' | 'kickoff'>): ModelPredictionRequest {
  return { league: team2.league, home: team2.id, away: team1.id, kickoff };
}

export interface OverUnderController {
  state: OverUnderState;
  setLeague: (league: League) => void;
  setTeam: (slot: TeamSlot, team: string | null) => void;
  setTotal: (text: string) => void;
  reset: () => void;
  /** A watchlist entry opened here: its league, Team 1 and Team 2 (saved as away and home) and its line. */
  restore: (pairing: RestoredPairing) => void;
  /** Get Prediction / Run Simulation on a scheduled game; a team without stats gets the 'Team Data Not Found' toast. */
  analyseGame: (game: HubGame, simulate: boolean, teams: readonly TeamStatsRecord[]) => void;
  /** Get Prediction / Run Simulation on the manual form. */
  analyseForm: (simulate: boolean, teams: readonly TeamStatsRecord[]) => void;
  /** 'Run 100 Game Simulation' inside the results modal. */
  runSimulation: () => void;
  close: () => void;
}

/** The over/under screen's state (a pure reducer) plus the simulation it starts. */
export function useOverUnderController(initialLeague: League): OverUnderController {
  const [state, dispatch] = useReducer(overUnderReducer, initialLeague, initialOverUnderState);
  const simulation = useGenerationalSimulation(
    useCallback((run: SimulationRun<OverUnderSimulationResult>, generation: number) => dispatch({ type: 'simulation', run, generation }), []),
  );
  const { nextGeneration } = simulation;
  const queryClient = useQueryClient();

  // The simulation's scoring means are the fitted model's expected points; the stat comparison's PPG formula
  // only when the model cannot answer.
  const startSimulation = useCallback(
    async (analysis: OverUnderAnalysis, gen: number) => {
      const { team1, team2, bettingTotal } = analysis;
      // The progress shows at once; the model's answer is usually cached by the dialog already.
      dispatch({ type: 'simulation', run: { status: 'running', completed: 0, total: SIMULATION_GAMES }, generation: gen });
      const model = await fetchModelPoints(queryClient, overUnderModelRequest(analysis));
      if (gen !== simulation.currentGeneration()) return;
      const expectedPoints = model ? { team1: model.prediction.awayPoints, team2: model.prediction.homePoints } : undefined;
      simulation.start(
        () =>
          overUnderSimulationSteps(team1, team2, bettingTotal, {
            league: team1.league,
            rng: createRng(overUnderSeed(team1.teamName, team2.teamName, bettingTotal)),
            expectedPoints,
          }),
        gen,
      );
    },
    [simulation, queryClient],
  );

  const open = useCallback(
    (analysis: OverUnderAnalysis, simulate: boolean) => {
      const gen = nextGeneration();
      dispatch({ type: 'open', analysis, generation: gen });
      if (simulate) void startSimulation(analysis, gen);
    },
    [nextGeneration, startSimulation],
  );

  const analyseGame = useCallback(
    (game: HubGame, simulate: boolean, teams: readonly TeamStatsRecord[]) => {
      const total = game.odds?.total;
      if (!game.odds || total?.overLine == null) return;
      const resolved = resolveGameTeams(game, teams);
      if (!resolved.found) {
        toastTeamNotFound(resolved.missing);
        return;
      }
      const prices = { bookmaker: game.odds.bookmaker, overOdds: total.overOdds, underOdds: total.underOdds };
      open({ team1: resolved.away, team2: resolved.home, bettingTotal: total.overLine, prices, kickoff: game.scheduledTime }, simulate);
    },
    [open],
  );

  const analyseForm = useCallback(
    (simulate: boolean, teams: readonly TeamStatsRecord[]) => {
      const team1 = teams.find((team) => team.teamName === state.picks.team1);
      const team2 = teams.find((team) => team.teamName === state.picks.team2);
      const bettingTotal = parseBettingTotal(state.totalText);
      if (!team1 || !team2 || team1 === team2 || bettingTotal === null) return;
      open({ team1, team2, bettingTotal, prices: null, kickoff: null }, simulate);
    },
    [state.picks, state.totalText, open],
  );

  const runSimulation = useCallback(() => {
    if (state.analysis) void startSimulation(state.analysis, simulation.currentGeneration());
  }, [state.analysis, startSimulation, simulation]);

  const setLeague = useCallback((league: League) => dispatch({ type: 'setLeague', league, generation: nextGeneration() }), [nextGeneration]);
  const setTeam = useCallback(
    (slot: TeamSlot, team: string | null) => dispatch({ type: 'setTeam', slot, team, generation: nextGeneration() }),
    [nextGeneration],
  );
  const setTotal = useCallback((text: string) => dispatch({ type: 'setTotal', text, generation: nextGeneration() }), [nextGeneration]);
  const reset = useCallback(() => dispatch({ type: 'reset', generation: nextGeneration() }), [nextGeneration]);
  const restore = useCallback(
    ({ league, away, home, total }: RestoredPairing) =>
      dispatch({ type: 'restore', league, picks: { team1: away, team2: home }, totalText: total === null ? '' : String(total), generation: nextGeneration() }),
    [nextGeneration],
  );
  const close = useCallback(() => dispatch({ type: 'close', generation: nextGeneration() }), [nextGeneration]);

  return { state, setLeague, setTeam, setTotal, reset, restore, analyseGame, analyseForm, runSimulation, close };
}
