import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamsResponse } from '@playbook/contracts';
import type { FirstScreenState } from '@playbook/contracts/first-screen-state';
import { App } from '@/app/app';
import { seedFirstScreen } from '@/app/first-screen';
import { createQueryClient } from '@/app/query-client';
import { AppLayout } from '@/app/require-auth';
import { DashboardPage } from '@/app/router';
import { NFL_TEAMS } from '@/features/dashboard/team-test-data';
import { teamsQueryKey } from '@/lib/queries/teams';
import { isolateScreenTests, serve } from '@/test/render-screen';
import { alice } from '@/test/users';
import { renderFirstScreen } from './entry-server';

const state: FirstScreenState = { league: 'NFL', user: alice, displaySettings: { oddsFormat: 'american', theme: 'light', saved: true } };
const teams: TeamsResponse = { lastUpdated: '2025-10-04T18:30:00.000Z', source: 'demo', league: 'NFL', season: 2025, week: 5, teams: NFL_TEAMS, teamsWithoutStatistics: [] };

isolateScreenTests();
let container: HTMLDivElement;
beforeEach(() => {
  window.history.pushState({}, '', '/');
  // The reads the dashboard makes once it is up (averages, sources, the first load's progress) fail like a dead
  // network: the screen shows what it shows for them, never a broken page.
  serve({});
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => container.remove());

/** The browser's side (main.tsx): the server's markup in #root, the cache seeded, then hydrated. */
async function hydrate(markup: string, seeded: FirstScreenState, seededTeams: TeamsResponse = teams) {
  container.innerHTML = markup;
  const client = createQueryClient();
  seedFirstScreen(client, seeded);
  client.setQueryData(teamsQueryKey(seeded.league), seededTeams);
  await Promise.all([AppLayout.preload(), DashboardPage.preload()]);
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, <App client={client} Router={BrowserRouter} />, { onRecoverableError: recoverable }));
  return { recoverable, unmount: () => act(() => root.unmount()) };
}

describe("the signed-in '/' rendered on the server (ADR 080)", () => {
  it('is the frame and the dashboard with its teams, no spinner', async () => {
    container.innerHTML = await renderFirstScreen(state, teams);
    const table = within(container).getByRole('table', { name: 'NFL team rankings' });
    for (const team of NFL_TEAMS) expect(within(table).getByText(team.teamName)).toBeTruthy();
    expect(within(container).getByRole('heading', { name: 'NFL Dashboard' })).toBeTruthy();
    expect(container.textContent).toContain('alice');
    expect(container.textContent).not.toContain('Checking your session');
  });

  it('hydrates in the browser without a mismatch, and its table sorts after', async () => {
    const { recoverable, unmount } = await hydrate(await renderFirstScreen(state, teams), state);
    expect(recoverable).not.toHaveBeenCalled();
    const table = screen.getByRole('table', { name: 'NFL team rankings' });
    const firstTeam = () => within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[1]?.textContent;
    expect(firstTeam()).toBe('Seattle Seahawks');
    // The footer's date is the browser's (its time zone), shown once hydrated.
    await waitFor(() => expect(container.textContent).toMatch(/Last updated: \S/));
    fireEvent.click(within(table).getByRole('button', { name: 'PPG' }));
    await waitFor(() => expect(firstTeam()).toBe('Arizona Cardinals'));
    unmount();
  });

  it('survives a mismatch: React renders the page again in the browser from what the browser holds', async () => {
    const bob = { ...alice, id: 3, username: 'bob' };
    const { recoverable, unmount } = await hydrate(await renderFirstScreen(state, teams), { ...state, user: bob });
    await waitFor(() => expect(recoverable).toHaveBeenCalled());
    await waitFor(() => expect(container.textContent).toContain('bob'));
    expect(container.textContent).not.toContain('alice');
    expect(screen.getByRole('table', { name: 'NFL team rankings' })).toBeTruthy();
    unmount();
  });
});
