import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { modelPredictResponseSchema, watchlistResponseSchema, type ModelPredictResponse } from '@playbook/contracts';
import { horizontalOverflow, pageErrors, screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();

/**
 * The demo season has no neutral-site game (ADR 029), so the server's real answer for a scheduled game is
 * passed on with `neutralSite: true`, as it is for a Super Bowl or a bowl game stored from nflverse, ESPN or CFBD.
 */
async function everyGameNeutral(page: Page): Promise<void> {
  await page.route('**/api/model/predict?*', async (route) => {
    const response = await route.fetch();
    const body: unknown = await response.json();
    const asked = new URL(route.request().url()).searchParams.has('kickoff');
    await route.fulfill({ response, json: typeof body === 'object' && body !== null ? { ...body, neutralSite: asked } : body });
  });
}

/** Dallas Cowboys @ Kansas City Chiefs on the Manual Selection, then 'Neutral site' checked from the keyboard (ADR 034). */
async function pickNeutralPairingByKeyboard(page: Page): Promise<void> {
  await page.goto('/matchup');
  await page.getByRole('tab', { name: 'Manual Selection' }).click();
  const picks: [string, string][] = [
    ['Away Team', 'Dallas Cowboys'],
    ['Home Team', 'Kansas City Chiefs'],
  ];
  for (const [label, team] of picks) {
    await page.getByRole('combobox', { name: label, exact: true }).fill(team);
    await page.getByRole('listbox', { name: label }).getByRole('option', { name: new RegExp(`^${team}`) }).click();
  }
  // Keyboard: Tab from the Home Team picker reaches the box, Space checks it.
  const box = page.getByRole('checkbox', { name: 'Neutral site' });
  await page.getByRole('combobox', { name: 'Home Team', exact: true }).focus();
  for (let step = 0; step < 5 && !(await box.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('Tab');
  expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Space');
  expect(await box.isChecked()).toBe(true);
}

describe('a neutral-site game in Chromium (ADR 029)', () => {
  it('the H2H dialog says the fitted model gave no home-field edge, at 390 and 1280 px without sideways scroll', async () => {
    for (const width of [390, 1280]) {
      const page = await e2e.newSignedInPage(width);
      const errors = pageErrors(page, { consoleErrors: true });
      await everyGameNeutral(page);
      await page.goto('/matchup');
      await page.getByText(/^NFL This Week \(\d+ games\)$/).waitFor();
      await page.getByRole('button', { name: /^Predict: / }).first().click();
      const model = page.getByRole('dialog', { name: 'Game Analysis' }).getByRole('region', { name: 'Playbook model' });
      await model.getByText('Neutral site: no home-field edge', { exact: true }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await model.scrollIntoViewIfNeeded();
      await screenshot(page, `neutral-site-h2h-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("a hand-picked matchup asked as 'Neutral site' (by keyboard) gets no home edge, in the dialog and its simulation (ADR 034), at 390 and 1280 px", async () => {
    for (const width of [390, 1280]) {
      const page = await e2e.newSignedInPage(width);
      const errors = pageErrors(page, { consoleErrors: true });
      // The server's real answers (no stored game here: the demo season has no neutral site, the flag asks for one).
      const isModel = (url: string) => new URL(url).pathname === '/api/model/predict';
      const asked: URL[] = [];
      page.on('request', (request) => isModel(request.url()) && asked.push(new URL(request.url())));
      await pickNeutralPairingByKeyboard(page);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `neutral-site-manual-${width}`);

      const answered = page.waitForResponse((response) => isModel(response.url()));
      await page.getByRole('button', { name: 'Get Prediction', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Game Analysis' });
      await dialog.getByRole('region', { name: 'Playbook model' }).getByText('Neutral site: no home-field edge', { exact: true }).waitFor();
      expect(asked.map((url) => [url.searchParams.get('neutral'), url.searchParams.has('kickoff')])).toEqual([['true', false]]);
      const neutral: ModelPredictResponse = modelPredictResponseSchema.parse(await (await answered).json());
      expect(neutral.neutralSite).toBe(true);
      // The home game of the same pairing carries the model's 2.0-point home edge; swapped, the neutral game mirrors.
      const { home, away, prediction } = neutral;
      const answer = async (query: string) => modelPredictResponseSchema.parse(await (await page.request.get(`/api/model/predict?league=NFL&${query}`)).json());
      const atHome = await answer(`home=${home.id}&away=${away.id}`);
      expect(atHome.prediction.margin - prediction.margin).toBeCloseTo(2, 10);
      expect((await answer(`home=${away.id}&away=${home.id}&neutral=true`)).prediction.margin).toBeCloseTo(-prediction.margin, 12);

      // The simulation draws from the same neutral answer (ADR 024): no other question to the model.
      await dialog.getByRole('button', { name: 'Run 100-Game Simulation' }).click();
      await dialog.getByText('Ties', { exact: true }).waitFor();
      expect(asked.every((url) => url.searchParams.get('neutral') === 'true')).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `neutral-site-manual-dialog-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('a neutral hand-picked matchup saved to the watchlist keeps its flag in the account, and opening it (by keyboard) checks the box again, at 390 and 1280 px', async () => {
    for (const width of [390, 1280]) {
      const page = await e2e.newSignedInPage(width);
      const errors = pageErrors(page, { consoleErrors: true });
      await pickNeutralPairingByKeyboard(page);
      await page.getByRole('button', { name: 'Get Prediction', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Game Analysis' });
      await dialog.getByRole('region', { name: 'Playbook model' }).getByText('Neutral site: no home-field edge', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Save to Watchlist' }).click();
      await page.keyboard.press('Escape');

      await page.goto('/watchlist');
      await page.getByText('Synced with your account', { exact: false }).waitFor();
      const account = watchlistResponseSchema.parse(await (await page.request.get('/api/watchlist')).json());
      expect(account.predictions.map((p) => [p.awayTeam, p.homeTeam, p.neutral, p.league])).toEqual([['Dallas Cowboys', 'Kansas City Chiefs', true, 'NFL']]);
      const entry = page.getByRole('list', { name: 'Saved predictions' }).getByRole('listitem');
      await entry.getByText('Neutral site', { exact: true }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `neutral-site-watchlist-${width}`);

      const open = page.getByRole('link', { name: 'Open Dallas Cowboys @ Kansas City Chiefs' });
      await open.focus();
      await page.keyboard.press('Enter');
      // Restored once, then the query string is cleared (a reload starts afresh).
      await page.waitForURL((url) => url.pathname === '/matchup' && url.search === '');
      await page.getByRole('tab', { name: 'Manual Selection', selected: true }).waitFor();
      expect(await page.getByRole('combobox', { name: 'Away Team', exact: true }).inputValue()).toBe('Dallas Cowboys');
      expect(await page.getByRole('combobox', { name: 'Home Team', exact: true }).inputValue()).toBe('Kansas City Chiefs');
      expect(await page.getByRole('checkbox', { name: 'Neutral site' }).isChecked()).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `neutral-site-watchlist-opened-${width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
