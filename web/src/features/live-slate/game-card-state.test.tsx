import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { GameCard } from './game-card';
import type { GameGroup } from './slate-games';

const group = (statusDetail: GameGroup['game']['statusDetail']): GameGroup => ({
  game: { eventId: '401772948', awayTeam: 'Atlanta Falcons', homeTeam: 'Tampa Bay Buccaneers', league: 'NFL', gameTime: '2025-12-12T01:15:00Z', referee: null, status: 'live', statusDetail },
  lines: [],
});
const card = (detail: GameGroup['game']['statusDetail']) => <GameCard group={group(detail)} selection={[]} fair={new Map()} best={new Set()} onToggle={() => undefined} />;

// The slate's game card says what the source says beyond the status.
describe('a slate game card’s state', () => {
  it('names a delayed game beside its status, and adds nothing for a game going as scheduled', () => {
    const { rerender } = render(card('delayed'));
    expect(screen.getByText('Delayed')).toBeTruthy();
    rerender(card(null));
    expect(screen.queryByText('Delayed')).toBeNull();
  });
});
