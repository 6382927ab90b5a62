import type { ModelPredictResponse } from '@playbook/contracts';

/**
 * A GET /api/model/predict answer for web tests: Jacksonville at Miami, the model favouring Miami by 2.5
 * (59.4 %, total 45.7), rest unknown (no kick-off asked for), a home game and no market unless given.
 */
export function modelAnswer(over: Partial<ModelPredictResponse> = {}): ModelPredictResponse {
  return {
    success: true,
    league: 'NFL',
    source: 'nflverse',
    lastUpdated: null,
    home: { id: 7, teamName: 'Miami Dolphins', abbreviation: 'MIA' },
    away: { id: 9, teamName: 'Jacksonville Jaguars', abbreviation: 'JAX' },
    prediction: { homePoints: 24.1, awayPoints: 21.6, margin: 2.5, homeWinProbability: 0.594, total: 45.7 },
    rest: { home: null, away: null },
    neutralSite: false,
    market: null,
    gamesFitted: 500,
    ...over,
  };
}
