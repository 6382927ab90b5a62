import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { isolateScreenTests } from '@/test/render-screen';
import { TeamsWithoutStatistics } from './teams-without-statistics';

isolateScreenTests();

const teams = [
  { id: 1, teamName: 'Arizona Cardinals', abbreviation: 'ARI', conference: 'NFC' },
  { id: 2, teamName: 'Buffalo Bills', abbreviation: 'BUF', conference: 'AFC' },
];

describe('teams without statistics', () => {
  it('names them, ranks none, and says what brings their statistics', () => {
    render(<TeamsWithoutStatistics league="NFL" teams={teams} anyRanked={false} />);
    expect(screen.getByRole('heading', { name: 'No statistics yet for the 2 teams of the NFL' })).toBeTruthy();
    expect(screen.getByText(/npm run import:nflverse/)).toBeTruthy();
    expect(screen.getByText('Arizona Cardinals, Buffalo Bills')).toBeTruthy();
  });

  it('says the box scores are on their way during the first load from the real sources, not what to run', () => {
    render(<TeamsWithoutStatistics league="NFL" teams={teams} anyRanked={false} loadingNow />);
    expect(screen.getByText(/Their box scores are being loaded now: the ranking fills in when they are in\./)).toBeTruthy();
    expect(screen.queryByText(/npm run import:nflverse/)).toBeNull();
  });

  it('says a college key brings them, and shows nothing when every team is ranked', () => {
    const { container, rerender } = render(<TeamsWithoutStatistics league="NCAA" teams={teams.slice(0, 1)} anyRanked />);
    expect(screen.getByRole('heading', { name: '1 team with no statistics yet' })).toBeTruthy();
    expect(screen.getByText(/CollegeFootballData key/)).toBeTruthy();
    rerender(<TeamsWithoutStatistics league="NCAA" teams={[]} anyRanked />);
    expect(container.textContent).toBe('');
  });
});
