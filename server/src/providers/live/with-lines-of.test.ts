import { describe, expect, it } from 'vitest';
import type { LeagueSnapshot, LineRecord } from '../records.ts';
import { withLinesOf } from './with-lines-of.ts';

const line = (bookmaker: string): LineRecord => ({
  gameId: 'g1',
  bookmaker,
  market: 'moneyline',
  selection: 'KC',
  lineValue: null,
  americanOdds: -120,
  isAlternate: false,
  fetchedAt: '2025-09-14T17:00:00.000Z',
});

const espn: LeagueSnapshot = {
  source: 'espn',
  league: 'NCAA',
  season: 2025,
  currentWeek: 3,
  teams: [],
  games: [],
  boxScores: [],
  lines: [line('ESPN BET')],
  rosters: [],
};

describe('withLinesOf', () => {
  it('labels the added lines with their source, after the snapshot’s own, and adds that source to the line sources', () => {
    const merged = withLinesOf(withLinesOf(espn, 'odds-api', [line('DraftKings')]), 'cfbd', [line('Bovada')]);
    expect(merged.lines.map((added) => `${added.bookmaker} ${added.source ?? 'snapshot'}`)).toEqual(['ESPN BET snapshot', 'DraftKings odds-api', 'Bovada cfbd']);
    expect(merged.lineSources).toEqual(['espn', 'odds-api', 'cfbd']);
  });

  it('names a source that answered with no lines, so its stored lines are withdrawn', () => {
    expect(withLinesOf(espn, 'odds-api', []).lineSources).toEqual(['espn', 'odds-api']);
  });
});
