/**
 * What the server hands the browser with a signed-in '/' it rendered (ADR 080): the answers its markup was
 * rendered from, which the browser seeds its query cache with before it hydrates that markup, but the league's
 * teams, which the page preloads from their route (the same answer; kept out of the page's bytes). A module of
 * its own, without zod (types only), so the page's entry loads none of the contracts' schemas for it.
 */
import type { DisplaySettingsResponse } from './display-settings.ts';
import type { FootballLeague } from './leagues.ts';
import type { User } from './user.ts';

/** The id of the page's `<script type="application/json">` that holds the state (data, never run: the CSP holds). */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

/** The league chosen in the header, mirrored from the browser's storage for the server to render (ADR 080). */
export const LEAGUE_COOKIE = 'playbook.league';

export interface FirstScreenState {
  league: FootballLeague;
  user: User;
  displaySettings: DisplaySettingsResponse;
}
