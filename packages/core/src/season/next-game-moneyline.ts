import { impliedProbability } from '../odds/convert.ts';
import type { SeasonGame } from './season-input.ts';

/** docs/product/dashboard.md (NCAA): the team's moneyline in its next game, its implied win probability and the favourite flag. */
export interface NextGameMoneyline {
  moneylineOdds: number;
  /** The implied probability of the team's own price (docs/product/dashboard.md formula, vig included), 0-1. */
  impliedWinProb: number;
  /** 1 when its price implies a higher probability than the opponent's, else 0. */
  isFavored: number;
}

/**
 * For each team, the moneylines of its first game after `week` (lowest week; games are taken in input order
 * within a week) that has both moneylines posted. Teams with no such game are absent.
 */
export function nextGameMoneylines(games: readonly SeasonGame[], week: number): Map<number, NextGameMoneyline> {
  const next = new Map<number, { week: number; line: NextGameMoneyline }>();
  const offer = (teamId: number, gameWeek: number, own: number, other: number): void => {
    const current = next.get(teamId);
    if (current !== undefined && current.week <= gameWeek) return;
    const impliedWinProb = impliedProbability(own);
    next.set(teamId, {
      week: gameWeek,
      line: { moneylineOdds: own, impliedWinProb, isFavored: impliedWinProb > impliedProbability(other) ? 1 : 0 },
    });
  };
  for (const game of games) {
    if (game.week <= week) continue;
    const home = game.lines?.homeMoneyline ?? null;
    const away = game.lines?.awayMoneyline ?? null;
    if (home === null || away === null || Math.abs(home) < 100 || Math.abs(away) < 100) continue;
    offer(game.homeTeamId, game.week, home, away);
    offer(game.awayTeamId, game.week, away, home);
  }
  return new Map([...next].map(([teamId, { line }]) => [teamId, line]));
}
