// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { storedParlay as sampleParlay } from '@playbook/contracts/testing/watchlist-fixtures';
import {
  FAVORITE_PARLAYS_KEY,
  GENERATED_PARLAYS_KEY,
  readFavoriteParlays,
  readGeneratedParlays,
  readWatchlistPredictions,
  toggleFavoriteParlay,
  WATCHLIST_PREDICTIONS_KEY,
  writeGeneratedParlays,
  writeWatchlistPredictions,
} from './parlay-storage';


describe('parlay storage (docs/product/odds-and-storage.md keys)', () => {
  beforeEach(() => localStorage.clear());

  it('uses the keys of docs/product/odds-and-storage.md verbatim', () => {
    expect([GENERATED_PARLAYS_KEY, FAVORITE_PARLAYS_KEY, WATCHLIST_PREDICTIONS_KEY]).toEqual([
      'generatedParlays',
      'favoriteParlays',
      'watchlistPredictions',
    ]);
  });

  it('round-trips generated parlays and leaves out entries that no longer read', () => {
    writeGeneratedParlays(localStorage, [sampleParlay]);
    const stored: unknown[] = JSON.parse(localStorage.getItem(GENERATED_PARLAYS_KEY) ?? '[]') as unknown[];
    localStorage.setItem(GENERATED_PARLAYS_KEY, JSON.stringify([...stored, { id: 'broken', legs: 'no' }]));
    expect(readGeneratedParlays(localStorage)).toEqual([sampleParlay]);
  });

  it('reads nothing from unreadable JSON, a non-list or missing storage', () => {
    localStorage.setItem(GENERATED_PARLAYS_KEY, '{not json');
    expect(readGeneratedParlays(localStorage)).toEqual([]);
    localStorage.setItem(GENERATED_PARLAYS_KEY, '{"a":1}');
    expect(readGeneratedParlays(localStorage)).toEqual([]);
    expect(readGeneratedParlays(undefined)).toEqual([]);
    expect(writeWatchlistPredictions(undefined, [])).toBe(false);
  });

  it('toggles a favorite by id with its savedAt', () => {
    const now = new Date('2026-11-23T18:00:00.000Z');
    expect(toggleFavoriteParlay(localStorage, sampleParlay, now).favorite).toBe(true);
    expect(readFavoriteParlays(localStorage)).toEqual([{ ...sampleParlay, savedAt: now.toISOString() }]);
    expect(toggleFavoriteParlay(localStorage, sampleParlay, now)).toEqual({ favorites: [], favorite: false });
    expect(readFavoriteParlays(localStorage)).toEqual([]);
  });

  it('checks a prediction against its type', () => {
    localStorage.setItem(
      WATCHLIST_PREDICTIONS_KEY,
      JSON.stringify([
        { id: 'm1', type: 'matchup', awayTeam: 'A', homeTeam: 'B', predictedWinner: null, predictedMargin: null, winnerConfidence: null, totalLine: null, overUnder: null, totalConfidence: null, savedAt: '2026-11-23T18:00:00.000Z' },
        { id: 'o1', type: 'overunder', awayTeam: 'A', homeTeam: 'B', predictedWinner: null, predictedMargin: null, winnerConfidence: null, totalLine: 47.5, overUnder: 'over', totalConfidence: 61, savedAt: '2026-11-23T18:00:00.000Z' },
      ]),
    );
    expect(readWatchlistPredictions(localStorage).map((p) => p.id)).toEqual(['o1']);
  });
});
