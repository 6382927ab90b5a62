import { describe, expect, it } from 'vitest';
import { hubGame, teamRecord } from '@/test/sports-fixtures';
import { initialMatchupState, matchupReducer, postedLineOf, type Analysis, type MatchupState } from './matchup-state';

const away = teamRecord('Denver Broncos', 8);
const home = teamRecord('Houston Texans', 3);
const analysis: Analysis = { away, home, line: { bookmaker: 'DraftKings', homeSpread: -1.5, awayMoneyline: 110, homeMoneyline: -130 }, kickoff: null, neutral: true, mode: 'prediction' };

/** A state with two picks, an open analysis, a finished simulation and first-half data. */
function busyState(): MatchupState {
  let state = initialMatchupState('NCAA');
  state = matchupReducer(state, { type: 'setTeam', side: 'away', team: 'Denver Broncos', generation: 1 });
  state = matchupReducer(state, { type: 'setTeam', side: 'home', team: 'Houston Texans', generation: 2 });
  state = matchupReducer(state, { type: 'setNeutral', neutral: true, generation: 2 });
  state = matchupReducer(state, { type: 'open', analysis, generation: 3 });
  state = matchupReducer(state, { type: 'simulation', run: { status: 'running', completed: 10, total: 100 }, generation: 3 });
  state = matchupReducer(state, { type: 'firstHalf', firstHalf: { status: 'error', message: 'Team not found: X' }, generation: 3 });
  return state;
}

describe('matchup state (docs/product/matchup-predictor.md)', () => {
  it('holds picks, the analysis and its results', () => {
    const state = busyState();
    expect(state.picks).toEqual({ away: 'Denver Broncos', home: 'Houston Texans' });
    expect(state.neutral).toBe(true);
    expect(state.analysis).toBe(analysis);
    expect(state.simulation).toEqual({ status: 'running', completed: 10, total: 100 });
    expect(state.firstHalf).toEqual({ status: 'error', message: 'Team not found: X' });
  });

  it('changing the league clears the selected teams and results', () => {
    const state = matchupReducer(busyState(), { type: 'setLeague', league: 'NFL', generation: 4 });
    expect(state).toMatchObject({ league: 'NFL', picks: { away: null, home: null }, neutral: false, analysis: null, simulation: null, firstHalf: null });
  });

  it('changing a team clears earlier results but keeps the other team', () => {
    const state = matchupReducer(busyState(), { type: 'setTeam', side: 'home', team: 'Chicago Bears', generation: 4 });
    expect(state).toMatchObject({ picks: { away: 'Denver Broncos', home: 'Chicago Bears' }, neutral: true, analysis: null, simulation: null, firstHalf: null });
  });

  it('the neutral-site choice (ADR 034) keeps both teams and clears earlier results, as a team change does', () => {
    const state = matchupReducer(busyState(), { type: 'setNeutral', neutral: false, generation: 4 });
    expect(state).toMatchObject({ picks: { away: 'Denver Broncos', home: 'Houston Texans' }, neutral: false, analysis: null, simulation: null, firstHalf: null });
    expect(matchupReducer(state, { type: 'setNeutral', neutral: true, generation: 5 }).neutral).toBe(true);
  });

  it('closing the analysis clears the teams, results, first-half data and spread', () => {
    const state = matchupReducer(busyState(), { type: 'close', generation: 4 });
    expect(state).toMatchObject({ league: 'NCAA', picks: { away: null, home: null }, neutral: false, analysis: null, simulation: null, firstHalf: null });
  });

  it('drops simulation batches and first-half answers of an earlier generation', () => {
    const closed = matchupReducer(busyState(), { type: 'close', generation: 4 });
    expect(matchupReducer(closed, { type: 'simulation', run: { status: 'running', completed: 20, total: 100 }, generation: 3 })).toBe(closed);
    const reopened = matchupReducer(closed, { type: 'open', analysis, generation: 5 });
    expect(matchupReducer(reopened, { type: 'firstHalf', firstHalf: { status: 'loading' }, generation: 4 })).toBe(reopened);
    expect(matchupReducer(reopened, { type: 'firstHalf', firstHalf: { status: 'loading' }, generation: 5 }).firstHalf).toEqual({ status: 'loading' });
  });

  it('opening a new analysis replaces the results of the previous one', () => {
    const state = matchupReducer(busyState(), { type: 'open', analysis: { ...analysis, mode: 'simulation' }, generation: 4 });
    expect(state).toMatchObject({ simulation: null, firstHalf: null, analysis: { mode: 'simulation' } });
  });
});

describe('postedLineOf', () => {
  it("takes the spread and moneylines of a game's odds", () => {
    expect(postedLineOf(hubGame('A', 'B'))).toEqual({ bookmaker: 'DraftKings', homeSpread: -3.5, awayMoneyline: 150, homeMoneyline: -170 });
    expect(postedLineOf(hubGame('A', 'B', { odds: null }))).toBeNull();
  });
});
