import { GAME_TOTAL_MAX, type OverUnderSimulationResult } from '@playbook/core';
import type { HubGame, TeamStatsRecord } from '@playbook/contracts';
import type { League } from '@/lib/league';
import type { SimulationRun } from '@/lib/stepped-simulation';

export type TeamSlot = 'team1' | 'team2';

/** The over and under prices a bookmaker posted with the total; a manually entered total has none. */
export interface PostedPrices {
  bookmaker: string;
  overOdds: number | null;
  underOdds: number | null;
}

export interface OverUnderAnalysis {
  team1: TeamStatsRecord;
  team2: TeamStatsRecord;
  bettingTotal: number;
  prices: PostedPrices | null;
  /** A scheduled game's kick-off (ISO), for the fitted model's rest; null for the manual form (no game). */
  kickoff: string | null;
}

export interface OverUnderState {
  league: League;
  picks: Record<TeamSlot, string | null>;
  /** The Betting Total input as typed. */
  totalText: string;
  /** Null while the results modal is closed. */
  analysis: OverUnderAnalysis | null;
  simulation: SimulationRun<OverUnderSimulationResult> | null;
  /** Changes whenever results are cleared or replaced; late simulation batches of an older run are dropped. */
  generation: number;
}

export type OverUnderAction =
  | { type: 'setLeague'; league: League; generation: number }
  | { type: 'setTeam'; slot: TeamSlot; team: string | null; generation: number }
  | { type: 'setTotal'; text: string; generation: number }
  | { type: 'reset'; generation: number }
  | { type: 'restore'; league: League; picks: Record<TeamSlot, string | null>; totalText: string; generation: number }
  | { type: 'open'; analysis: OverUnderAnalysis; generation: number }
  | { type: 'close'; generation: number }
  | { type: 'simulation'; run: SimulationRun<OverUnderSimulationResult>; generation: number };

export function initialOverUnderState(league: League): OverUnderState {
  return { league, picks: { team1: null, team2: null }, totalText: '', analysis: null, simulation: null, generation: 0 };
}

const noResults = { analysis: null, simulation: null } as const;
const noPicks = { team1: null, team2: null } as const;

/**
 * docs/product/over-under.md: changing the league clears the selected teams and results; changing a team clears earlier
 * results. A new total clears them too (they were for the old line). Reset clears the whole form; closing the
 * modal clears only the results, so the form can be adjusted and asked again.
 */
export function overUnderReducer(state: OverUnderState, action: OverUnderAction): OverUnderState {
  switch (action.type) {
    case 'setLeague':
      return { ...state, ...noResults, league: action.league, picks: noPicks, generation: action.generation };
    case 'setTeam':
      return { ...state, ...noResults, picks: { ...state.picks, [action.slot]: action.team }, generation: action.generation };
    case 'setTotal':
      return { ...state, ...noResults, totalText: action.text, generation: action.generation };
    case 'reset':
      return { ...state, ...noResults, picks: noPicks, totalText: '', generation: action.generation };
    case 'restore':
      // A saved watchlist entry opened here: its league, teams and line, no results yet.
      return { ...state, ...noResults, league: action.league, picks: action.picks, totalText: action.totalText, generation: action.generation };
    case 'open':
      return { ...state, ...noResults, analysis: action.analysis, generation: action.generation };
    case 'close':
      return { ...state, ...noResults, generation: action.generation };
    case 'simulation':
      if (action.generation !== state.generation || state.analysis === null) return state;
      return { ...state, simulation: action.run };
  }
}

/** What is wrong with the Betting Total as typed; undefined while it is empty or fine. */
export function bettingTotalError(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) return 'Betting Total must be greater than 0';
  if (value > GAME_TOTAL_MAX) return `Betting Total must be at most ${GAME_TOTAL_MAX}`;
  return undefined;
}

/** The Betting Total as a number of points, or null while it is empty or not a positive number up to GAME_TOTAL_MAX. */
export function parseBettingTotal(text: string): number | null {
  return text.trim() === '' || bettingTotalError(text) !== undefined ? null : Number(text);
}

/** docs/product/over-under.md: Get Prediction and Run Simulation need both teams and a betting total. */
export function canPredict(state: Pick<OverUnderState, 'picks' | 'totalText'>): boolean {
  return state.picks.team1 !== null && state.picks.team2 !== null && parseBettingTotal(state.totalText) !== null;
}

/** docs/product/over-under.md: the scheduled list shows only games with status 'scheduled' that have a total line. */
export function gamesWithTotals(games: readonly HubGame[]): HubGame[] {
  return games.filter((game) => game.status === 'scheduled' && game.odds?.total.overLine != null);
}
