import type { LiveGameState } from './live-game-state.ts';

/** docs/product/simulator.md "Simulator": the simulator's toasts, so the UI and core use the same words. */
export interface LiveGameToast {
  title: string;
  description: string;
}

/** Destructive: START GAME without both teams. */
export const LIVE_GAME_MISSING_TEAMS: LiveGameToast = {
  title: 'Missing Teams',
  description: 'Please select both home and away teams',
};

/** Resume with no game. */
export const LIVE_GAME_NOT_RUNNING: LiveGameToast = {
  title: 'No Game Running',
  description: 'Please start a new game first',
};

/** Non-error: the game has begun ("home vs away"). */
export function gameStartedToast(homeTeam: string, awayTeam: string): LiveGameToast {
  return { title: 'Game Started!', description: `${homeTeam} vs ${awayTeam}` };
}

/** The final score once the fourth quarter reaches 0:00 (the wording beyond the title is ours). */
export function gameOverToast(
  state: Pick<LiveGameState, 'homeTeam' | 'awayTeam' | 'homeScore' | 'awayScore'>,
): LiveGameToast {
  return {
    title: 'Game Over!',
    description: `Final score: ${state.homeTeam} ${state.homeScore} - ${state.awayTeam} ${state.awayScore}`,
  };
}
