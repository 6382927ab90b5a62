import { useMemo } from 'react';
import { useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { modelPredictResponseSchema, type ModelPredictResponse } from '@playbook/contracts';
import { getJson } from '@/lib/api';
import type { League } from '@/lib/league';

/** The ratings change only when a refresh stores new games (the server fits once per refresh). */
export const MODEL_PREDICTION_STALE_MS = 5 * 60_000;

/** One matchup for the fitted model: teams by database id or name, and the moneylines the screen shows. */
export interface ModelPredictionRequest {
  league: League;
  home: string | number;
  away: string | number;
  homeMoneyline?: number | null;
  awayMoneyline?: number | null;
  /**
   * The scheduled game's kick-off (ISO), so the model counts each team's rest as the backtest does; absent for
   * a matchup without a game (the manual pickers): the rest then counts as equal.
   */
  kickoff?: string | null;
  /**
   * A matchup without a game asked as played at a neutral site (the Manual Selection's 'Neutral site'): no home
   * edge (ADR 034). Sent only without a kick-off: a scheduled game's venue is the stored game's (ADR 029).
   */
  neutral?: boolean;
}

function urlOf(request: ModelPredictionRequest): string {
  const query = new URLSearchParams({ league: request.league, home: String(request.home), away: String(request.away) });
  // Both prices or none: one price alone is no market to de-vig.
  if (request.homeMoneyline != null && request.awayMoneyline != null) {
    query.set('homeMoneyline', String(request.homeMoneyline));
    query.set('awayMoneyline', String(request.awayMoneyline));
  }
  if (request.kickoff != null) query.set('kickoff', request.kickoff);
  else if (request.neutral === true) query.set('neutral', 'true');
  return `/api/model/predict?${query.toString()}`;
}

function modelPredictionQuery(request: ModelPredictionRequest) {
  return {
    queryKey: [
      'model',
      'predict',
      request.league,
      String(request.home),
      String(request.away),
      request.homeMoneyline ?? null,
      request.awayMoneyline ?? null,
      request.kickoff ?? null,
      request.kickoff == null && request.neutral === true,
    ] as const,
    queryFn: () => getJson(urlOf(request), modelPredictResponseSchema),
    staleTime: MODEL_PREDICTION_STALE_MS,
    retry: false,
  };
}

/** GET /api/model/predict: the fitted rating model's figures for one matchup (ADR 024). */
export function useModelPrediction(request: ModelPredictionRequest | null) {
  return useQuery({
    ...modelPredictionQuery(request ?? { league: 'NFL', home: '', away: '' }),
    enabled: request !== null,
    refetchOnWindowFocus: false,
  });
}

/**
 * The model's expected points for a simulation about to start (the same cached answer the dialog shows), or
 * null when the model cannot answer: the simulation then keeps the stat comparison's PPG formula.
 */
export async function fetchModelPoints(client: QueryClient, request: ModelPredictionRequest): Promise<ModelPredictResponse | null> {
  try {
    return await client.fetchQuery(modelPredictionQuery(request));
  } catch {
    return null;
  }
}

/** Every answer once all are in (a failed request answers null); undefined while any is loading. */
function answersOnceSettled(results: readonly { isLoading: boolean; data?: ModelPredictResponse }[]): (ModelPredictResponse | null)[] | undefined {
  return results.some((result) => result.isLoading) ? undefined : results.map((result) => result.data ?? null);
}

const keyOf = (request: ModelPredictionRequest): string => JSON.stringify(modelPredictionQuery(request).queryKey);

/**
 * The model's answers for several matchups at once (a parlay's legs, ADR 063): one cached request per game
 * (legs of one game share it, and so do the screens that show that game). Undefined until every answer is in;
 * null for a matchup the model was not asked (null request) or cannot answer (a team it does not know, the
 * request failing).
 */
export function useModelPredictions(requests: readonly (ModelPredictionRequest | null)[]): (ModelPredictResponse | null)[] | undefined {
  const games = useMemo(() => [...new Map(requests.flatMap((request) => (request ? [[keyOf(request), request] as const] : []))).values()], [requests]);
  const answers = useQueries({
    queries: games.map((request) => ({ ...modelPredictionQuery(request), refetchOnWindowFocus: false })),
    combine: answersOnceSettled,
  });
  return useMemo(() => {
    if (answers === undefined) return undefined;
    const byGame = new Map(games.map((request, index) => [keyOf(request), answers[index] ?? null]));
    return requests.map((request) => (request ? (byGame.get(keyOf(request)) ?? null) : null));
  }, [answers, games, requests]);
}
