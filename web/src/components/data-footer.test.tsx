import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderScreen, serve } from '@/test/render-screen';
import { DataFooter } from './data-footer';

const answer =
  (league: string, sources: string[], leftOut: { source: string; lastUpdated: string | null; retryAt?: string }[] = []) =>
  () =>
    Response.json({ league, sources: sources.map((source, index) => ({ source, rows: 100 - index })), leftOut });

/** When The Odds API last answered, in the fixtures below. */
const ODDS_LAST_ANSWERED = '2026-11-24T07:31:00.000Z';

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

  // ADR 030: The Odds API failed at the latest refresh, so its stored prices are older than ESPN's data.
  it('says after the credit that a source left out of the last refresh has older data, and since when', async () => {
    serve({ 'GET /api/data-sources/NFL': answer('NFL', ['espn', 'odds-api'], [{ source: 'odds-api', lastUpdated: ODDS_LAST_ANSWERED }]) });
    renderScreen('/x', <DataFooter source="espn" season={2025} lastUpdated={null} />);
    expect(await screen.findByText('Data sources: ESPN and The Odds API · Based on 2025 season')).toBeTruthy();
    const since = new Date(ODDS_LAST_ANSWERED).toLocaleString();
    expect(screen.getByText(`The Odds API did not answer at the last refresh: its prices are from ${since}.`)).toBeTruthy();
  });

  // ADR 040: after failing, The Odds API is paused; the footer says when a refresh asks it again.
  it('says when a source paused after failing is asked again', async () => {
    const retryAt = '2026-11-24T08:01:00.000Z';
    serve({ 'GET /api/data-sources/NFL': answer('NFL', ['espn', 'odds-api'], [{ source: 'odds-api', lastUpdated: ODDS_LAST_ANSWERED, retryAt }]) });
    renderScreen('/x', <DataFooter source="espn" season={2025} lastUpdated={null} />);
    const since = new Date(ODDS_LAST_ANSWERED).toLocaleString();
    const next = new Date(retryAt).toLocaleString();
    expect(
      await screen.findByText(
        `The Odds API did not answer at the last refresh: its prices are from ${since}. It is paused after failing and asked again at the first refresh after ${next}.`,
      ),
    ).toBeTruthy();
  });

  it('names the league whose refresh left the source out where the footer shows several', async () => {
    serve({
      'GET /api/data-sources/NFL': answer('NFL', ['espn', 'odds-api'], [{ source: 'odds-api', lastUpdated: null }]),
      'GET /api/data-sources/NCAA': answer('NCAA', ['espn', 'odds-api']),
    });
    renderScreen('/x', <DataFooter source="espn" lastUpdated={null} leagues={['NFL', 'NCAA']} />);
    expect(await screen.findByText('The Odds API did not answer at the last NFL refresh: its prices are from an earlier refresh.')).toBeTruthy();
  });

  it('adds nothing while every source answered', async () => {
    serve({ 'GET /api/data-sources/NFL': answer('NFL', ['espn', 'odds-api']) });
    renderScreen('/x', <DataFooter source="espn" lastUpdated={null} />);
    const credit = await screen.findByText('Data sources: ESPN and The Odds API');
    expect(credit.parentElement?.textContent).toBe('Data sources: ESPN and The Odds API');
  });
});
