import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { horizontalOverflow, pageErrors, screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();

interface Line {
  game: string;
  type: 'Spread' | 'Moneyline' | 'Total';
  description: string;
  odds: string;
}

/** Four games' picks plus three favourites, so that some pairs land in the optimal range (+100 to +175). */
const LINES: Line[] = [
  { game: 'KC @ BUF', type: 'Spread', description: 'KC -2.5', odds: '-110' },
  { game: 'PHI @ DAL', type: 'Moneyline', description: 'PHI ML', odds: '+120' },
  { game: 'SF @ SEA', type: 'Total', description: 'Over 44.5', odds: '-105' },
  { game: 'DET @ MIN', type: 'Moneyline', description: 'DET ML', odds: '-300' },
  { game: 'BAL @ PIT', type: 'Moneyline', description: 'BAL ML', odds: '-250' },
  { game: 'MIA @ NYJ', type: 'Moneyline', description: 'MIA ML', odds: '-200' },
];

async function openGenerator(page: Page, path = '/profit-calculator'): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { name: 'Set Your Goals' }).waitFor();
}

async function addLines(page: Page, lines: readonly Line[]): Promise<void> {
  await page.getByRole('tab', { name: 'Manual Entry' }).click();
  const form = page.getByRole('form', { name: 'Add a betting line' });
  for (const line of lines) {
    await form.getByLabel('Game').fill(line.game);
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: line.type, exact: true }).click();
    await form.getByLabel('Description').fill(line.description);
    await form.getByLabel('Odds').fill(line.odds);
    await form.getByRole('button', { name: 'Add Line' }).click();
  }
  await page.getByRole('heading', { name: `Extracted Betting Lines (${lines.length})` }).waitFor();
}

const OPTIMAL_TABLE = 'table[aria-label="Optimal range parlays"]';

/** The Odds column of the optimal table, as numbers. */
async function optimalOdds(page: Page): Promise<number[]> {
  const cells = await page.locator(`${OPTIMAL_TABLE} tbody tr td:nth-child(2)`).allInnerTexts();
  return cells.map(Number);
}

/** The optimal table's parlays, once the server's page for this sort is shown. */
async function optimalRows(page: Page, sort: 'ascending' | 'descending' | 'none'): Promise<string[]> {
  const settled = `${OPTIMAL_TABLE}[aria-busy="false"]`;
  await page.locator(sort === 'none' ? settled : `${settled} th[aria-sort="${sort}"]`).first().waitFor();
  return page.locator(`${OPTIMAL_TABLE} tbody tr td:nth-child(1)`).allInnerTexts();
}

/** Waits until the optimal table shows parlays and each has a leg containing `text`. */
async function waitForSearched(page: Page, text: string): Promise<string[]> {
  await page.waitForFunction(
    ([selector, wanted]) => {
      const table = document.querySelector(selector);
      const cells = [...(table?.querySelectorAll('tbody tr td:first-child') ?? [])].map((cell) => cell.textContent ?? '');
      return table?.getAttribute('aria-busy') === 'false' && cells.length > 0 && cells.every((cell) => cell.includes(wanted));
    },
    [OPTIMAL_TABLE, text] as const,
    { timeout: 60_000 },
  );
  return page.locator(`${OPTIMAL_TABLE} tbody tr td:nth-child(1)`).allInnerTexts();
}

/** A team a leg of these parlays names ('KC' of 'KC -2.5', 'DET' of 'DET ML'); totals name none. */
function teamsOf(parlays: readonly string[]): string[] {
  const legs = parlays.flatMap((parlay) => parlay.split(' + '));
  const teams = legs.filter((leg) => !/^(Over|Under) /.test(leg)).map((leg) => leg.replace(/ (ML|[+-]\d+(\.\d+)?)$/, ''));
  return [...new Set(teams)];
}

describe('Parlay Generator in Chromium (docs/product/profit-target.md)', () => {
  it('finds the best combos of manual lines, sorts the optimal table and keeps a favorite across a reload', async () => {
    const page = await e2e.newSignedInPage();
    const errors = pageErrors(page);
    await openGenerator(page);
    await addLines(page, LINES);
    await page.getByRole('button', { name: 'Find Best Combos' }).click();
    const closest = page.getByRole('region', { name: 'Top 5 Closest to Target' });
    await closest.waitFor({ timeout: 60_000 });
    for (const name of ['Analysis Summary', 'Top 5 Highest Win Probability', 'Low-Risk Gems', 'Value Bets', 'Optimal Range (+100 to +175)']) {
      await page.getByRole('region', { name }).waitFor();
    }
    expect(await closest.getByRole('listitem').count()).toBe(5);
    await page.getByRole('link', { name: 'Analyze Parlays' }).waitFor();

    const table = page.getByRole('table', { name: 'Optimal range parlays' });
    const oddsHeader = table.getByRole('button', { name: /^Odds/ });
    await oddsHeader.click();
    await optimalRows(page, 'ascending');
    const ascending = await optimalOdds(page);
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    for (const odds of ascending) {
      expect(odds).toBeGreaterThanOrEqual(100);
      expect(odds).toBeLessThanOrEqual(175);
    }
    // The second sort by keyboard: the headers are buttons.
    await oddsHeader.focus();
    await page.keyboard.press('Enter');
    await optimalRows(page, 'descending');
    const descending = await optimalOdds(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBe(Math.max(...ascending));
    await page.getByRole('searchbox', { name: 'Search optimal parlays' }).fill('DET ML');
    await waitForSearched(page, 'DET ML');
    await screenshot(page, 'parlay-generator-results');

    const star = closest.getByRole('button', { name: /^Favorite / }).first();
    const name = (await star.getAttribute('aria-label')) ?? '';
    await star.click();
    await page.getByText('Added to Favorites').first().waitFor();
    expect(await star.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    const favorites = page.getByRole('region', { name: 'Favorite Parlays' });
    await favorites.getByRole('heading', { name: 'Favorite Parlays (1)' }).waitFor();
    expect(await favorites.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
  });

  it("says 'Budget Exceeded' when the local strategy needs more than the max risk", async () => {
    const page = await e2e.newSignedInPage();
    await openGenerator(page);
    await page.getByLabel('Max Risk Tolerance').fill('100');
    await addLines(page, LINES.slice(0, 4));
    await page.getByRole('button', { name: 'Use Screenshots ($150)' }).click();
    await page.getByText('Budget Exceeded', { exact: true }).first().waitFor({ timeout: 60_000 });
    await page.getByText(/^This strategy requires \$[\d,.]+ but your tolerance is \$100\.00$/).first().waitFor();
    await page.getByRole('region', { name: 'Local Strategy' }).waitFor();
    await screenshot(page, 'parlay-generator-local-strategy');
  });

  it('merges the lines chosen on the live slate on load and removes them from storage', async () => {
    const page = await e2e.newSignedInPage();
    await page.evaluate(() => {
      const line = (id: string, game: string, description: string, odds: number) => ({
        id,
        game,
        matchup: game,
        type: 'spread',
        description,
        odds,
        bookmaker: 'DraftKings',
        league: 'NFL',
        eventId: `event-${id}`,
        isAlternate: false,
        line: null,
        gameTime: '2026-11-23T18:00:00.000Z',
      });
      const chosen = [line('a', 'KC @ BUF', 'KC -2.5', -110), line('b', 'PHI @ DAL', 'DAL +3.5', -105), line('a', 'KC @ BUF', 'KC -2.5', -110)];
      window.localStorage.setItem('selectedLiveLines', JSON.stringify(chosen));
    });
    await openGenerator(page, '/profit-target');
    await page.getByRole('heading', { name: 'Extracted Betting Lines (2)' }).waitFor();
    await page.getByText('Added 2 betting lines from Live Game Slate').first().waitFor();
    const table = page.getByRole('table', { name: 'Extracted Betting Lines' });
    expect(await table.locator('tbody tr').allInnerTexts()).toEqual([expect.stringContaining('KC -2.5'), expect.stringContaining('DAL +3.5')]);
    expect(await page.evaluate(() => window.localStorage.getItem('selectedLiveLines'))).toBeNull();
  });

  it("gets live betting lines: 'Fetching Live Data...', then this week's lines in the table, or the server's own error", async () => {
    const page = await e2e.newSignedInPage();
    await openGenerator(page);
    await page.getByRole('button', { name: 'Get Live Betting Lines' }).click();
    await page.getByRole('button', { name: 'Fetching Live Data...' }).waitFor();
    await page.getByRole('progressbar', { name: 'Search progress' }).waitFor();
    const results = page.getByRole('region', { name: 'Top 5 Closest to Target' });
    const failure = page.getByText('Failed to Fetch Live Data', { exact: true }).first();
    await results.or(failure).waitFor({ timeout: 60_000 });
    await screenshot(page, 'parlay-generator-live');
    if (await results.isVisible()) {
      const heading = await page.getByRole('heading', { name: /^Extracted Betting Lines \(\d+\)$/ }).innerText();
      expect(Number(/\((\d+)\)/.exec(heading)?.[1])).toBeGreaterThan(0);
    } else {
      // The server's bounded search may stop at its limit on a full week: its own words are shown, not the fallback.
      expect(await page.getByText('Failed to fetch live betting lines. Please try again.').count()).toBe(0);
    }
    await page.getByRole('button', { name: 'Get Live Betting Lines' }).waitFor();
  });

  it('searches the whole live week at $2,000 with 2 to 8 legs, and the same-game switch changes the results', async () => {
    const page = await e2e.newSignedInPage();
    const errors = pageErrors(page);
    await openGenerator(page);
    await page.getByLabel('Daily Profit Target').fill('2000');
    // A budget that reaches the optimal range at this target (+100 needs a $2,000 stake).
    await page.getByLabel('Max Risk Tolerance').fill('5000');
    await page.getByRole('combobox', { name: 'Max Legs' }).click();
    await page.getByRole('option', { name: '8 legs', exact: true }).click();
    const summary = page.getByRole('region', { name: 'Analysis Summary' });
    const search = async (): Promise<string> => {
      await page.getByRole('button', { name: 'Get Live Betting Lines' }).click();
      await page.getByRole('region', { name: 'Top 5 Closest to Target' }).waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Get Live Betting Lines' }).waitFor();
      return summary.locator('dl').innerText();
    };
    const excluded = await search();
    expect(await page.getByRole('region', { name: 'Top 5 Closest to Target' }).getByRole('listitem').count()).toBeGreaterThan(0);

    // The optimal table browses the whole range on the server: sorted by odds descending it starts at +175,
    // and a team that no parlay of the first page has is found further in.
    const firstPage = await optimalRows(page, 'none');
    expect(firstPage.length).toBeGreaterThan(0);
    const oddsHeader = page.getByRole('table', { name: 'Optimal range parlays' }).getByRole('button', { name: /^Odds/ });
    await oddsHeader.click();
    await optimalRows(page, 'ascending');
    expect((await optimalOdds(page))[0]).toBe(100);
    await oddsHeader.click();
    const top = await optimalRows(page, 'descending');
    expect((await optimalOdds(page))[0]).toBe(175);
    const unseen = teamsOf(top).find((team) => firstPage.every((parlay) => !parlay.includes(team)));
    if (!unseen) throw new Error('every team of the top of the range is on the first page');
    await page.getByRole('searchbox', { name: 'Search optimal parlays' }).fill(unseen);
    const found = await waitForSearched(page, unseen);
    for (const parlay of found) expect(firstPage).not.toContain(parlay);
    await screenshot(page, 'parlay-generator-optimal-range');
    await page.getByRole('checkbox', { name: 'Allow same-game legs' }).check();
    const allowed = await search();
    expect(allowed).not.toEqual(excluded);
    await screenshot(page, 'parlay-generator-live-2000');
    expect(errors).toEqual([]);
  });

  it.each([390, 320])('has no horizontal scroll at %i px, with results shown', async (width) => {
    const page = await e2e.newSignedInPage(width);
    await openGenerator(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await addLines(page, LINES);
    await page.getByRole('button', { name: 'Find Best Combos' }).click();
    await page.getByRole('region', { name: 'Top 5 Closest to Target' }).waitFor({ timeout: 60_000 });
    expect(await horizontalOverflow(page)).toBe(0);
    // The optimal table scrolls sideways inside its card, but its odds stay in view beside the parlay.
    const odds = await page.getByRole('table', { name: 'Optimal range parlays' }).getByRole('columnheader', { name: /^Odds/ }).boundingBox();
    expect((odds?.x ?? width) + (odds?.width ?? 0)).toBeLessThanOrEqual(width);
    await screenshot(page, `parlay-generator-${width}`);
  });
});
