import { formatMetric, impliedProbability, splitMatchup } from '@playbook/core';
import type { LiveBettingLine, ModelPredictResponse, WeeklyRecommendationRecord } from '@playbook/contracts';
import type { League } from '@/lib/league';
import { formatEdge, modelFavourite, totalStory, winnerStory } from '@/lib/model-story';
import type { ModelPredictionRequest } from '@/lib/queries/model-prediction';
import type { AnalysedLeg } from './selection-analysis';

const isFootball = (league: string): league is League => league === 'NFL' || league === 'NCAA';

/** A game as a leg or a recommendation names it, with its kick-off when known. */
type GameOfLeg = Pick<LiveBettingLine, 'matchup' | 'league'> & { gameTime: string | null };

/**
 * The fitted model's request for a game "Away @ Home" (teams by name, as the slate names them) with its kick-off,
 * so each team's rest counts as in the backtest; null off football.
 */
export function legModelRequest(line: GameOfLeg): ModelPredictionRequest | null {
  const { away, home } = splitMatchup(line.matchup);
  if (!isFootball(line.league) || away === '' || home === '') return null;
  return { league: line.league, home, away, kickoff: line.gameTime };
}

/**
 * What a leg card says about the fitted model (ADR 024): the model's probability of the leg's team
 * and its edge against the leg's own no-vig price (moneylines), its margin (spreads) or total (totals), and one
 * sentence on whether the stat comparison's call (`result`: the leg as the stat comparison rates it) and the
 * model agree.
 */
export function legModelStory({ line, result }: Pick<AnalysedLeg, 'line' | 'result'>, answer: ModelPredictResponse, fair: number | undefined): { figures: string; story: string | null } {
  const { away, home } = splitMatchup(line.matchup);
  const favourite = modelFavourite(answer, home, away);
  if (line.type === 'total') {
    const total = formatMetric('points', answer.prediction.total);
    const side = result.pick?.toUpperCase() ?? null;
    const heuristicSide = side === null || result.agreesWithModel === null ? null : result.agreesWithModel ? side : side === 'OVER' ? 'UNDER' : 'OVER';
    return { figures: `Fitted model total ${total}`, story: heuristicSide !== null && line.line !== null ? totalStory(heuristicSide, line.line, answer.prediction.total) : null };
  }
  const pick = result.pick === home || result.pick === away ? result.pick : null;
  const heuristicWinner = pick === null || result.agreesWithModel === null ? null : result.agreesWithModel ? pick : pick === home ? away : home;
  const story = heuristicWinner === null ? null : winnerStory(heuristicWinner, favourite);
  if (line.type === 'moneyline' && pick !== null) {
    const side = modelFavourite(answer, home, away, pick);
    const edge = fair === undefined ? null : 100 * (side.probability - fair);
    return { figures: `Fitted model: ${pick} ${formatMetric('probability', side.probability)} · edge vs no-vig ${formatEdge(edge)}`, story };
  }
  return { figures: `Fitted model: ${favourite.team} by ${formatMetric('points', favourite.margin)}`, story };
}

/**
 * A weekly recommendation's pick beside the fitted model: the model's probability of the picked team
 * and its edge against the pick's own price (implied, vig included: the record carries one side's odds only),
 * or the model's margin or total when the pick is not a moneyline on a team of the game.
 */
export function recommendationModelText(recommendation: WeeklyRecommendationRecord, answer: ModelPredictResponse): string {
  const { away, home } = splitMatchup(recommendation.game);
  if (recommendation.betType === 'total') return `fitted model total ${formatMetric('points', answer.prediction.total)}`;
  const team = recommendation.selection === home || recommendation.selection === away ? recommendation.selection : null;
  if (recommendation.betType === 'moneyline' && team !== null) {
    const side = modelFavourite(answer, home, away, team);
    const edge = 100 * (side.probability - impliedProbability(recommendation.odds));
    return `fitted model ${formatMetric('probability', side.probability)}, edge vs the price ${formatEdge(edge)}`;
  }
  const favourite = modelFavourite(answer, home, away);
  return `fitted model: ${favourite.team} by ${formatMetric('points', favourite.margin)}`;
}
