import type { MatchupSimulationResult } from '@playbook/core';
import type { HubGame, TeamStatsRecord } from '@playbook/contracts';
import type { League } from '@/lib/league';
import type { SimulationRun } from '@/lib/stepped-simulation';
import type { FirstHalfData } from './first-half';

export type TeamSide = 'away' | 'home';

/** The posted line of a scheduled game (docs/product/matchup-predictor.md odds); a manual matchup has none. */
export interface PostedLine {
  bookmaker: string;
  /** The home team's line: negative when the home team is favoured. */
  homeSpread: number | null;
  awayMoneyline: number | null;
  homeMoneyline: number | null;
}

/** What opened the Game Analysis modal: Predict, a 100-game simulation, or the NCAA 1st half prediction. */
export type AnalysisMode = 'prediction' | 'simulation' | 'firstHalf';

export interface Analysis {
  away: TeamStatsRecord;
  home: TeamStatsRecord;
  line: PostedLine | null;
  /** A scheduled game's kick-off (ISO), for the fitted model's rest; null for a manual matchup (no game). */
  kickoff: string | null;
  /**
   * A manual matchup asked as played at a neutral site: the fitted model (and the simulation drawing from it)
   * gives no home edge (ADR 034). Always false for a scheduled game, whose stored game decides (ADR 029).
   */
  neutral: boolean;
  mode: AnalysisMode;
}

export type FirstHalfState = { status: 'loading' } | { status: 'success'; data: FirstHalfData } | { status: 'error'; message: string };

export interface MatchupState {
  league: League;
  /** The manual pickers' choices (team names). */
  picks: Record<TeamSide, string | null>;
  /** The Manual Selection's 'Neutral site' box: part of the pairing, so cleared with the picks. */
  neutral: boolean;
  /** Null while the modal is closed. */
  analysis: Analysis | null;
  simulation: SimulationRun<MatchupSimulationResult> | null;
  firstHalf: FirstHalfState | null;
  /**
   * Changes whenever results are cleared or replaced; a simulation batch or a first-half answer carries the
   * generation it started in and is dropped if that is no longer the current one.
   */
  generation: number;
}

export type MatchupAction =
  | { type: 'setLeague'; league: League; generation: number }
  | { type: 'setTeam'; side: TeamSide; team: string | null; generation: number }
  | { type: 'setNeutral'; neutral: boolean; generation: number }
  | { type: 'restore'; league: League; picks: Record<TeamSide, string | null>; neutral: boolean; generation: number }
  | { type: 'open'; analysis: Analysis; generation: number }
  | { type: 'close'; generation: number }
  | { type: 'simulation'; run: SimulationRun<MatchupSimulationResult>; generation: number }
  | { type: 'firstHalf'; firstHalf: FirstHalfState; generation: number };

export function initialMatchupState(league: League): MatchupState {
  return { league, picks: { away: null, home: null }, neutral: false, analysis: null, simulation: null, firstHalf: null, generation: 0 };
}

const noResults = { analysis: null, simulation: null, firstHalf: null } as const;

/**
 * docs/product/matchup-predictor.md: changing the league clears the selected teams and results; changing a team clears earlier
 * results; closing the analysis clears the teams, results, first-half data and spread (the spread is part of
 * the analysis' line). The neutral-site choice (ADR 034) goes with the teams: cleared where they are, and
 * changing it clears earlier results as a team change does.
 */
export function matchupReducer(state: MatchupState, action: MatchupAction): MatchupState {
  switch (action.type) {
    case 'setLeague':
      return { ...state, ...noResults, league: action.league, picks: { away: null, home: null }, neutral: false, generation: action.generation };
    case 'setTeam':
      return { ...state, ...noResults, picks: { ...state.picks, [action.side]: action.team }, generation: action.generation };
    case 'setNeutral':
      return { ...state, ...noResults, neutral: action.neutral, generation: action.generation };
    case 'restore':
      // A saved watchlist entry opened here: its league, teams and neutral-site box, no results yet.
      return { ...state, ...noResults, league: action.league, picks: action.picks, neutral: action.neutral, generation: action.generation };
    case 'open':
      return { ...state, ...noResults, analysis: action.analysis, generation: action.generation };
    case 'close':
      return { ...state, ...noResults, picks: { away: null, home: null }, neutral: false, generation: action.generation };
    case 'simulation':
      if (action.generation !== state.generation || state.analysis === null) return state;
      return { ...state, simulation: action.run };
    case 'firstHalf':
      if (action.generation !== state.generation || state.analysis === null) return state;
      return { ...state, firstHalf: action.firstHalf };
  }
}

/** The line a scheduled game carries, or null when it has no odds. */
export function postedLineOf(game: HubGame): PostedLine | null {
  if (!game.odds) return null;
  return {
    bookmaker: game.odds.bookmaker,
    homeSpread: game.odds.spread.points,
    awayMoneyline: game.odds.moneyline.away,
    homeMoneyline: game.odds.moneyline.home,
  };
}
