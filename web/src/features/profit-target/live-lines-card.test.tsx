import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { LiveLinesCard } from './search-controls';

isolateScreenTests();

const sourcesOf = (league: string, sources: string[]) => () => Response.json({ league, sources: sources.map((source) => ({ source, rows: 10 })) });

describe('Get Live Betting Lines tagline (docs/product/profit-target.md: it names the sports data feed and the odds feed)', () => {
  it('names the feeds of both leagues once the server has said which are stored', async () => {
    serve({ 'GET /api/data-sources/NFL': sourcesOf('NFL', ['espn', 'odds-api']), 'GET /api/data-sources/NCAA': sourcesOf('NCAA', ['espn', 'cfbd']) });
    renderScreen('/profit-calculator', <LiveLinesCard fetching={false} disabled={false} onFetch={() => undefined} />);
    expect(await screen.findByText('Lines from the sports data and odds feeds: ESPN, The Odds API and CollegeFootballData.com.')).toBeTruthy();
  });

  it('names the simulated demo season, and the kinds of feed alone when the sources cannot be read', async () => {
    serve({ 'GET /api/data-sources/NFL': sourcesOf('NFL', ['demo']), 'GET /api/data-sources/NCAA': sourcesOf('NCAA', ['demo']) });
    renderScreen('/profit-calculator', <LiveLinesCard fetching={false} disabled={false} onFetch={() => undefined} />);
    expect(await screen.findByText('Lines from the sports data and odds feeds: the demo season (simulated).')).toBeTruthy();
    cleanup();
    serve({});
    renderScreen('/profit-calculator', <LiveLinesCard fetching={false} disabled={false} onFetch={() => undefined} />);
    expect(await screen.findByText('Lines from the sports data and odds feeds stored for the NFL and NCAA.')).toBeTruthy();
  });
});
