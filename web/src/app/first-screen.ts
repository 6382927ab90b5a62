import { getEarly } from '@/lib/api';
import { browserStorage } from '@/lib/browser-storage';
import { readStoredLeague } from '@/lib/league';
import { loadFrameSchemas } from '@/lib/schema';
import { AppLayout } from './require-auth';
import { DashboardPage } from './router';

/**
 * On `/` everything the dashboard's first paint waits for starts with the page, at once (ADR 065, ADR 068): the
 * session and the chosen league's teams (their reads first, so they are not queued behind code), the signed-in
 * frame's and the dashboard's code, and the schemas the session's answer is read with. Before, each waited for
 * the one before it: page, session, frame, dashboard, teams.
 */
export function startFirstScreen(pathname: string): void {
  if (pathname !== '/') return;
  getEarly('/api/user');
  getEarly(`/api/teams/${readStoredLeague(browserStorage())}`);
  void AppLayout.preload();
  void DashboardPage.preload();
  void loadFrameSchemas();
  warmDateFormatting();
}

/**
 * The browser builds its date-formatting data the first time a date is formatted (10-20 ms on a loaded machine):
 * on `/` that was the dashboard's footer, inside the render that paints the table (ADR 074, amended). Done while the
 * page waits for its code and data instead; a browser without idle callbacks pays it in that render as before.
 */
function warmDateFormatting(): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => new Date().toLocaleString());
}
