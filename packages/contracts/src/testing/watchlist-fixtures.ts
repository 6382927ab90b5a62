// Test-only records in the watchlist's shapes (docs/product/watchlist.md): a generated parlay, a favorite, predictions. The web
// tests keep them in the browser's storage, the server tests send them to /api/watchlist: one copy for both,
// here beside the contract, under its own export ("@playbook/contracts/testing/watchlist-fixtures") so that
// nothing in the public entry carries test data.
import type { FavoriteParlay, StoredParlay, WatchlistPrediction } from '../watchlist.ts';

export const storedParlay: StoredParlay = {
  id: 'parlay-2-abc',
  parlayDescription: 'KC -3.5 + Over 47.5 (KC @ BUF)',
  legs: [
    { game: 'KC @ BUF', selection: 'KC -3.5', odds: -110, type: 'spread' },
    { game: 'KC @ BUF', selection: 'Over 47.5', odds: -110, type: 'total' },
  ],
  totalAmericanOdds: 264,
  impliedProbability: 0.2747,
  requiredStake: 56.82,
  actualProfit: 150,
  profitDifference: 0,
  category: 'standard',
};

export const favoriteParlay: FavoriteParlay = { ...storedParlay, savedAt: '2026-11-23T17:00:00.000Z' };

export function matchupPrediction(id = 'matchup:Kansas City Chiefs@Buffalo Bills', savedAt = '2026-11-23T18:00:00.000Z'): WatchlistPrediction {
  return {
    id,
    type: 'matchup',
    awayTeam: 'Kansas City Chiefs',
    homeTeam: 'Buffalo Bills',
    predictedWinner: 'Buffalo Bills',
    predictedMargin: 6.5,
    winnerConfidence: 68,
    totalLine: null,
    overUnder: null,
    totalConfidence: null,
    savedAt,
    neutral: false,
  };
}

export const totalPrediction: WatchlistPrediction = {
  ...matchupPrediction('overunder:Dallas Cowboys@New York Giants:44.5'),
  type: 'overunder',
  awayTeam: 'Dallas Cowboys',
  homeTeam: 'New York Giants',
  predictedWinner: null,
  predictedMargin: null,
  winnerConfidence: null,
  totalLine: 44.5,
  overUnder: 'under',
  totalConfidence: 61.2,
};
