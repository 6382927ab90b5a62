import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { TeamStatsRecord } from '@playbook/contracts';
import { sortTeams } from '@playbook/core';
import { pageErrors, screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();

/** A new browser context (nothing cached) with the session of a user who just signed up at this width. */
async function coldContext(width: number): Promise<BrowserContext> {
  const signedUp = await e2e.newSignedInPage(width);
  const cookies = await signedUp.context().cookies();
  await signedUp.context().close();
  const context = await e2e.browser.newContext({ baseURL: e2e.baseURL, viewport: { width, height: 900 } });
  await context.addCookies(cookies);
  return context;
}

/** The team names of the rankings table, top to bottom. */
const teamColumn = (page: Page, league: string) =>
  page.locator(`table[aria-label="${league} team rankings"] tbody tr`).evaluateAll((rows) => rows.map((row) => row.children[1]?.textContent ?? ''));

describe("the signed-in '/' rendered on the server (ADR 080)", () => {
  it.each([1280, 390])('comes with its table in the page, hydrates without an error and sorts after, at %i px', async (width) => {
    const context = await coldContext(width);
    const page = await context.newPage();
    const errors = pageErrors(page, { consoleErrors: true });
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    const { teams } = (await (await page.request.get('/api/teams/NFL')).json()) as { teams: TeamStatsRecord[] };
    const leader = teams[0]?.teamName ?? 'no team';
    // The real table, its rows and the state it was rendered from are in the HTML the server sent.
    expect(html).toContain('aria-label="NFL team rankings"');
    expect(html).toContain(`>${leader}<`);
    expect(html).toContain('id="first-screen-state"');

    // Hydrated: the rows after the first paint's are added by the browser's render (ADR 074).
    await expect.poll(() => page.locator('table[aria-label="NFL team rankings"] tbody tr').count(), { timeout: 60_000 }).toBe(teams.length);
    expect((await teamColumn(page, 'NFL'))[0]).toBe(leader);
    await page.getByRole('button', { name: 'Team', exact: true }).click();
    await expect.poll(() => teamColumn(page, 'NFL'), { timeout: 60_000 }).toEqual(sortTeams(teams, 'teamName', 'desc').map((team) => team.teamName));
    await page.getByText(/^Last updated: \S/).waitFor();
    await screenshot(page, `server-rendered-dashboard-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders in the browser, without an error, the league chosen here when the server rendered another', async () => {
    const context = await coldContext(1280);
    // This browser chose the NCAA; the server's copy of the choice still says NFL.
    await context.addInitScript(() => localStorage.setItem('playbook.league', 'NCAA'));
    await context.addCookies([{ name: 'playbook.league', value: 'NFL', url: e2e.baseURL }]);
    const page = await context.newPage();
    const errors = pageErrors(page, { consoleErrors: true });
    const html = (await (await page.goto('/'))?.text()) ?? '';
    expect(html).toContain('aria-label="NFL team rankings"');
    await page.getByRole('table', { name: 'NCAA team rankings' }).waitFor();
    await page.getByRole('heading', { name: 'NCAA Dashboard' }).waitFor();
    expect(await page.getByRole('table', { name: 'NFL team rankings' }).count()).toBe(0);
    // The choice is mirrored for the server: the next load is rendered as the NCAA's.
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'playbook.league')?.value).toBe('NCAA');
    const again = (await (await page.goto('/'))?.text()) ?? '';
    expect(again).toContain('aria-label="NCAA team rankings"');
    await page.getByRole('table', { name: 'NCAA team rankings' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
