import { describe, expect, it } from 'vitest';
import type { EvBetRow, MarketsOddsResponse } from '@playbook/contracts';
import { asSlateLine, asTrackedLeg, siblingLineIds } from './bet-actions';

const bet: EvBetRow = {
  lineId: '619',
  gameId: '12',
  league: 'NFL',
  matchup: 'TEN @ SF',
  game: 'Tennessee Titans @ San Francisco 49ers',
  startsAt: '2025-12-22T01:15:00.000Z',
  kind: 'spread',
  side: 'away',
  selection: 'TEN',
  point: 12.5,
  alternate: false,
  book: 'FanDuel',
  americanOdds: -105,
  fetchedAt: '2025-12-12T02:18:12.000Z',
  fairProbability: 0.52,
  fairOdds: -108,
  evPercent: 1.5,
  kellyStake: 7.5,
};

describe('sending an +EV bet on', () => {
  it('to the parlay builder as the slate names the line', () => {
    expect(asSlateLine(bet)).toMatchObject({ id: '619', game: bet.game, description: 'Tennessee Titans +12.5', odds: -105, bookmaker: 'FanDuel', eventId: '12', line: 12.5 });
    expect(asSlateLine({ ...bet, kind: 'moneyline', point: null, side: 'home', selection: 'SF' }).description).toBe('San Francisco 49ers ML');
    expect(asSlateLine({ ...bet, kind: 'total', side: 'over', selection: 'Over', point: 44.5 }).description).toBe('Over 44.5');
  });

  it('to the tracker linked to its stored line', () => {
    expect(asTrackedLeg(bet)).toEqual({ game: bet.game, selection: 'Tennessee Titans +12.5 (FanDuel)', odds: -105, type: 'spread', lineId: 619 });
  });

  it("finds every book's line of the same bet for the history chart", () => {
    const prices = (ids: string[]) => ids.map((lineId) => ({ lineId, book: `book ${lineId}`, americanOdds: -110, openingOdds: -110, fetchedAt: bet.fetchedAt, best: false }));
    const side = (ids: string[]) => ({ side: 'home' as const, selection: 'SF', point: -12.5, fairProbability: 0.5, fairOdds: 100, prices: prices(ids) });
    const board = {
      games: [{ game: { id: '12' }, markets: [{ sides: [side(['1', '2']), side(['619', '620'])] }] }],
    } as unknown as MarketsOddsResponse;
    expect(siblingLineIds(board, '12', '619')).toEqual(['619', '620']);
    expect(siblingLineIds(undefined, '12', '619')).toEqual(['619']);
  });
});
