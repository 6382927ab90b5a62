import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ParlayHistoryLeg } from '@playbook/contracts';
import { LegClvList } from './leg-clv-list';

const leg = (gameStatusDetail: ParlayHistoryLeg['gameStatusDetail']): ParlayHistoryLeg => ({
  game: 'Cleveland Browns @ Chicago Bears',
  selection: 'CHI -7.5',
  odds: -110,
  type: 'spread',
  lineId: 7,
  closingOdds: null,
  clv: null,
  unconfirmedCloseSource: null,
  gameStatusDetail,
});

// A tracked leg says when its game is not going as scheduled (the source's detail beside the game).
describe('a tracked leg’s game state', () => {
  it('names a postponed, delayed or suspended game beside the leg, and says nothing more of a game going as scheduled', () => {
    render(<LegClvList legs={[leg('postponed'), leg('delayed'), leg(null), leg(undefined)]} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Postponed')).toBeTruthy();
    expect(within(rows[1]!).getByText('Delayed')).toBeTruthy();
    expect(rows[2]?.textContent).toBe(rows[3]?.textContent);
    expect(rows[2]?.textContent).not.toMatch(/Postponed|Delayed|Suspended/);
  });
});
