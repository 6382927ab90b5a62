import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderScreen, serve } from '@/test/render-screen';
import { DataFooter } from './data-footer';

const answer = (league: string, sources: string[]) => () => Response.json({ league, sources: sources.map((source, index) => ({ source, rows: 100 - index })) });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DataFooter', () => {
  it('credits every source stored for the selected league, not only the last refresh’s', async () => {
    const fetchMock = serve({ 'GET /api/data-sources/NFL': answer('NFL', ['espn', 'nflverse', 'odds-api']) });
    renderScreen('/x', <DataFooter source="espn" season={2025} lastUpdated={null} />);
    expect(await screen.findByText('Data sources: ESPN, nflverse and The Odds API · Based on 2025 season')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/data-sources/NFL')).toHaveLength(1);
  });

  it('credits the sources of every league a screen shows', async () => {
    serve({
      'GET /api/data-sources/NFL': answer('NFL', ['espn', 'nflverse']),
      'GET /api/data-sources/NCAA': answer('NCAA', ['espn', 'cfbd']),
    });
    renderScreen('/x', <DataFooter source="espn" lastUpdated={null} leagues={['NFL', 'NCAA']} />);
    expect(await screen.findByText('Data sources: ESPN, nflverse and CollegeFootballData.com')).toBeTruthy();
  });

  it('names the answer’s own source while the stored sources cannot be read', async () => {
    serve({});
    renderScreen('/x', <DataFooter source="espn" season={2025} lastUpdated={null} />);
    expect(await screen.findByText('Data source: ESPN · Based on 2025 season')).toBeTruthy();
  });

  it('says the demo season is simulated', async () => {
    serve({ 'GET /api/data-sources/NFL': answer('NFL', ['demo']) });
    renderScreen('/x', <DataFooter source="demo" lastUpdated={null} />);
    expect(await screen.findByText('Demo data: simulated season')).toBeTruthy();
  });
});
