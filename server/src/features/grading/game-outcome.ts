import type { GameOutcome } from '@playbook/core';
import type { games } from '../../db/sports-schema.ts';

type GameState = Pick<typeof games.$inferSelect, 'status' | 'statusDetail' | 'homeScore' | 'awayScore'>;

/**
 * What a stored game means for its legs (ADR 050): a postponed or canceled game voids them; a finished game with
 * its score grades them (a suspended game is stopped, not final: ADR 045); anything else leaves them open.
 */
export function gameOutcomeOf(game: GameState): GameOutcome {
  if (game.statusDetail === 'postponed' || game.statusDetail === 'canceled') return { kind: 'void' };
  if (game.status !== 'finished' || game.statusDetail === 'suspended' || game.homeScore === null || game.awayScore === null) return { kind: 'open' };
  return { kind: 'final', homeScore: game.homeScore, awayScore: game.awayScore };
}
