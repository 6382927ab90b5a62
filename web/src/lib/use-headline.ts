import type { ModelPredictResponse } from '@playbook/contracts';
import { modelHeadline, statHeadline, totalHeadline, type MatchupHeadline, type StatMatchup, type StatTotal, type TotalHeadline } from '@/lib/headline';
import { useModelPrediction, type ModelPredictionRequest } from '@/lib/queries/model-prediction';

export type Headlined<T> =
  | { status: 'loading' }
  /** answer: the model's, or null when it does not know the game (then `unavailable` says why). */
  | { status: 'ready'; headline: T; answer: ModelPredictResponse | null; unavailable: string | null };

/**
 * The headline of a matchup (ADR 048): the Playbook model's answer when it has one; the stat comparison's when
 * the model cannot answer (no request: a game off football; or it does not know a team).
 */
export function useMatchupHeadline(request: ModelPredictionRequest | null, stat: StatMatchup, homeName: string, awayName: string): Headlined<MatchupHeadline> {
  const query = useModelPrediction(request);
  if (request === null) return { status: 'ready', headline: statHeadline(stat), answer: null, unavailable: null };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'ready', headline: statHeadline(stat), answer: null, unavailable: query.error.message };
  return { status: 'ready', headline: modelHeadline(query.data, homeName, awayName), answer: query.data, unavailable: null };
}

/** The same for an over/under: the model's total against the line, else the stat comparison's call (loading without one). */
export function useTotalHeadline(
  request: ModelPredictionRequest | null,
  stat: StatTotal | null,
  bettingTotal: number,
): Headlined<TotalHeadline> {
  const query = useModelPrediction(request);
  if (request === null || stat === null || query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'ready', headline: totalHeadline(null, stat, bettingTotal), answer: null, unavailable: query.error.message };
  const model = { total: query.data.prediction.total, league: request.league };
  return { status: 'ready', headline: totalHeadline(model, stat, bettingTotal), answer: query.data, unavailable: null };
}
