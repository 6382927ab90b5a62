import { describe, expect, it } from 'vitest';
import { buildMarketBoard, findEvBets, findMarketArbitrage, findMarketMiddles, type BoardGame, type BoardLine } from './market-board.ts';

const game: BoardGame = {
  id: '1',
  league: 'NFL',
  startsAt: '2025-12-14T18:00:00.000Z',
  home: { abbreviation: 'KC', name: 'Kansas City Chiefs' },
  away: { abbreviation: 'LAC', name: 'Los Angeles Chargers' },
  model: { margin: 3, total: 45 },
};

let nextId = 0;
function line(book: string, market: BoardLine['market'], selection: string, point: number | null, americanOdds: number, isAlternate = false): BoardLine {
  nextId += 1;
  return { id: String(nextId), gameId: '1', book, market, selection, point, americanOdds, openingOdds: americanOdds, isAlternate, fetchedAt: '2025-12-12T02:00:00.000Z' };
}

const lines: BoardLine[] = [
  line('A', 'moneyline', 'KC', null, -150),
  line('A', 'moneyline', 'LAC', null, 130),
  line('B', 'moneyline', 'KC', null, -160),
  line('B', 'moneyline', 'LAC', null, 120),
  line('C', 'moneyline', 'KC', null, -160),
  line('C', 'moneyline', 'LAC', null, 145),
  line('A', 'spread', 'KC', -2.5, -110),
  line('A', 'spread', 'LAC', 2.5, -110),
  line('B', 'spread', 'KC', -3.5, 105),
  line('B', 'spread', 'LAC', 3.5, -125),
  line('A', 'total', 'Over', 44.5, 105),
  line('B', 'total', 'Under', 44.5, 102),
  line('B', 'total', 'Over', 44.5, -125),
  line('A', 'total', 'Under', 44.5, -125),
  line('A', 'spread', 'KC', -7.5, 200, true),
  line('A', 'spread', 'LAC', 7.5, -250, true),
];

const consensus = { method: 'multiplicative', reference: { kind: 'consensus' } } as const;

describe('market board', () => {
  const board = buildMarketBoard([game], lines, consensus);
  const markets = board[0]?.markets ?? [];

  it('pairs home −3.5 with away +3.5 and folds alternates', () => {
    expect(markets.map((m) => `${m.kind} ${m.point ?? ''}${m.alternate ? ' alt' : ''}`)).toEqual([
      'spread -7.5 alt',
      'spread -3.5',
      'spread -2.5',
      'total 44.5',
      'moneyline ',
    ]);
    const spread = markets.find((m) => m.kind === 'spread' && m.point === -3.5);
    expect(spread?.sides.map((s) => `${s.selection} ${s.point}`)).toEqual(['KC -3.5', 'LAC 3.5']);
  });

  it('marks the best price of each side and takes the median fair probability', () => {
    const moneyline = markets.find((m) => m.kind === 'moneyline');
    expect(moneyline?.sides[0].prices.filter((p) => p.best).map((p) => p.book)).toEqual(['A']);
    expect(moneyline?.sides[1].prices.filter((p) => p.best).map((p) => p.book)).toEqual(['C']);
    expect(moneyline?.fairBooks).toBe(3);
    // Books' no-vig home chances: A 0.5798, B 0.5752, C 0.6012 → median 0.5798 (A's).
    expect(moneyline?.sides[0].fairProbability).toBeCloseTo((0.6 / (0.6 + 100 / 230)), 6);
  });

  it('a sharp book as reference prices only the markets it offers both sides of', () => {
    const sharp = buildMarketBoard([game], lines, { method: 'multiplicative', reference: { kind: 'book', book: 'C' } });
    const priced = sharp[0]?.markets.filter((m) => m.fairBooks > 0).map((m) => m.kind);
    expect(priced).toEqual(['moneyline']);
  });

  it('lists +EV prices with a Kelly stake', () => {
    const bets = findEvBets(board, 1, { bankroll: 1000, kellyFraction: 0.25 });
    expect(bets[0]).toMatchObject({ book: 'C', selection: 'LAC', americanOdds: 145 });
    expect(bets[0]?.evPercent).toBeGreaterThan(1);
    expect(bets[0]?.kellyStake).toBeGreaterThan(0);
    for (const bet of bets) expect(bet.evPercent).toBeGreaterThanOrEqual(1);
  });

  it('finds the totals arbitrage (Over +105 at A, Under +102 at B) and its stakes', () => {
    const arbitrage = findMarketArbitrage(board, 1000);
    expect(arbitrage.map((a) => a.id)).toEqual(['arb:1|total|44.5']);
    const [found] = arbitrage;
    expect(found?.legs.map((l) => `${l.selection} ${l.book} ${l.americanOdds}`)).toEqual(['Over A 105', 'Under B 102']);
    expect((found?.legs[0].stake ?? 0) + (found?.legs[1].stake ?? 0)).toBeCloseTo(1000, 9);
    for (const leg of found?.legs ?? []) expect(leg.payout).toBeGreaterThanOrEqual(1000);
  });

  it('finds the middle between KC −2.5 and LAC +3.5 with the model chance of a 3-point margin', () => {
    const middles = findMarketMiddles(board, 1000);
    const middle = middles.find((m) => m.kind === 'spread');
    expect(middle?.window).toEqual({ low: 2.5, high: 3.5 });
    expect(middle?.legs.map((l) => `${l.selection} ${l.point} ${l.book}`)).toEqual(['KC -2.5 A', 'LAC 3.5 B']);
    expect(middle?.probability).toBeCloseTo(0.02954, 4);
    expect(middles.every((m) => m.kind === 'spread')).toBe(true);
  });

  it('lists no middle where no whole point wins both bets (Over 44.5 against Under 45 is only a push window)', () => {
    const totals = [line('A', 'total', 'Over', 44.5, -110), line('A', 'total', 'Under', 44.5, -110), line('B', 'total', 'Over', 45, -110), line('B', 'total', 'Under', 45, -110)];
    expect(findMarketMiddles(buildMarketBoard([game], totals, consensus), 1000)).toEqual([]);
  });
});
