import { describe, expect, it } from 'vitest';
import { hubGame, teamRecord } from '@/test/sports-fixtures';
import {
  canPredict,
  gamesWithTotals,
  initialOverUnderState,
  overUnderReducer,
  bettingTotalError,
  parseBettingTotal,
  type OverUnderAnalysis,
  type OverUnderState,
} from './over-under-state';

const analysis: OverUnderAnalysis = { team1: teamRecord('A', 1), team2: teamRecord('B', 2), bettingTotal: 47.5, prices: null, kickoff: null };

function busyState(): OverUnderState {
  let state = initialOverUnderState('NFL');
  state = overUnderReducer(state, { type: 'setTeam', slot: 'team1', team: 'A', generation: 1 });
  state = overUnderReducer(state, { type: 'setTeam', slot: 'team2', team: 'B', generation: 2 });
  state = overUnderReducer(state, { type: 'setTotal', text: '47.5', generation: 3 });
  state = overUnderReducer(state, { type: 'open', analysis, generation: 4 });
  return overUnderReducer(state, { type: 'simulation', run: { status: 'running', completed: 30, total: 100 }, generation: 4 });
}

describe('over/under state (docs/product/over-under.md)', () => {
  it('changing the league clears the teams and results', () => {
    expect(overUnderReducer(busyState(), { type: 'setLeague', league: 'NCAA', generation: 5 })).toMatchObject({
      league: 'NCAA',
      picks: { team1: null, team2: null },
      totalText: '47.5',
      analysis: null,
      simulation: null,
    });
  });

  it('changing a team or the total clears the results', () => {
    expect(overUnderReducer(busyState(), { type: 'setTeam', slot: 'team2', team: 'C', generation: 5 })).toMatchObject({
      picks: { team1: 'A', team2: 'C' },
      analysis: null,
      simulation: null,
    });
    expect(overUnderReducer(busyState(), { type: 'setTotal', text: '50', generation: 5 })).toMatchObject({ totalText: '50', analysis: null });
  });

  it('Reset clears the form; Close clears only the results', () => {
    expect(overUnderReducer(busyState(), { type: 'reset', generation: 5 })).toMatchObject({ picks: { team1: null, team2: null }, totalText: '', analysis: null });
    expect(overUnderReducer(busyState(), { type: 'close', generation: 5 })).toMatchObject({ picks: { team1: 'A', team2: 'B' }, totalText: '47.5', analysis: null, simulation: null });
  });

  it('drops simulation progress of an earlier generation', () => {
    const closed = overUnderReducer(busyState(), { type: 'close', generation: 5 });
    expect(overUnderReducer(closed, { type: 'simulation', run: { status: 'running', completed: 40, total: 100 }, generation: 4 })).toBe(closed);
  });
});

describe('the manual form rules', () => {
  it('reads the betting total as a positive number', () => {
    expect(parseBettingTotal('56.5')).toBe(56.5);
    expect(parseBettingTotal('')).toBeNull();
    expect(parseBettingTotal('0')).toBeNull();
    expect(parseBettingTotal('-3')).toBeNull();
    expect(parseBettingTotal('abc')).toBeNull();
  });

  it('takes a total up to 150 and says why a larger one or one of 0 or below is refused', () => {
    expect(parseBettingTotal('150')).toBe(150);
    expect(parseBettingTotal('150.5')).toBeNull();
    expect(bettingTotalError('150.5')).toBe('Betting Total must be at most 150');
    expect(bettingTotalError('475')).toBe('Betting Total must be at most 150');
    expect(bettingTotalError('0')).toBe('Betting Total must be greater than 0');
    expect(bettingTotalError('')).toBeUndefined();
    expect(bettingTotalError('47.5')).toBeUndefined();
  });

  it('needs both teams and a total before predicting', () => {
    expect(canPredict({ picks: { team1: 'A', team2: 'B' }, totalText: '47.5' })).toBe(true);
    expect(canPredict({ picks: { team1: 'A', team2: null }, totalText: '47.5' })).toBe(false);
    expect(canPredict({ picks: { team1: null, team2: 'B' }, totalText: '47.5' })).toBe(false);
    expect(canPredict({ picks: { team1: 'A', team2: 'B' }, totalText: '' })).toBe(false);
  });
});

describe('gamesWithTotals (docs/product/over-under.md)', () => {
  it("keeps only 'scheduled' games with a total line", () => {
    const withLine = hubGame('A', 'B');
    const live = hubGame('C', 'D', { status: 'live' });
    const noOdds = hubGame('E', 'F', { odds: null });
    const base = hubGame('G', 'H');
    const noTotal = { ...base, odds: base.odds && { ...base.odds, total: { ...base.odds.total, overLine: null } } };
    expect(gamesWithTotals([withLine, live, noOdds, noTotal])).toEqual([withLine]);
  });
});
