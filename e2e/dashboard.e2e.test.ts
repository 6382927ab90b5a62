import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { glossaryEntry } from '@playbook/core';
import { screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();

/** The text of one rankings column, top to bottom, found by its header label. */
function columnTexts(page: Page, league: string, header: string): Promise<string[]> {
  return page.evaluate(
    ({ league, header }) => {
      const table = document.querySelector(`table[aria-label="${league} team rankings"]`);
      if (!table) throw new Error('No rankings table');
      // The sort button, not the help icon ("About …") that comes first in a numeric column's header.
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.querySelector('button:not([aria-label^="About "])')?.textContent ?? th.textContent);
      const index = headers.indexOf(header);
      if (index < 0) throw new Error(`No column ${header}`);
      return [...table.querySelectorAll('tbody tr')].map((row) => row.children[index]?.textContent ?? '');
    },
    { league, header },
  );
}

const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every((value, i) => i === 0 || (direction === 'asc' ? (values[i - 1] ?? value) <= value : (values[i - 1] ?? value) >= value));

/** Waits out the sign-up toast (5 s) and closes any tooltip, so a screenshot shows the screen itself. */
async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.keyboard.press('Escape');
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
  // The title and Radix's screen-reader copy of it both go.
  await expect.poll(() => page.getByText('Account created!').count(), { timeout: 60_000 }).toBe(0);
}

const resultLine = (page: Page) => page.getByText(/^Showing \d+ of \d+ injury reports across \d+ teams$/).textContent();

describe('dashboard in Chromium (docs/product/dashboard.md)', () => {
  it('shows the four cards, sorts the rankings twice and explains a header on hover', async () => {
    const page = await e2e.newSignedInPage(1280);
    const table = page.getByRole('table', { name: 'NFL team rankings' });
    await table.waitFor();
    const summary = page.getByRole('list', { name: 'Summary' });
    for (const title of ['Top Team', 'High-Scoring Teams', 'Avg 3rd Down %', 'Avg ATS Win Rate']) {
      await summary.getByRole('heading', { name: title, exact: true }).waitFor();
    }
    await summary.getByText(/^Combined Score: \d+\.\d$/).waitFor();
    await summary.getByText(/^\d+\/32$/).waitFor();
    await expect.poll(() => summary.getByText('Loading...').count()).toBe(0);
    expect(await summary.getByText(/^\d+\.\d%$/).count()).toBe(2);
    await page.getByText('Demo data: simulated season', { exact: true }).waitFor();
    await page.getByText(/^Last updated: /).waitFor();
    // The rows after the first paint's follow in the next frame (ADR 074).
    await expect.poll(() => table.locator('tbody tr').count()).toBe(32);

    // Default: rank ascending.
    const rankHeader = table.locator('th', { has: page.getByRole('button', { name: 'Rank', exact: true }) });
    expect(await rankHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(isSorted((await columnTexts(page, 'NFL', 'Rank')).map(Number), 'asc')).toBe(true);

    // A new column sorts descending first, the second click flips it.
    const ppg = page.getByRole('button', { name: 'PPG', exact: true });
    const ppgHeader = table.locator('th', { has: ppg });
    await ppg.click();
    expect(await ppgHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await rankHeader.getAttribute('aria-sort')).toBe('none');
    const descending = (await columnTexts(page, 'NFL', 'PPG')).map(Number);
    expect(isSorted(descending, 'desc')).toBe(true);
    await ppg.click();
    expect(await ppgHeader.getAttribute('aria-sort')).toBe('ascending');
    const ascending = (await columnTexts(page, 'NFL', 'PPG')).map(Number);
    expect(isSorted(ascending, 'asc')).toBe(true);
    expect(ascending).toEqual([...descending].reverse());

    // Keyboard: the header is a real button.
    await page.getByRole('button', { name: 'Yards/Play', exact: true }).focus();
    await page.keyboard.press('Enter');
    expect(await table.locator('th', { has: page.getByRole('button', { name: 'Yards/Play', exact: true }) }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    // Glossary help on hover (open delay 700 ms).
    await page.getByRole('button', { name: 'About 3rd Down %' }).hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor({ state: 'attached' });
    expect(await tooltip.textContent()).toContain(glossaryEntry('third_down_pct')?.definition);
    expect(await page.getByRole('button', { name: 'About Team' }).count()).toBe(0);

    await settle(page);
    await screenshot(page, 'dashboard-1280');
    await page.context().close();
  });

  it('shows the individual metrics and filters and refreshes the injury reports', async () => {
    const page = await e2e.newSignedInPage(1280);
    await page.getByRole('tab', { name: 'Individual Metrics' }).click();
    for (const name of ['3rd Down Conversions', 'ATS Win Rate', 'Points Per Game']) {
      await page.getByRole('tab', { name }).click();
      const table = page.getByRole('table', { name });
      await table.waitFor();
      const values = await table.locator('tbody tr td:last-child').allTextContents();
      expect(values).toHaveLength(32);
      expect(isSorted(values.map((value) => Number.parseFloat(value) || 0), 'desc')).toBe(true);
    }

    await page.getByRole('tab', { name: 'Injury Reports' }).click();
    await page.getByRole('heading', { name: 'NFL Injury Reports' }).waitFor();
    await page.getByText(/^\d+ total injuries across \d+ teams$/).waitFor();
    const all = await resultLine(page);
    const total = Number(/of (\d+)/.exec(all ?? '')?.[1]);
    // Every team with someone on today's report, one table each: on some days of the demo season a team has
    // nobody injured, so not always all 32.
    const teams = await page.getByRole('table', { name: /injuries$/ }).count();
    expect(teams).toBeGreaterThan(1);
    expect(all).toBe(`Showing ${total} of ${total} injury reports across ${teams} teams`);

    await page.getByLabel('Search').fill('qb');
    await expect.poll(() => resultLine(page)).not.toBe(all);
    const quarterbacks = await resultLine(page);
    expect(Number(/Showing (\d+)/.exec(quarterbacks ?? '')?.[1])).toBeLessThan(total);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => resultLine(page)).toBe(all);
    // A team on today's report (any one team may have nobody injured on some day of the demo season).
    const teamName = ((await page.getByRole('table', { name: /injuries$/ }).first().getAttribute('aria-label')) ?? '').replace(/ injuries$/, '');
    await page.getByRole('combobox', { name: 'Team' }).click();
    await page.getByRole('option', { name: teamName, exact: true }).click();
    await expect.poll(() => resultLine(page)).toMatch(/^Showing \d+ of \d+ injury reports across 1 teams$/);
    expect(await page.getByRole('table', { name: /injuries$/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => resultLine(page)).toBe(all);
    // A status on today's report: the least common one, so the filter narrows it (each status comes and goes
    // with the demo season's seeded injuries).
    const statusCells = page.getByRole('table', { name: /injuries$/ }).locator('tbody td:nth-child(4)');
    const statuses = await statusCells.allTextContents();
    const counts = new Map<string, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    const rarest = [...counts].sort((a, b) => a[1] - b[1])[0]?.[0] ?? '';
    expect(counts.size).toBeGreaterThan(1);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: rarest, exact: true }).click();
    await expect.poll(() => resultLine(page)).not.toBe(all);
    const badges = await statusCells.allTextContents();
    expect(badges.length).toBe(counts.get(rarest));
    expect(new Set(badges)).toEqual(new Set([rarest]));
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => resultLine(page)).toBe(all);

    await page.getByRole('button', { name: 'Refresh Injuries' }).click();
    await page.getByText('Injury Data Refreshed', { exact: true }).waitFor();
    await page.getByText(/^Updated \d+ NFL injury reports( with \d+ new injuries detected)?$/).waitFor();
    // The server allows one refresh per league a minute.
    await page.getByRole('button', { name: 'Refresh Injuries' }).click();
    await page.getByText('Refresh Rate Limited', { exact: true }).waitFor();
    await page.getByText('Please wait before refreshing injury data again.', { exact: true }).waitFor();
    await page.context().close();
  });

  it('shows the NCAA Odds column after the league switch', async () => {
    const page = await e2e.newSignedInPage(1280);
    await page.getByRole('table', { name: 'NFL team rankings' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Opp RZ%' }).count()).toBe(1);
    await page.getByRole('group', { name: 'League' }).getByRole('button', { name: 'NCAA' }).click();
    const table = page.getByRole('table', { name: 'NCAA team rankings' });
    await table.waitFor();
    await page.getByRole('heading', { name: 'NCAA Dashboard' }).waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(136);
    expect(await page.getByRole('button', { name: 'Odds', exact: true }).count()).toBe(1);
    expect(await page.getByRole('columnheader', { name: 'Opp RZ%' }).count()).toBe(0);
    const odds = await columnTexts(page, 'NCAA', 'Odds');
    expect(odds.filter((text) => /^[+-]\d+ \(\d+\.\d%\)$/.test(text)).length).toBeGreaterThan(0);
    expect(odds.every((text) => text === '—' || /^[+-]\d+ \(\d+\.\d%\)$/.test(text))).toBe(true);
    await page.context().close();
  });

  it('asks for the teams once when the dashboard loads (the page starts the read, the app takes its answer), and not for the session, which the page the server rendered carries (ADR 080)', async () => {
    const page = await e2e.newSignedInPage(1280);
    await page.getByRole('table', { name: 'NFL team rankings' }).waitFor();
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/user' || pathname === '/api/teams/NFL') asked.push(pathname);
    });
    await page.reload();
    // Hydrated: the rows after the first paint's are the browser's render (ADR 074).
    await expect.poll(() => page.locator('table[aria-label="NFL team rankings"] tbody tr').count(), { timeout: 60_000 }).toBe(32);
    expect(asked).toEqual(['/api/teams/NFL']);
    await page.context().close();
  });

  it('shows loading while Try Again (from the keyboard) reads again, with the focus kept on the statistics', async () => {
    const page = await e2e.newSignedInPage(1280);
    await page.getByRole('table', { name: 'NFL team rankings' }).waitFor();
    let asked = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/teams/NFL', async (route) => {
      asked += 1;
      if (asked === 1) return route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'The team store did not answer' } } });
      await held;
      return route.continue();
    });
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading NFL data' });
    await alert.getByText('The team store did not answer').waitFor();
    await alert.getByRole('button', { name: 'Try Again' }).focus();
    await page.keyboard.press('Enter');

    const region = page.getByRole('group', { name: 'NFL team statistics' });
    const focused = () => region.evaluate((element) => element === document.activeElement);
    await region.getByText('Loading NFL team statistics...', { exact: true }).waitFor();
    expect(await alert.count()).toBe(0);
    expect(await focused()).toBe(true);
    await settle(page);
    await screenshot(page, 'dashboard-retry-loading');
    release();
    await region.getByRole('table', { name: 'NFL team rankings' }).waitFor();
    expect(await focused()).toBe(true);
    // Tab goes on inside what was reloaded, not from the top of the page.
    await page.keyboard.press('Tab');
    expect(await region.evaluate((element) => element.contains(document.activeElement) && element !== document.activeElement)).toBe(true);
    expect(asked).toBe(2);
    await page.context().close();
  });

  it('fits a 390 px phone: the table scrolls in its own box', async () => {
    const page = await e2e.newSignedInPage(390);
    const table = page.getByRole('table', { name: 'NFL team rankings' });
    await table.waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'H2H (H2H Predictor)', exact: true }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'O/U (Over/Under)', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const scrollBox = await table.evaluate((element) => {
      const box = element.parentElement;
      return { scrollWidth: box?.scrollWidth ?? 0, clientWidth: box?.clientWidth ?? 0 };
    });
    expect(scrollBox.scrollWidth).toBeGreaterThan(scrollBox.clientWidth);
    await settle(page);
    await screenshot(page, 'dashboard-390');

    await page.getByRole('tab', { name: 'Injury Reports' }).click();
    await page.getByText(/^Showing \d+ of \d+ injury reports across \d+ teams$/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'dashboard-injuries-390');
    await page.context().close();
  });
});
