import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { HubGame } from '@playbook/contracts';
import { isolateScreenTests } from '@/test/render-screen';
import { LeagueBreakSection } from './league-break';
import { StatusBadge } from './status-badge';

isolateScreenTests();

const final: HubGame = {
  id: '7',
  awayTeam: 'Milwaukee Brewers',
  homeTeam: 'Texas Rangers',
  league: 'MLB',
  status: 'finished',
  statusDetail: null,
  scheduledTime: '2025-09-10T18:35:00.000Z',
  period: 9,
  timeRemaining: null,
  dateString: 'Wed, Sep 10',
  awayScore: 3,
  homeScore: 6,
  week: null,
  odds: null,
  epa: null,
};

describe('game states on the game hub', () => {
  it('says a stopped live game beside LIVE, and a called-off game in place of UPCOMING', () => {
    const { rerender } = render(<StatusBadge status="live" detail="delayed" />);
    expect(screen.getByText('LIVE')).toBeTruthy();
    expect(screen.getByText('Delayed')).toBeTruthy();
    rerender(<StatusBadge status="scheduled" detail="postponed" />);
    expect(screen.getByText('POSTPONED')).toBeTruthy();
    expect(screen.queryByText('UPCOMING')).toBeNull();
    rerender(<StatusBadge status="finished" detail="overtime" />);
    expect(screen.getByText('FINAL')).toBeTruthy();
    expect(screen.getByText('Overtime')).toBeTruthy();
  });

  it('shows a league between seasons with its last results and next game', () => {
    const { rerender } = render(
      <LeagueBreakSection league="MLB" leagueBreak={{ lastResults: [final], nextGameTime: null }} headingId="b" renderGames={(games) => <p>{games.length} results</p>} />,
    );
    expect(screen.getByRole('heading', { name: 'MLB is between games' })).toBeTruthy();
    expect(screen.getByText(/The next games are not on the schedule yet/)).toBeTruthy();
    expect(screen.getByText('Last results: Wednesday, September 10, 2025')).toBeTruthy();
    expect(screen.getByText('1 results')).toBeTruthy();
    rerender(
      <LeagueBreakSection league="MLB" leagueBreak={{ lastResults: [], nextGameTime: '2026-03-26T17:05:00.000Z' }} headingId="b" renderGames={() => null} />,
    );
    expect(screen.getByText(/The next game is on Thursday, March 26, 2026/)).toBeTruthy();
  });
});
