import { noVigProbabilities } from '../odds/convert.ts';
import type { TeamGameView } from './team-game-view.ts';

/** A team never lined (or without moneylines) is treated as a coin flip. */
export const NEUTRAL_FAVORED_SCORE = 50;

/** The team's fair (no-vig) win probability from a game's two moneylines, or null when either is missing. */
export function fairWinProbability(view: TeamGameView): number | null {
  const lines = view.game.lines;
  const home = lines?.homeMoneyline ?? null;
  const away = lines?.awayMoneyline ?? null;
  if (home === null || away === null || Math.abs(home) < 100 || Math.abs(away) < 100) return null;
  const [homeProbability, awayProbability] = noVigProbabilities([home, away]);
  return (view.isHome ? homeProbability : awayProbability) ?? null;
}

/**
 * Favored score, 0-100: how strongly the market rated the team in its games to date, as the average no-vig
 * closing moneyline win probability × 100 (a team that closed at -300 in every game scores 75; 50 is an
 * even team). Games without both moneylines are skipped; with none, the neutral 50.
 */
export function favoredScore(views: readonly TeamGameView[]): number {
  const probabilities = views.map(fairWinProbability).filter((p) => p !== null);
  if (probabilities.length === 0) return NEUTRAL_FAVORED_SCORE;
  return (100 * probabilities.reduce((sum, p) => sum + p, 0)) / probabilities.length;
}
