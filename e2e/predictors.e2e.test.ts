import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { horizontalOverflow, pageErrors, screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();

/** A signed-in page that records uncaught errors and error logs (a screen that crashes into its error boundary logs one). */
async function openPage(width?: number): Promise<{ page: Page; errors: string[] }> {
  const page = await e2e.newSignedInPage(width);
  return { page, errors: pageErrors(page, { consoleErrors: true }) };
}

async function chooseLeague(page: Page, league: 'NFL' | 'NCAA'): Promise<void> {
  await page.getByRole('combobox', { name: 'League' }).click();
  await page.getByRole('option', { name: league, exact: true }).click();
}

/** Types into a team picker and picks the option with the keyboard (ArrowDown, Enter). */
async function pickTeam(page: Page, label: string, search: string, team: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.fill(search);
  await page.getByRole('listbox', { name: label }).getByRole('option', { name: new RegExp(`^${team}`) }).waitFor();
  // The first match is active after typing; move down until the wanted team is active, then Enter.
  for (let step = 0; step < 10; step++) {
    const activeId = await input.getAttribute('aria-activedescendant');
    const activeText = activeId ? await page.locator(`[id="${activeId}"]`).textContent() : '';
    if (activeText?.startsWith(team)) break;
    await input.press('ArrowDown');
  }
  await input.press('Enter');
  expect(await input.inputValue()).toBe(team);
}

async function waitForSimulation(scope: Locator, resultText: string): Promise<void> {
  // Progress first (10 batches of 10), then the results replace it.
  const progress = scope.getByRole('progressbar', { name: 'Simulation progress' });
  await progress.waitFor();
  await scope.getByText(resultText, { exact: true }).waitFor();
  expect(await progress.count()).toBe(0);
}

/** The fitted model's answer for a scheduled game: asked with the game's kick-off, so each team's rest counts. */
function fittedModelWithKickoff(page: Page): Promise<number> {
  return page
    .waitForResponse((response) => response.url().includes('/api/model/predict?') && new URL(response.url()).searchParams.has('kickoff'))
    .then((response) => response.status());
}

/**
 * Opens `path` with the first request for `url` answered 502, as a failing feed would; Try Again is pressed from
 * the keyboard (focus, Enter); the next request is held until the loading text shows, then `loaded` must appear
 * (no page reload), the focus on the list's region throughout.
 */
async function retryScheduleAfterError(page: Page, path: string, url: string, loaded: Locator): Promise<void> {
  let asked = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    asked += 1;
    if (asked === 1) return route.fulfill({ status: 502, json: { error: { code: 'UPSTREAM', message: 'The schedule feed did not answer' } } });
    await held;
    return route.continue();
  });
  await page.goto(path);
  const alert = page.getByRole('alert').filter({ hasText: 'Error loading scheduled games' });
  await alert.getByText('The schedule feed did not answer').waitFor();
  const retry = alert.getByRole('button', { name: 'Try Again' });
  await retry.focus();
  await page.keyboard.press('Enter');
  await page.getByText('Loading NFL games...', { exact: true }).waitFor();
  expect(await alert.count()).toBe(0);
  // The button gave way to the loading text: the list's region holds the focus (not <body>) and keeps it.
  const region = page.getByRole('group', { name: 'NFL scheduled games' });
  const focused = () => region.evaluate((element) => element === document.activeElement);
  expect(await focused()).toBe(true);
  release();
  await loaded.waitFor();
  expect(await focused()).toBe(true);
  expect(asked).toBe(2);
}

describe('H2H Predictor in Chromium (docs/product/matchup-predictor.md)', () => {
  it('predicts a weekly game, then runs the 100-game simulation with progress and a chart', async () => {
    const { page, errors } = await openPage();
    await page.goto('/matchup');
    const heading = page.getByText(/^NFL This Week \(\d+ games\)$/);
    await heading.waitFor();
    const count = Number(/\((\d+) games\)/.exec((await heading.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);

    const fitted = fittedModelWithKickoff(page);
    await page.getByRole('button', { name: /^Predict: / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Game Analysis' });
    expect(await fitted).toBe(200);
    await dialog.getByText('Prediction Analysis', { exact: true }).waitFor();
    await dialog.getByText(/^(Will Cover|May Not Cover)$/).waitFor();
    await dialog.getByText(/^Posted spread \(/).waitFor();
    await dialog.getByText('Edge (model − market)').waitFor();
    expect(await dialog.getByRole('list', { name: 'Key points' }).locator('li').count()).toBeLessThanOrEqual(5);
    // ADR 048: the Playbook model's headline, the stat comparison beside it as a side, never a second spread.
    await dialog.getByText('Playbook model', { exact: true }).waitFor();
    await dialog.getByRole('region', { name: 'Stat comparison' }).getByText(/^Stat edge: /).waitFor();

    await dialog.getByRole('button', { name: 'Run 100-Game Simulation' }).click();
    await waitForSimulation(dialog, 'Largest margin');
    await dialog.getByText(/won \d+ of 100 games|Split: both teams won/).waitFor();
    await dialog.locator('svg.recharts-surface').first().waitFor();
    await screenshot(page, 'matchup-prediction-simulation');

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("runs '100 Games' straight from the schedule", async () => {
    const { page, errors } = await openPage();
    await page.goto('/matchup');
    await page.getByRole('button', { name: /^100 Games: / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Game Analysis' });
    await waitForSimulation(dialog, 'Avg winning margin');
    expect(await dialog.getByText('Prediction Analysis').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the NCAA 1st half prediction for two picked teams', async () => {
    const { page, errors } = await openPage();
    await page.goto('/matchup');
    await chooseLeague(page, 'NCAA');
    await page.getByText(/^NCAA This Week \(\d+ games\)$/).waitFor();
    await page.getByRole('tab', { name: 'Manual Selection' }).click();
    await page.getByText('Select two teams above to see analysis options').waitFor();
    await pickTeam(page, 'Away Team', 'Michigan', 'Michigan Wolverines');
    await pickTeam(page, 'Home Team', 'Ohio State', 'Ohio State Buckeyes');
    await page.getByRole('button', { name: '1st Half Prediction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Game Analysis' });
    await dialog.getByText('1st Half Winner', { exact: true }).waitFor();
    await dialog.getByRole('table', { name: 'First half metrics' }).waitFor();
    await screenshot(page, 'matchup-first-half');
    // Closing clears the picked teams (docs/product/matchup-predictor.md).
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('combobox', { name: 'Away Team' }).inputValue()).toBe('');
    await page.getByText('Select two teams above to see analysis options').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("toasts 'Team Data Not Found' for a scheduled team without stats", async () => {
    const { page, errors } = await openPage();
    // The real feed, with one scheduled game's home team renamed to a school the database does not have.
    await page.route('**/api/gamehub/nfl', async (route) => {
      const response = await route.fetch();
      const body: unknown = await response.json();
      const text = JSON.stringify(body);
      const firstScheduled = /"homeTeam":"([^"]+)","league":"NFL","status":"scheduled"/.exec(text)?.[1];
      expect(firstScheduled).toBeTruthy();
      await route.fulfill({ response, body: text.replace(`"homeTeam":"${firstScheduled}"`, '"homeTeam":"Atlantis Tritons"') });
    });
    await page.goto('/matchup');
    await page.getByRole('button', { name: /^Predict: .* @ Atlantis Tritons$/ }).click();
    await page.getByText('Team Data Not Found', { exact: true }).waitFor();
    await page.getByText('Unable to find stats for "Atlantis Tritons". This team may not be in our database yet.', { exact: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("offers Try Again after 'Error loading scheduled games' and loads the week without a reload", async () => {
    const { page, errors } = await openPage();
    await retryScheduleAfterError(page, '/matchup', '**/api/gamehub/nfl', page.getByText(/^NFL This Week \(\d+ games\)$/));
    await page.getByRole('button', { name: /^Predict: / }).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits a 390 px phone with no horizontal scroll', async () => {
    const { page, errors } = await openPage(390);
    await page.goto('/matchup');
    await page.getByText(/^NFL This Week \(\d+ games\)$/).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'matchup-390');
    await page.getByRole('tab', { name: 'Manual Selection' }).click();
    await page.getByRole('combobox', { name: 'Away Team' }).fill('a');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.getByRole('combobox', { name: 'Away Team' }).press('Escape');
    await page.getByRole('tab', { name: 'Weekly Schedule' }).click();
    await page.getByRole('button', { name: /^Predict: / }).first().click();
    await page.getByRole('dialog', { name: 'Game Analysis' }).getByText('Prediction Analysis', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'matchup-390-dialog');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** The accessible name of the focused element: its aria-label or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? null;
  });

describe('focus returns to the opening button', () => {
  it('in the Game Analysis dialog, on Escape and on Close', async () => {
    const { page, errors } = await openPage();
    await page.goto('/matchup');
    const predict = page.getByRole('button', { name: /^Predict: / }).first();
    const name = await predict.getAttribute('aria-label');
    await predict.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Game Analysis' });
    await dialog.getByText('Prediction Analysis', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toBe(name);

    await page.keyboard.press('Enter');
    await dialog.getByText('Prediction Analysis', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toBe(name);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('in the over/under results dialog, on Escape and on Close', async () => {
    const { page, errors } = await openPage();
    await page.goto('/over-under');
    const simulate = page.getByRole('button', { name: /^Run Simulation: / }).first();
    const name = await simulate.getAttribute('aria-label');
    await simulate.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Over/Under Prediction' });
    await dialog.getByText(/^(OVER|UNDER)$/).first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toBe(name);

    await page.keyboard.press('Enter');
    await dialog.getByText(/^(OVER|UNDER)$/).first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toBe(name);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('Over/Under Predictor in Chromium (docs/product/over-under.md)', () => {
  it('predicts and simulates a manual total', async () => {
    const { page, errors } = await openPage();
    await page.goto('/over-under');
    await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();
    await page.getByRole('tab', { name: 'Manual Selection' }).click();
    const predict = page.getByRole('button', { name: 'Get Prediction', exact: true });
    expect(await predict.isDisabled()).toBe(true);
    await pickTeam(page, 'Team 1', 'Kansas City', 'Kansas City Chiefs');
    await pickTeam(page, 'Team 2', 'Buffalo', 'Buffalo Bills');
    expect(await predict.isDisabled()).toBe(true);
    await page.getByLabel('Betting Total').fill('47.5');
    await page.getByText('Will the total for this game go over 47.5 points?', { exact: true }).waitFor();
    await predict.click();

    const dialog = page.getByRole('dialog', { name: 'Over/Under Prediction' });
    await dialog.getByText(/^(OVER|UNDER)$/).first().waitFor();
    await dialog.getByText('Predicted total', { exact: false }).waitFor();
    await dialog.getByRole('progressbar', { name: /^Chance of the (over|under)$/ }).waitFor();
    await dialog.getByText('No posted prices: manually entered total', { exact: true }).waitFor();
    await dialog.getByRole('region', { name: 'Stat comparison' }).getByText(/^Stat edge: (OVER|UNDER) 47\.5/).waitFor();
    await dialog.getByRole('button', { name: 'Run 100 Game Simulation' }).click();
    await waitForSimulation(dialog, 'Average total');
    await dialog.getByText('Over', { exact: true }).waitFor();
    await dialog.getByText('Under', { exact: true }).waitFor();
    await dialog.locator('svg.recharts-surface').first().waitFor();
    await screenshot(page, 'over-under-manual');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('predicts a scheduled game with its posted prices', async () => {
    const { page, errors } = await openPage();
    await page.goto('/over-under');
    await page.getByText(/^O\/U: /).first().waitFor();
    await page.getByText(/^via /).first().waitFor();
    const fitted = fittedModelWithKickoff(page);
    await page.getByRole('button', { name: /^Get Prediction: / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Over/Under Prediction' });
    await dialog.getByText(/over\/under prices\)$/).waitFor();
    expect(await fitted).toBe(200);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("offers Try Again after 'Error loading scheduled games' and loads the games with totals", async () => {
    const { page, errors } = await openPage();
    await retryScheduleAfterError(page, '/over-under', '**/api/gamehub', page.getByText(/^O\/U: /).first());
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits a 390 px phone with no horizontal scroll', async () => {
    const { page, errors } = await openPage(390);
    await page.goto('/over-under');
    await page.getByText(/^O\/U: /).first().waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'over-under-390');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
