import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { TeamsResponse } from '@playbook/contracts';
import type { FirstScreenState } from '@playbook/contracts/first-screen-state';
import { App } from '@/app/app';
import { seedFirstScreen } from '@/app/first-screen';
import { createQueryClient } from '@/app/query-client';
import { AppLayout } from '@/app/require-auth';
import { DashboardPage } from '@/app/router';
import { teamsQueryKey } from '@/lib/queries/teams';

const AtRoot = ({ children }: { children: ReactNode }) => <StaticRouter location="/">{children}</StaticRouter>;

/**
 * The signed-in '/' rendered on the server (ADR 080): the same components as the browser's, from the answers in
 * `state` (which the page carries) and the league's `teams` (which the page preloads from their route), so that
 * the browser's first render, hydrating this markup, reads the same. The server's compiled code imports this
 * module's build (web/dist-server) on the first signed-in '/'.
 */
export async function renderFirstScreen(state: FirstScreenState, teams: TeamsResponse): Promise<string> {
  const client = createQueryClient();
  seedFirstScreen(client, state);
  client.setQueryData(teamsQueryKey(state.league), teams);
  // Loaded first, so that the frame and the dashboard render here instead of their Suspense fallbacks.
  await Promise.all([AppLayout.preload(), DashboardPage.preload()]);
  try {
    return renderToString(<App client={client} Router={AtRoot} league={state.league} />);
  } finally {
    client.clear();
  }
}
