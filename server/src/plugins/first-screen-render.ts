import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { footballLeagueSchema, type DisplaySettingsResponse, type FootballLeague, type TeamsResponse, type User } from '@playbook/contracts';
import { FIRST_SCREEN_STATE_ID, LEAGUE_COOKIE, type FirstScreenState } from '@playbook/contracts/first-screen-state';
import { SESSION_COOKIE, type SessionStore } from '../auth/sessions.ts';
import { userView } from '../features/auth/user-view.ts';
import { DisplaySettingsService } from '../features/settings/service.ts';

/** The web build's render of the signed-in '/' (web/src/entry-server.tsx): markup for `#root`. */
export type RenderFirstScreen = (state: FirstScreenState, teams: TeamsResponse) => Promise<string>;

/** What the signed-in '/' is rendered from: read as /api/user, /api/teams/:league and /api/settings/display answer. */
export interface FirstScreenReads {
  /** The session's user, or null when the token names no live session. */
  user(token: string): Promise<User | null>;
  teamsJson(league: FootballLeague): Promise<Buffer>;
  displaySettings(userId: number): Promise<DisplaySettingsResponse>;
}

/** The page for a request: the signed-in '/' rendered into `template`, or null for the page as built. */
export type FirstScreenPage = (request: FastifyRequest, template: string) => Promise<string | null>;


const ROOT = '<div id="root"></div>';
const HTML_TAG = '<html lang="en">';
/**
 * What the build marks as needed only by a page that reads the session itself (web/first-screen-preloads.ts): the
 * session's read and the schemas it is read with. A rendered page carries the session.
 */
const SESSION_READ_LINKS = /\s*<link [^>]*data-session-read>/g;
/** The page's preload of the default league's teams, which the browser hydrates from: the rendered league's. */
const TEAMS_PRELOAD = 'href="/api/teams/NFL"';

/** The page's stylesheets, which the build writes after the entry's script and its module preloads. */
const STYLESHEETS = /\s*<link rel="stylesheet"[^>]*>/g;
const HEAD = '<head>';

/**
 * The stylesheets moved to the head's start: a rendered page paints once they are in, and after the entry's script
 * and five module preloads they waited for one of the six connections a browser opens to the server (ADR 080).
 */
function stylesheetsFirst(page: string): string {
  const stylesheets = page.match(STYLESHEETS) ?? [];
  return page.replace(STYLESHEETS, '').replace(HEAD, `${HEAD}${stylesheets.join('')}`);
}

/** JSON inside a `<script>` element: no `<` can end it (`</script>`) or open a comment. */
const scriptSafe = (json: string) => json.replaceAll('<', '\\u003c');

/**
 * The page as built with the rendered markup in `#root`, the state beside it, its stylesheets first, the teams'
 * preload of the rendered league, none of the session read's preloads, and a dark account's theme set.
 */
function pageWith(template: string, markup: string, state: FirstScreenState): string {
  for (const part of [ROOT, HTML_TAG, HEAD, TEAMS_PRELOAD]) if (!template.includes(part)) throw new Error(`the built page has no ${part}`);
  const stateScript = `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${scriptSafe(JSON.stringify(state))}</script>`;
  // A dark account's page is dark from its first paint ("system" follows the device once the code runs, as before).
  const html = state.displaySettings.theme === 'dark' ? '<html lang="en" class="dark" style="color-scheme: dark">' : HTML_TAG;
  return stylesheetsFirst(template)
    .replace(SESSION_READ_LINKS, '')
    .replace(TEAMS_PRELOAD, `href="/api/teams/${state.league}"`)
    .replace(HTML_TAG, html)
    .replace(ROOT, `<div id="root">${markup}</div>${stateScript}`);
}

/** The league the header's cookie names; the default league for no cookie or one no league answers to. */
const leagueOf = (cookie: string | undefined): FootballLeague => footballLeagueSchema.catch('NFL').parse(cookie);

/**
 * The signed-in '/' rendered on the server (ADR 080): the session's user, the league chosen in the header (its
 * cookie) and that league's teams, rendered by the web's own components into the page. Null (the page as built,
 * which reads the session itself) for nobody signed in, an ended session, or any failure to read or render,
 * which is logged. The render's code is imported on the first signed-in '/', not at start-up.
 */
export function firstScreenPage(reads: FirstScreenReads, loadRender: () => Promise<RenderFirstScreen>, log: FastifyBaseLogger): FirstScreenPage {
  let render: Promise<RenderFirstScreen> | undefined;
  return async (request, template) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    try {
      const user = await reads.user(token);
      if (!user) return null;
      const league = leagueOf(request.cookies[LEAGUE_COOKIE]);
      const [teams, displaySettings] = await Promise.all([reads.teamsJson(league), reads.displaySettings(user.id)]);
      const state: FirstScreenState = { league, user, displaySettings };
      render ??= loadRender();
      return pageWith(template, await (await render)(state, JSON.parse(teams.toString()) as TeamsResponse), state);
    } catch (error) {
      log.error({ err: error }, "the signed-in '/' was not rendered on the server: sent the page as built");
      return null;
    }
  };
}

/**
 * The app's rendered '/': read through the session store and the services the API's routes use, rendered by the
 * server build of the web (web/dist-server, beside the browser's build: `npm run build` makes both). Null where
 * there is no such build (no front end served, or a build without it): '/' is then the page as built.
 */
export function renderedFirstScreen(app: FastifyInstance, sessions: SessionStore, distDir: string | null): FirstScreenPage | null {
  const entry = distDir === null ? null : path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (entry === null || !existsSync(entry)) return null;
  const settings = new DisplaySettingsService(app.db);
  const reads: FirstScreenReads = {
    user: async (token) => {
      const user = await sessions.findUser(token);
      return user ? userView(user) : null;
    },
    teamsJson: app.teamsJson,
    displaySettings: (userId) => settings.get(userId),
  };
  const loadRender = async () => ((await import(pathToFileURL(entry).href)) as { renderFirstScreen: RenderFirstScreen }).renderFirstScreen;
  return firstScreenPage(reads, loadRender, app.log);
}
