import type { QueryClient } from '@tanstack/react-query';
import { FIRST_SCREEN_STATE_ID, type FirstScreenState } from '@playbook/contracts/first-screen-state';
import { getEarly } from '@/lib/api';
import { browserStorage } from '@/lib/browser-storage';
import { earlyStatus } from '@/lib/early-requests';
import { readStoredLeague, type League } from '@/lib/league';
import { loadFrameSchemas } from '@/lib/schema';
import { displaySettingsQueryKey } from '@/lib/display-settings';
import { currentUserQuery, currentUserQueryKey } from '@/lib/session';
import { AppLayout } from './require-auth';
import { DashboardPage } from './router';

/** The longest the first render waits for the dashboard's code and answers, from when the page's code runs (ADR 076). */
const FIRST_RENDER_WAIT_MS = 500;

// In the dashboard's chunk, which '/' preloads: loaded here only once someone is signed in.
const loadTeamsQuery = () => import('@/lib/queries/teams');

/** How the first render goes: hydrating the dashboard the server rendered (ADR 080), or rendering in the browser. */
export type FirstRender = 'hydrate' | 'render';

/**
 * The state the server sent with a signed-in '/' it rendered (ADR 080), or null (any other page, nobody signed
 * in, or the server sent today's page). Read as the server wrote it: it rendered the markup from the same.
 */
export function readFirstScreenState(page: Document): FirstScreenState | null {
  const text = page.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as FirstScreenState) : null;
}

/**
 * The server's answers put in the query cache where the screens read them (the session, the account's display
 * settings), as if their reads had answered: the server renders from them, and the browser hydrates from them.
 */
export function seedFirstScreen(client: QueryClient, state: FirstScreenState): void {
  client.setQueryData(currentUserQueryKey, state.user);
  client.setQueryData(displaySettingsQueryKey(state.user.id), state.displaySettings);
}

/**
 * On '/' with the server's state of the league this browser has chosen (ADR 080): the cache seeded, the league's
 * teams read into it from the page's preload (the answer the server rendered from), the frame's and dashboard's
 * code in, then 'hydrate'. A state of another league (the server's mirror of the choice was out of date), or
 * teams that did not answer, drop the server's markup, and the page goes as below.
 *
 * Otherwise on `/` everything the dashboard's first paint waits for starts with the page, at once (ADR 065, ADR
 * 068): the session and the chosen league's teams (their reads first, so they are not queued behind code), the
 * signed-in frame's and the dashboard's code, and the schemas the session's answer is read with.
 *
 * The answer says when to render first (ADR 076): on `/`, once the session and the teams are read into the cache
 * and the frame's and dashboard's code is in, so that the first render is the dashboard with its data (one
 * commit, one paint) instead of a spinner, the frame, then the table; at the latest after FIRST_RENDER_WAIT_MS,
 * and at once for anybody not signed in or an answer that failed (the screens then read and show it as before).
 */
export async function startFirstScreen(pathname: string, client: QueryClient, serverState: FirstScreenState | null): Promise<FirstRender> {
  if (pathname !== '/') return 'render';
  const league = readStoredLeague(browserStorage());
  getEarly(`/api/teams/${league}`);
  const code = Promise.all([AppLayout.preload(), DashboardPage.preload()]);
  if (serverState?.league === league) {
    seedFirstScreen(client, serverState);
    // A chunk that failed is the route boundary's to show, after hydration as on any other path.
    const [, teamsRead] = await Promise.all([code.catch(() => undefined), readTeams(client, league, { everyLeague: true }).catch(() => false)]);
    if (teamsRead) return 'hydrate';
  }
  if (serverState) document.getElementById('root')?.replaceChildren();
  getEarly('/api/user');
  void loadFrameSchemas();
  warmDateFormatting();
  const ready = readSession(client).then(async (signedIn) => {
    if (signedIn) await Promise.all([code, readTeams(client, league)]);
  });
  const latest = new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
  await Promise.race([ready.catch(() => undefined), latest]);
  return 'render';
}

/**
 * The session read into the cache as useCurrentUser reads it, when its early answer says who is signed in (or
 * nobody); true when somebody is. Any other answer is left for the screen's own read to take and show.
 */
async function readSession(client: QueryClient): Promise<boolean> {
  const status = await earlyStatus(currentUserQuery.queryKey[0]);
  if (status !== 200 && status !== 401) return false;
  return (await client.fetchQuery(currentUserQuery)) !== null;
}

/**
 * The league's teams read into the cache as the dashboard reads them, when their early answer is a success; true
 * once they are. Not a list read again at every first load (NCAA, stale at once): its screen would read it a
 * second time; unless `everyLeague` (a server-rendered dashboard hydrates from the cache, ADR 080).
 */
async function readTeams(client: QueryClient, league: League, { everyLeague = false } = {}): Promise<boolean> {
  if ((await earlyStatus(`/api/teams/${league}`)) !== 200) return false;
  const { teamsQuery, teamsStaleTime } = await loadTeamsQuery();
  if (!everyLeague && teamsStaleTime(league) === 0) return false;
  await client.fetchQuery(teamsQuery(league));
  return true;
}

/**
 * The browser builds its date-formatting data the first time a date is formatted (10-20 ms on a loaded machine),
 * a date-time's and a date's apart: on `/` that was the dashboard's footer, which makes both, inside the render
 * that paints the table (ADR 074, amended; ADR 076). Done while the page waits for its code and data instead; a
 * browser without idle callbacks pays it in that render as before.
 */
function warmDateFormatting(): void {
  if (!('requestIdleCallback' in window)) return;
  requestIdleCallback(() => {
    const now = new Date();
    now.toLocaleString();
    now.toLocaleDateString();
  });
}
