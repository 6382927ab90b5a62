import type { TeamGameView } from './team-game-view.ts';

export type SpreadResult = 'cover' | 'loss' | 'push';

/**
 * A team's result against the closing spread: its margin plus its own line (the home line, or its negation
 * for the away team) above zero covers, below zero loses, zero is a push. Null when no spread was posted.
 */
export function spreadResult(view: TeamGameView): SpreadResult | null {
  const homeSpread = view.game.lines?.homeSpread ?? null;
  if (homeSpread === null || !Number.isFinite(homeSpread)) return null;
  const ownLine = view.isHome ? homeSpread : -homeSpread;
  const adjusted = view.own.points - view.opponent.points + ownLine;
  return adjusted > 0 ? 'cover' : adjusted < 0 ? 'loss' : 'push';
}

/** Covers as a percentage of decided lined games (pushes excluded); null when no lined game was decided. */
export function atsWinPct(views: readonly TeamGameView[]): number | null {
  let covers = 0;
  let decided = 0;
  for (const view of views) {
    const result = spreadResult(view);
    if (result === 'cover') covers++;
    if (result === 'cover' || result === 'loss') decided++;
  }
  return decided === 0 ? null : (100 * covers) / decided;
}
