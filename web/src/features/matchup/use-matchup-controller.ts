import { useCallback, useReducer } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SIMULATION_GAMES, createRng, type MatchupSimulationResult, matchupSimulationSteps, seedFromText } from '@playbook/core';
import type { HubGame, TeamStatsRecord } from '@playbook/contracts';
import type { League } from '@/lib/league';
import { resolveGameTeams, toastTeamNotFound } from '@/lib/resolve-game-teams';
import type { RestoredPairing } from '@/lib/saved-pairing';
import { useGenerationalSimulation, type SimulationRun } from '@/lib/stepped-simulation';
import { fetchModelPoints, type ModelPredictionRequest } from '@/lib/queries/model-prediction';
import { firstHalfQuery } from '@/lib/queries/first-half';
import {
  initialMatchupState,
  matchupReducer,
  postedLineOf,
  type Analysis,
  type AnalysisMode,
  type MatchupState,
  type TeamSide,
} from './matchup-state';

/** The same pairing always plays the same 100 games, so a result can be reproduced and compared. */
export function matchupSeed(away: string, home: string): number {
  return seedFromText(`matchup:${away}@${home}`);
}

type ModelAnalysis = Pick<Analysis, 'away' | 'home' | 'line' | 'kickoff' | 'neutral'>;

/**
 * The fitted model's request for an analysis: teams by database id, the posted moneylines when there are some,
 * a scheduled game's kick-off (each team's rest counts then, as in the backtest) and a manual matchup's
 * neutral-site choice (ADR 034).
 */
export function modelRequestOf({ away, home, line, kickoff, neutral }: ModelAnalysis): ModelPredictionRequest {
  return { league: home.league, home: home.id, away: away.id, homeMoneyline: line?.homeMoneyline, awayMoneyline: line?.awayMoneyline, kickoff, neutral };
}

export interface MatchupController {
  state: MatchupState;
  setLeague: (league: League) => void;
  setTeam: (side: TeamSide, team: string | null) => void;
  /** The Manual Selection's 'Neutral site' box (ADR 034). */
  setNeutral: (neutral: boolean) => void;
  /** A watchlist entry opened here: its league, teams and neutral-site box (ADR 034). */
  restore: (pairing: RestoredPairing) => void;
  /** Predict or simulate a scheduled game; a team without stats gets the 'Team Data Not Found' toast. */
  analyseGame: (game: HubGame, mode: Extract<AnalysisMode, 'prediction' | 'simulation'>, teams: readonly TeamStatsRecord[]) => void;
  /** Analyse the two manually picked teams. */
  analysePicks: (mode: AnalysisMode, teams: readonly TeamStatsRecord[]) => void;
  /** 'Run 100-Game Simulation' inside the modal: keeps the prediction and adds the simulation. */
  runSimulation: () => void;
  close: () => void;
}

/** The matchup screen's state (a pure reducer) plus the effects it starts: simulations and first-half requests. */
export function useMatchupController(initialLeague: League): MatchupController {
  const [state, dispatch] = useReducer(matchupReducer, initialLeague, initialMatchupState);
  const simulation = useGenerationalSimulation(
    useCallback((run: SimulationRun<MatchupSimulationResult>, generation: number) => dispatch({ type: 'simulation', run, generation }), []),
  );
  const { nextGeneration } = simulation;
  const queryClient = useQueryClient();

  // The simulation draws its scoring from the fitted model's expected points (the answer the dialog
  // shows); only when the model cannot answer does it keep the stat comparison's PPG formula.
  const startSimulation = useCallback(
    async (analysis: ModelAnalysis, gen: number) => {
      const { away, home } = analysis;
      // The progress shows at once; the model's answer is usually cached by the dialog already.
      dispatch({ type: 'simulation', run: { status: 'running', completed: 0, total: SIMULATION_GAMES }, generation: gen });
      const model = await fetchModelPoints(queryClient, modelRequestOf(analysis));
      if (gen !== simulation.currentGeneration()) return;
      const expectedPoints = model ? { team1: model.prediction.awayPoints, team2: model.prediction.homePoints } : undefined;
      simulation.start(
        () => matchupSimulationSteps(away, home, { league: away.league, rng: createRng(matchupSeed(away.teamName, home.teamName)), expectedPoints }),
        gen,
      );
    },
    [simulation, queryClient],
  );

  const loadFirstHalf = useCallback((away: TeamStatsRecord, home: TeamStatsRecord, gen: number) => {
    dispatch({ type: 'firstHalf', firstHalf: { status: 'loading' }, generation: gen });
    queryClient.fetchQuery(firstHalfQuery(home.teamName, away.teamName)).then(
      (data) => dispatch({ type: 'firstHalf', firstHalf: { status: 'success', data }, generation: gen }),
      (error: unknown) => dispatch({ type: 'firstHalf', firstHalf: { status: 'error', message: error instanceof Error ? error.message : String(error) }, generation: gen }),
    );
  }, [queryClient]);

  const open = useCallback(
    (analysis: Analysis) => {
      const gen = nextGeneration();
      dispatch({ type: 'open', analysis, generation: gen });
      if (analysis.mode === 'simulation') void startSimulation(analysis, gen);
      // docs/product/matchup-predictor.md: the first half is NCAA only. A scheduled NCAA game has no button of its own, so Predict loads it.
      const isNcaa = analysis.away.league === 'NCAA' && analysis.home.league === 'NCAA';
      if (isNcaa && analysis.mode !== 'simulation') loadFirstHalf(analysis.away, analysis.home, gen);
    },
    [nextGeneration, startSimulation, loadFirstHalf],
  );

  const analyseGame = useCallback(
    (game: HubGame, mode: 'prediction' | 'simulation', teams: readonly TeamStatsRecord[]) => {
      const resolved = resolveGameTeams(game, teams);
      if (!resolved.found) {
        toastTeamNotFound(resolved.missing);
        return;
      }
      // A scheduled game's venue is its stored game's (ADR 029): the server finds it by the kick-off.
      open({ away: resolved.away, home: resolved.home, line: postedLineOf(game), kickoff: game.scheduledTime, neutral: false, mode });
    },
    [open],
  );

  const analysePicks = useCallback(
    (mode: AnalysisMode, teams: readonly TeamStatsRecord[]) => {
      const away = teams.find((team) => team.teamName === state.picks.away);
      const home = teams.find((team) => team.teamName === state.picks.home);
      if (!away || !home || away === home) return;
      if (mode === 'firstHalf' && state.league !== 'NCAA') return;
      open({ away, home, line: null, kickoff: null, neutral: state.neutral, mode });
    },
    [state.picks, state.neutral, state.league, open],
  );

  const runSimulation = useCallback(() => {
    const { analysis } = state;
    if (analysis) void startSimulation(analysis, simulation.currentGeneration());
  }, [state, startSimulation, simulation]);

  const setLeague = useCallback((league: League) => dispatch({ type: 'setLeague', league, generation: nextGeneration() }), [nextGeneration]);
  const setTeam = useCallback(
    (side: TeamSide, team: string | null) => dispatch({ type: 'setTeam', side, team, generation: nextGeneration() }),
    [nextGeneration],
  );
  const setNeutral = useCallback((neutral: boolean) => dispatch({ type: 'setNeutral', neutral, generation: nextGeneration() }), [nextGeneration]);
  const restore = useCallback(
    ({ league, away, home, neutral }: RestoredPairing) => dispatch({ type: 'restore', league, picks: { away, home }, neutral, generation: nextGeneration() }),
    [nextGeneration],
  );
  const close = useCallback(() => dispatch({ type: 'close', generation: nextGeneration() }), [nextGeneration]);

  return { state, setLeague, setTeam, setNeutral, restore, analyseGame, analysePicks, runSimulation, close };
}
