import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { FIRST_SCREEN_HTML } from '@playbook/contracts/web-build-files';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@playbook/contracts';
import { testUser } from '@playbook/contracts/testing/user-fixtures';
import { firstScreenPage, type FirstScreenReads } from '../src/plugins/first-screen-render.ts';
import { DEFAULT_SPORTS_SETTINGS } from '../src/config.ts';
import { FixtureProvider } from './fixtures/fixture-provider.ts';
import { FIXTURE_NOW } from './fixtures/sports-fixture.ts';
import { createTestApp, registerUser, withSession, type TestApp } from './helpers/test-app.ts';

// A build as `npm run build` lays it out: the browser's page for '/' (its preloads as first-screen-preloads.ts
// writes them) and, beside it, the server's render (ADR 080). The render here stands in for the web's: it writes
// what it was given (whose page, which league, each team), and fails for a user named so.
const FIRST_SCREEN_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <title>Playbook</title>
    <link rel="preload" as="fetch" crossorigin href="/api/user" data-session-read>
    <link rel="preload" as="fetch" crossorigin href="/api/teams/NFL">
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="modulepreload" crossorigin href="/assets/dashboard-1.js">
    <link rel="modulepreload" crossorigin href="/assets/frame-schemas-1.js" data-session-read>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const STAND_IN_RENDER = `export async function renderFirstScreen(state, teams) {
  if (state.user.username === 'render_breaker') throw new Error('the render failed');
  const rows = teams.teams.map((team) => '<tr><td>' + team.teamName + '</td></tr>').join('');
  return '<h1>' + state.league + ' Dashboard of ' + state.user.username + '</h1><table>' + rows + '</table>';
}`;

const buildDir = mkdtempSync(path.join(tmpdir(), 'playbook-rendered-'));
const distDir = path.join(buildDir, 'dist');
mkdirSync(distDir);
mkdirSync(path.join(buildDir, 'dist-server'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html lang="en"><title>Playbook</title><div id="root"></div></html>');
writeFileSync(path.join(distDir, FIRST_SCREEN_HTML), FIRST_SCREEN_PAGE);
writeFileSync(path.join(buildDir, 'dist-server', 'entry-server.js'), STAND_IN_RENDER);

const userOf = (username: string): User => testUser({ username, createdAt: '2025-01-01T00:00:00.000Z' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    webDistDir: distDir,
    sports: { ...DEFAULT_SPORTS_SETTINGS, provider: new FixtureProvider(), clock: () => FIXTURE_NOW, liveRefreshMs: null },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const root = (cookies: Record<string, string> = {}, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/', cookies, headers });
const stateOf = (body: string): unknown => JSON.parse(/<script type="application\/json" id="first-screen-state">(.*?)<\/script>/s.exec(body)?.[1] ?? 'null');
const teamNames = async (cookies: Record<string, string>, league: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/teams/${league}`, cookies })).json<{ teams: { teamName: string }[] }>().teams.map((team) => team.teamName);

describe("a signed-in '/' rendered on the server (ADR 080)", () => {
  it("holds the user's dashboard with every team of their league, and the state it was rendered from", async () => {
    const cookies = withSession(await registerUser(t.app, 'first_bettor'));
    const response = await root(cookies);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"><h1>NFL Dashboard of first_bettor</h1><table><tr><td>');
    const names = await teamNames(cookies, 'NFL');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(response.body).toContain(`<tr><td>${name}</td></tr>`);
    expect(stateOf(response.body)).toMatchObject({ league: 'NFL', user: { username: 'first_bettor' }, displaySettings: { theme: 'system', saved: false } });
    // The session's read and its schemas are not preloaded; the teams, which the browser hydrates from, are.
    expect(response.body).not.toContain('data-session-read');
    expect(response.body).toContain('<link rel="preload" as="fetch" crossorigin href="/api/teams/NFL">');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-1.js">');
    // The stylesheet first: the page paints once it is in, so it does not queue behind the code.
    const stylesheet = response.body.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(stylesheet).toBeGreaterThan(response.body.indexOf('<head>'));
    expect(stylesheet).toBeLessThan(response.body.indexOf('<title>'));
    expect(response.body.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('is personal: never stored, varying on the cookie, and compressed as the browser accepts', async () => {
    const cookies = withSession(await registerUser(t.app, 'private_bettor'));
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.5, br', 'br'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
    ] as const) {
      const response = await root(cookies, { 'accept-encoding': accept });
      expect(response.headers['cache-control'], accept).toBe('no-store');
      expect(String(response.headers.vary), accept).toMatch(/cookie/i);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
    }
    const compressed = await root(cookies, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('Dashboard of private_bettor');
  });

  it("gives each user their own page: another's cookie never shows the first's name", async () => {
    const alice = withSession(await registerUser(t.app, 'alice_bettor'));
    const bob = withSession(await registerUser(t.app, 'bob_bettor'));
    const [alicePage, bobPage] = [(await root(alice)).body, (await root(bob)).body];
    expect(alicePage).toContain('Dashboard of alice_bettor');
    expect(alicePage).not.toContain('bob_bettor');
    expect(bobPage).toContain('Dashboard of bob_bettor');
    expect(bobPage).not.toContain('alice_bettor');
    expect((await root(alice)).body).not.toContain('bob_bettor');
  });

  it("renders the league the header's cookie names, preloading that league's teams", async () => {
    const cookies = { ...withSession(await registerUser(t.app, 'college_bettor')), 'playbook.league': 'NCAA' };
    const response = await root(cookies);
    expect(response.body).toContain('<h1>NCAA Dashboard of college_bettor</h1>');
    expect(response.body).toContain('href="/api/teams/NCAA"');
    expect(response.body).not.toContain('href="/api/teams/NFL"');
    expect(stateOf(response.body)).toMatchObject({ league: 'NCAA' });
    // Anything else in that cookie is the default league.
    expect((await root({ ...cookies, 'playbook.league': '<script>' })).body).toContain('<h1>NFL Dashboard');
  });

  it("sets a dark account's theme on the page, so it is dark from its first paint", async () => {
    const cookies = withSession(await registerUser(t.app, 'night_bettor'));
    await t.app.inject({ method: 'PUT', url: '/api/settings/display', cookies, payload: { oddsFormat: 'decimal', theme: 'dark' } });
    const response = await root(cookies);
    expect(response.body).toContain('<html lang="en" class="dark" style="color-scheme: dark">');
    expect(stateOf(response.body)).toMatchObject({ displaySettings: { oddsFormat: 'decimal', theme: 'dark', saved: true } });
  });

});

describe("'/' as built (ADR 076) whenever it is not rendered", () => {
  const asBuilt = (body: string) => {
    expect(body).toBe(FIRST_SCREEN_PAGE);
  };

  it('for nobody signed in, an unknown or ended session, with HEAD answering as GET', async () => {
    for (const cookies of [{}, withSession('not-a-session'), withSession('')]) {
      const response = await root(cookies);
      expect(response.statusCode).toBe(200);
      asBuilt(response.body);
      expect(String(response.headers.vary)).toMatch(/cookie/i);
    }
    const cookies = withSession(await registerUser(t.app, 'leaving_bettor'));
    await t.app.inject({ method: 'POST', url: '/api/logout', cookies });
    asBuilt((await root(cookies)).body);
    const head = await t.app.inject({ method: 'HEAD', url: '/', cookies: withSession(await registerUser(t.app, 'head_bettor')) });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('when the render fails: the page as built instead of an error', async () => {
    const response = await root(withSession(await registerUser(t.app, 'render_breaker')));
    expect(response.statusCode).toBe(200);
    asBuilt(response.body);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the rendered page itself', () => {
  const user = { ...userOf('x'), username: '</script><b>bold' };
  const reads = (fail: boolean): FirstScreenReads => ({
    user: async () => user,
    teamsJson: async () => (fail ? Promise.reject(new Error('database down')) : Buffer.from(JSON.stringify({ teams: [] }))),
    displaySettings: async () => ({ oddsFormat: 'american', theme: 'light', saved: false }),
  });
  const request = { cookies: { playbook_session: 'token' } } as unknown as FastifyRequest;
  const logged: unknown[] = [];
  const log = { error: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;

  it('keeps the state inside its script element: every < in it is escaped, and it reads back as sent', async () => {
    const page = await firstScreenPage(reads(false), async () => async () => '<p>markup</p>', log)(request, FIRST_SCREEN_PAGE);
    const script = /<script type="application\/json" id="first-screen-state">(.*?)<\/script>/s.exec(page ?? '')?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toMatchObject({ user: { username: '</script><b>bold' } });
  });

  it('logs a failed read or render and answers null (the page as built)', async () => {
    const page = firstScreenPage(reads(true), async () => async () => '<p>markup</p>', log);
    expect(await page(request, FIRST_SCREEN_PAGE)).toBeNull();
    expect(logged).toHaveLength(1);
    const broken = firstScreenPage(reads(false), () => Promise.reject(new Error('no build')), log);
    expect(await broken(request, FIRST_SCREEN_PAGE)).toBeNull();
    // A page that is not the one built for '/' (no #root) is not rendered into.
    expect(await firstScreenPage(reads(false), async () => async () => '<p>markup</p>', log)(request, '<html lang="en">')).toBeNull();
    expect(logged).toHaveLength(3);
  });
});
