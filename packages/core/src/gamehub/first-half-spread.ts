import { pickPointsToCover, spreadCoverLabel, type SpreadCoverLabel } from '../predict/spread-cover.ts';

/**
 * The usual first-half line is half the full-game spread (books post 1H lines at about half the game line);
 * GameHub only has the game's line, so the first-half margin is judged against half of it.
 */
export const FIRST_HALF_SHARE_OF_SPREAD = 0.5;

export interface FirstHalfSpreadAnalysis {
  /** The predicted first-half winner's own line for the half, signed (−3.5 when it gives 3.5 points). */
  winnerLine: number;
  /** What the winner has to win the half by: the favourite's points, 0 for an underdog. */
  pointsToCover: number;
  verdict: SpreadCoverLabel;
}

/**
 * docs/product/game-hub.md first-half "spread analysis (Will Cover or May Not Cover)" with the cover rule of docs/product/matchup-predictor.md (the predicted
 * margin strictly greater than the spread points covers), applied to the first half's share of the game
 * spread. `homeLine` is the home team's full-game line (negative when it is favoured); null without a spread.
 */
export function firstHalfSpreadAnalysis(homeLine: number | null, winnerIsHome: boolean, predictedMargin: number): FirstHalfSpreadAnalysis | null {
  if (homeLine === null || !Number.isFinite(homeLine)) return null;
  const gameLine = winnerIsHome ? homeLine : -homeLine;
  const winnerLine = gameLine * FIRST_HALF_SHARE_OF_SPREAD;
  const pointsToCover = pickPointsToCover(winnerLine);
  return { winnerLine: winnerLine === 0 ? 0 : winnerLine, pointsToCover, verdict: spreadCoverLabel(predictedMargin, pointsToCover) };
}
