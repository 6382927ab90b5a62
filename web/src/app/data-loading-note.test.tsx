import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { DataLoading } from '@playbook/contracts';
import { renderScreen, serve } from '@/test/render-screen';
import { dataLoadingNote } from './data-loading-messages';
import { DataLoadingNote } from './data-loading-note';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const nflLoading: DataLoading = {
  active: true,
  leagues: [
    { league: 'NFL', state: 'loading' },
    { league: 'NCAA', state: 'waiting' },
    { league: 'MLB', state: 'waiting' },
  ],
  current: { league: 'NFL', source: 'espn', requests: 40 },
};

describe('the first load’s progress note', () => {
  it('names the league, its source and the requests answered, and the leagues that follow', () => {
    expect(dataLoadingNote(nflLoading)).toBe(
      'Loading NFL from ESPN: 40 requests answered so far. College football and MLB follow: their screens fill in when loaded.',
    );
  });

  it('says which leagues are ready once they are', () => {
    const collegeLoading: DataLoading = {
      active: true,
      leagues: [
        { league: 'NFL', state: 'loaded' },
        { league: 'NCAA', state: 'loading' },
        { league: 'MLB', state: 'waiting' },
      ],
      current: { league: 'NCAA', source: 'espn', requests: 1 },
    };
    expect(dataLoadingNote(collegeLoading)).toBe(
      'Loading college football from ESPN: 1 request answered so far. NFL is ready. MLB follows: its screens fill in when loaded.',
    );
  });

  it('says nothing once the load is over', () => {
    expect(dataLoadingNote({ active: false, leagues: [{ league: 'NFL', state: 'loaded' }], current: null })).toBeNull();
  });

  it('shows the note above the screens while the load runs, and none when the server runs no first load', async () => {
    serve({ 'GET /api/data-loading': () => Response.json(nflLoading) });
    renderScreen('/x', <DataLoadingNote />);
    expect((await screen.findByRole('status')).textContent).toContain('Loading NFL from ESPN: 40 requests answered so far.');
    cleanup();
    const fetchMock = serve({ 'GET /api/data-loading': () => Response.json({ active: false, leagues: [], current: null }) });
    renderScreen('/x', <DataLoadingNote />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
