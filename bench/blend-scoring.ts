/**
 * Shared by the blend recalibration scripts (ADR 022, the calibration target): the walk-forward predictions of
 * the real file, the blend of each with its game's closing line, and the three target figures of a season
 * range. Bench only; reads nothing itself.
 */
import {
  blendWithClosingLine,
  calibrationError,
  calibrationErrorByChance,
  calibrationTable,
  DEFAULT_RATING_PARAMS,
  isPlayed,
  scoreGames,
  walkForward,
  weightedCalibrationError,
  type BacktestGame,
  type RatedMatchupPrediction,
  type ScoredGame,
  type WalkForwardPrediction,
} from '@playbook/core';

export interface TargetFigures {
  straightUp: number;
  brier: number;
  calibration: number;
  weighted: number;
  /** 5th-95th percentile of the decile error a perfectly calibrated forecaster of the same games shows by chance. */
  chance: { low: number; high: number } | null;
}

export interface BlendedGame {
  game: BacktestGame;
  blend: RatedMatchupPrediction;
}

export function walkForwardOf(games: readonly BacktestGame[]): WalkForwardPrediction<BacktestGame>[] {
  return walkForward(games, DEFAULT_RATING_PARAMS);
}

export function blendAll(predictions: readonly WalkForwardPrediction<BacktestGame>[], weight: number, scale: number): BlendedGame[] {
  return predictions.map(({ game, prediction }) => ({ game, blend: blendWithClosingLine(prediction, game.spreadLine, game.totalLine, weight, scale) }));
}

/** The target figures of the finished games of from..to; probabilityOf(i) overrides game i's blended probability. */
export function scoreBlended(blended: readonly BlendedGame[], from: number, to: number, probabilityOf?: (index: number) => number): TargetFigures {
  const scored: ScoredGame[] = [];
  for (const [i, { game, blend }] of blended.entries()) {
    if (!isPlayed(game) || game.season < from || game.season > to) continue;
    scored.push({
      season: game.season,
      homeWinProbability: probabilityOf === undefined ? blend.homeWinProbability : probabilityOf(i),
      margin: blend.margin,
      total: blend.total,
      actualMargin: game.homeScore - game.awayScore,
      actualTotal: game.homeScore + game.awayScore,
      spreadLine: game.spreadLine ?? null,
      totalLine: game.totalLine ?? null,
    });
  }
  const metrics = scoreGames(scored);
  const bins = calibrationTable(scored);
  const chance = calibrationErrorByChance(scored.map((g) => g.homeWinProbability));
  return { straightUp: metrics.straightUp, brier: metrics.brier, calibration: calibrationError(bins), weighted: weightedCalibrationError(bins), chance };
}

export function figuresLine(label: string, s: TargetFigures): string {
  const chance = s.chance === null ? '' : `, by chance ${s.chance.low.toFixed(4)}-${s.chance.high.toFixed(4)}`;
  return `${label}: SU ${(100 * s.straightUp).toFixed(1)}%, Brier ${s.brier.toFixed(4)}, calibration error ${s.calibration.toFixed(4)} (weighted ${s.weighted.toFixed(4)}${chance})`;
}
