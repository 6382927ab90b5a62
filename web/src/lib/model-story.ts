import { formatMetric, normalCdf, TOTAL_SPREAD_POINTS } from '@playbook/core';
import type { League } from '@/lib/league';
import type { ModelPredictResponse } from '@playbook/contracts';

/** The side the fitted model favours, by team name, with its probability (0-1) and margin (points, ≥ 0). */
export interface ModelFavourite {
  team: string;
  probability: number;
  margin: number;
  /** Model − no-vig market for this team, in percentage points; null without a posted moneyline. */
  edge: number | null;
}

/** Reads the model's answer from one side's point of view (the favourite when `team` is not given). */
export function modelFavourite(answer: ModelPredictResponse, homeName: string, awayName: string, team?: string): ModelFavourite {
  const { prediction, market } = answer;
  const home = team === undefined ? prediction.homeWinProbability >= 0.5 : team === homeName;
  return {
    team: home ? homeName : awayName,
    probability: home ? prediction.homeWinProbability : 1 - prediction.homeWinProbability,
    margin: home ? prediction.margin : -prediction.margin,
    edge: market === null ? null : home ? market.homeEdge : market.awayEdge,
  };
}

const percent = (probability: number): string => formatMetric('probability', probability);

/**
 * The stat comparison beside the Playbook model's pick (ADR 048): the side its weighted stats favour and whether
 * that is the model's, with the model's probability.
 */
export function winnerStory(heuristicWinner: string, model: ModelFavourite): string {
  if (heuristicWinner === model.team) return `Stat edge: ${model.team}, the same side as the Playbook model (${percent(model.probability)}).`;
  return `Stat edge: ${heuristicWinner}; the Playbook model favours ${model.team} (${percent(model.probability)}).`;
}

export type TotalSide = 'OVER' | 'UNDER';

/** The side of the betting total the model's total lands on; null when it sits exactly on the line. */
export function modelTotalSide(modelTotal: number, bettingTotal: number): TotalSide | null {
  return modelTotal > bettingTotal ? 'OVER' : modelTotal < bettingTotal ? 'UNDER' : null;
}

/**
 * The model's chance of the over: its total against the line in the normal spread of totals the parlay
 * analysis assumes (TOTAL_SPREAD_POINTS, 13 NFL, 16 NCAA). The model itself gives a total, not a distribution.
 */
export function modelOverProbability(modelTotal: number, bettingTotal: number, league: League): number {
  return normalCdf((modelTotal - bettingTotal) / TOTAL_SPREAD_POINTS[league]);
}

/** The same for the over/under: the stat comparison's side against the side of the model's total. */
export function totalStory(heuristicSide: string, bettingTotal: number, modelTotal: number): string {
  const side = modelTotalSide(modelTotal, bettingTotal);
  const total = formatMetric('points', modelTotal);
  if (side === null) return `Stat edge: ${heuristicSide} ${bettingTotal}; the Playbook model's total sits on the line (${total}).`;
  if (side === heuristicSide) return `Stat edge: ${side} ${bettingTotal}, the same side as the Playbook model (total ${total}).`;
  return `Stat edge: ${heuristicSide} ${bettingTotal}; the Playbook model says ${side} (total ${total}).`;
}

/** An edge in percentage points as the screens show it: signed, one decimal, 'pp'. */
export function formatEdge(edge: number | null): string {
  return edge === null ? 'No posted moneyline' : formatMetric('probabilityEdge', edge);
}

const days = (count: number): string => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * The rest the model counted for a scheduled game, away side first as the screens name a game ("Rest:
 * Jacksonville Jaguars 3 days vs Miami Dolphins 6 days"); null unless both are known, since the model counts
 * an unknown rest (no kick-off, or a team's first game of the season) as equal and then has nothing to say.
 */
export function restStory({ rest, home, away }: Pick<ModelPredictResponse, 'rest' | 'home' | 'away'>): string | null {
  if (rest.home === null || rest.away === null) return null;
  return `Rest: ${away.teamName} ${days(rest.away)} vs ${home.teamName} ${days(rest.home)}`;
}

/** What the screens say of a neutral-site game (ADR 029): the model gave the nominal home team no edge. */
export const NEUTRAL_SITE_STORY = 'Neutral site: no home-field edge';

/**
 * The line for a scheduled game played at a neutral site; null for a home game or a free matchup. Home and
 * away stay as the screens name them: the model only drops the home edge, it swaps nothing.
 */
export function neutralSiteStory({ neutralSite }: Pick<ModelPredictResponse, 'neutralSite'>): string | null {
  return neutralSite ? NEUTRAL_SITE_STORY : null;
}

/**
 * The lines every model figure of a scheduled game carries under it (the dialogs, the parlay leg cards, the
 * High-Confidence Alternatives): the rest the model counted, then whether it is a neutral site; those known only.
 */
export function gameContextStories(answer: Pick<ModelPredictResponse, 'rest' | 'home' | 'away' | 'neutralSite'>): string[] {
  return [restStory(answer), neutralSiteStory(answer)].filter((line): line is string => line !== null);
}
