import {
  coversSpread,
  manualSpread,
  pickPointsToCover,
  spreadCoverLabel,
  type MatchupPrediction,
  type SpreadCoverLabel,
} from '@playbook/core';
import type { PostedLine } from './matchup-state';

interface RankedTeam {
  teamName: string;
  rank: number;
}

export interface SpreadAnalysis {
  /** 'posted' from the game's line, 'rank' from core's manual spread (docs/product/matchup-predictor.md) when there is none. */
  source: 'posted' | 'rank';
  /** The favoured team, or null for a pick'em. */
  favourite: string | null;
  /** The favourite's points, ≥ 0. */
  points: number;
  /** What the predicted winner must win by (0 for an underdog: any win covers). */
  pointsToCover: number;
  covers: boolean;
  verdict: SpreadCoverLabel;
}

/**
 * The spread verdict of a prediction (docs/product/matchup-predictor.md: the predicted margin greater than the spread points covers).
 * A scheduled game's posted spread is used when it has one; otherwise the rank-based manual spread, which
 * favours the better-ranked team (the home team when ranks are equal).
 */
export function spreadAnalysis(prediction: Pick<MatchupPrediction, 'winner' | 'spread'>, away: RankedTeam, home: RankedTeam, line: PostedLine | null): SpreadAnalysis {
  const winnerIsHome = prediction.winner === home.teamName;
  let source: SpreadAnalysis['source'];
  let homeLine: number;
  if (line?.homeSpread != null) {
    source = 'posted';
    homeLine = line.homeSpread;
  } else {
    source = 'rank';
    const points = manualSpread(away.rank, home.rank);
    homeLine = away.rank < home.rank ? points : -points;
  }
  const pickLine = winnerIsHome ? homeLine : -homeLine;
  const pointsToCover = pickPointsToCover(pickLine);
  return {
    source,
    favourite: homeLine < 0 ? home.teamName : homeLine > 0 ? away.teamName : null,
    points: Math.abs(homeLine),
    pointsToCover,
    covers: coversSpread(prediction.spread, pointsToCover),
    verdict: spreadCoverLabel(prediction.spread, pointsToCover),
  };
}
