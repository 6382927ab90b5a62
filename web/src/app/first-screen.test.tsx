import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { NFL_TEAMS } from '@/features/dashboard/team-test-data';
import { getJson, getJsonOrNull } from '@/lib/api';
import { forgetEarlyRequests } from '@/lib/early-requests';
import { LEAGUE_STORAGE_KEY } from '@/lib/league';
import { teamsQueryKey } from '@/lib/queries/teams';
import { currentUserQueryKey } from '@/lib/session';
import { isolateScreenTests, serve } from '@/test/render-screen';
import { alice } from '@/test/users';
import type { FirstScreenState } from '@playbook/contracts/first-screen-state';
import { displaySettingsQueryKey } from '@/lib/display-settings';
import { readFirstScreenState, startFirstScreen } from './first-screen';
import { createQueryClient } from './query-client';

const teamsBody = (league: string) =>
  Response.json({ lastUpdated: '2025-10-04T18:30:00.000Z', source: 'demo', league, season: 2025, week: 5, teams: NFL_TEAMS });
const anyJson = z.unknown();

isolateScreenTests();
afterEach(forgetEarlyRequests);

/** startFirstScreen's answer may come at its time bound: the reads it started still land in the cache after. */
const cached = (client: QueryClient, key: readonly unknown[]) => vi.waitFor(() => expect(client.getQueryState(key)?.status).toBe('success'));

describe("the first render on '/' (ADR 076)", () => {
  it('comes with the session and the teams read into the cache, each asked once', async () => {
    const fetchMock = serve({ 'GET /api/user': () => Response.json(alice), 'GET /api/teams/NFL': () => teamsBody('NFL') });
    const client = createQueryClient();
    await startFirstScreen('/', client, null);
    await cached(client, currentUserQueryKey);
    await cached(client, teamsQueryKey('NFL'));
    expect(client.getQueryData(currentUserQueryKey)).toEqual(alice);
    expect(client.getQueryData<{ teams: unknown[] }>(teamsQueryKey('NFL'))?.teams).toHaveLength(NFL_TEAMS.length);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('records nobody signed in, and leaves the teams out', async () => {
    serve({ 'GET /api/user': () => new Response('', { status: 401 }), 'GET /api/teams/NFL': () => new Response('', { status: 401 }) });
    const client = createQueryClient();
    await startFirstScreen('/', client, null);
    await cached(client, currentUserQueryKey);
    expect(client.getQueryData(currentUserQueryKey)).toBeNull();
    expect(client.getQueryState(teamsQueryKey('NFL'))).toBeUndefined();
  });

  it('leaves a failed session read for the screen to take and show, without asking again', async () => {
    const fetchMock = serve({ 'GET /api/user': () => new Response('', { status: 503, statusText: 'Service Unavailable' }), 'GET /api/teams/NFL': () => teamsBody('NFL') });
    const client = createQueryClient();
    await startFirstScreen('/', client, null);
    expect(client.getQueryState(currentUserQueryKey)).toBeUndefined();
    await expect(getJsonOrNull('/api/user', anyJson)).rejects.toThrow('503: Service Unavailable');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves a list read again at every first load (NCAA) to its screen, which takes the answer already asked for', async () => {
    localStorage.setItem(LEAGUE_STORAGE_KEY, 'NCAA');
    const fetchMock = serve({ 'GET /api/user': () => Response.json(alice), 'GET /api/teams/NCAA': () => teamsBody('NCAA') });
    const client = createQueryClient();
    await startFirstScreen('/', client, null);
    await cached(client, currentUserQueryKey);
    expect(client.getQueryState(teamsQueryKey('NCAA'))).toBeUndefined();
    await expect(getJson('/api/teams/NCAA', anyJson)).resolves.toMatchObject({ league: 'NCAA' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts nothing on another page', async () => {
    const fetchMock = serve({});
    await startFirstScreen('/auth', createQueryClient(), null);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("'/' rendered on the server (ADR 080)", () => {
  const state: FirstScreenState = { league: 'NFL', user: alice, displaySettings: { oddsFormat: 'decimal', theme: 'dark', saved: true } };
  const withServerMarkup = () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<p>Server markup</p>';
    document.body.append(root);
    return root;
  };
  afterEach(() => document.getElementById('root')?.remove());

  it("reads the page's state as the server wrote it, and nothing on a page without one", () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'first-screen-state';
    script.textContent = JSON.stringify(state).replaceAll('<', '\\u003c');
    document.body.append(script);
    expect(readFirstScreenState(document)).toEqual(state);
    script.remove();
    expect(readFirstScreenState(document)).toBeNull();
  });

  it("hydrates: the session and settings seeded from the state, the teams read from the page's preload, the session not asked", async () => {
    const root = withServerMarkup();
    const fetchMock = serve({ 'GET /api/teams/NFL': () => teamsBody('NFL') });
    const client = createQueryClient();
    expect(await startFirstScreen('/', client, state)).toBe('hydrate');
    expect(client.getQueryData(currentUserQueryKey)).toEqual(alice);
    expect(client.getQueryData(displaySettingsQueryKey(alice.id))).toEqual(state.displaySettings);
    expect(client.getQueryData<{ teams: unknown[] }>(teamsQueryKey('NFL'))?.teams).toHaveLength(NFL_TEAMS.length);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(root.textContent).toBe('Server markup');
  });

  it('hydrates an NCAA dashboard from its list too (read once here; its screen reads it again, as it does at every first load)', async () => {
    localStorage.setItem(LEAGUE_STORAGE_KEY, 'NCAA');
    serve({ 'GET /api/teams/NCAA': () => teamsBody('NCAA') });
    const client = createQueryClient();
    expect(await startFirstScreen('/', client, { ...state, league: 'NCAA' })).toBe('hydrate');
    expect(client.getQueryData(teamsQueryKey('NCAA'))).toMatchObject({ league: 'NCAA' });
  });

  it("drops the server's markup and goes as before when the state's league is not the one chosen here", async () => {
    localStorage.setItem(LEAGUE_STORAGE_KEY, 'NCAA');
    const root = withServerMarkup();
    serve({ 'GET /api/user': () => Response.json(alice), 'GET /api/teams/NCAA': () => teamsBody('NCAA') });
    const client = createQueryClient();
    expect(await startFirstScreen('/', client, state)).toBe('render');
    expect(root.childNodes).toHaveLength(0);
    await cached(client, currentUserQueryKey);
    expect(client.getQueryState(teamsQueryKey('NFL'))).toBeUndefined();
  });

  it("drops the server's markup when the teams do not answer, leaving their failure for the screen to show", async () => {
    const root = withServerMarkup();
    serve({ 'GET /api/user': () => Response.json(alice), 'GET /api/teams/NFL': () => new Response('', { status: 503, statusText: 'Service Unavailable' }) });
    const client = createQueryClient();
    expect(await startFirstScreen('/', client, state)).toBe('render');
    expect(root.childNodes).toHaveLength(0);
    await expect(getJson('/api/teams/NFL', anyJson)).rejects.toThrow('503: Service Unavailable');
  });
});
