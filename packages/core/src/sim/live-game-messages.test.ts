import { describe, expect, it } from 'vitest';
import {
  gameOverToast,
  gameStartedToast,
  LIVE_GAME_MISSING_TEAMS,
  LIVE_GAME_NOT_RUNNING,
} from './live-game-messages.ts';

describe('simulator toasts (docs/product/simulator.md)', () => {
  it('uses the wording of docs/product/simulator.md', () => {
    expect(LIVE_GAME_MISSING_TEAMS).toEqual({
      title: 'Missing Teams',
      description: 'Please select both home and away teams',
    });
    expect(LIVE_GAME_NOT_RUNNING).toEqual({ title: 'No Game Running', description: 'Please start a new game first' });
    expect(gameStartedToast('Chiefs', 'Bills')).toEqual({ title: 'Game Started!', description: 'Chiefs vs Bills' });
  });

  it('gives the final score on Game Over!', () => {
    const toast = gameOverToast({ homeTeam: 'Chiefs', awayTeam: 'Bills', homeScore: 24, awayScore: 21 });
    expect(toast.title).toBe('Game Over!');
    expect(toast.description).toBe('Final score: Chiefs 24 - Bills 21');
  });
});
