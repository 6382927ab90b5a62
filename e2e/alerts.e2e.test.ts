import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveBettingLinesResponseSchema } from '@playbook/contracts';
import { newSignedInPage } from './accounts.ts';
import { violations } from './axe.ts';
import { artifactsDir, horizontalOverflow, openDashboard, pageErrors, useBrowser } from './browser.ts';
import { choose, closeDialog } from './dialog-controls.ts';
import { nflMovedLine, slateLineOf, startClockedDemoServer, type ClockedDemoServer } from './clocked-demo-server.ts';

const e2e = useBrowser();

/** A same-origin call from the page, as the app's own screens make it. */
const call = (method: string, url: string, body?: unknown) =>
  ({ method, url, body }) as const;

// An alert rule made in the alert centre, a refresh, and the alert in the header of the page already open (no reload):
// here a +EV rule on the shared server (the refresh's board raises it); below, a watched line a refresh moves.
describe('an alert reaches the open page', () => {
  it('shows the unread count and the alert after a refresh, without a reload', async () => {
    const page = await e2e.newSignedInPage(390);
    const errors = pageErrors(page);
    await openDashboard(page);
    const send = async (request: ReturnType<typeof call>) =>
      page.evaluate(async ({ method, url, body }) => {
        const response = await fetch(url, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
        return response.status;
      }, request);
    // The rule, made in the alert centre.
    await page.getByRole('button', { name: 'Alerts' }).click();
    await choose(page, page.getByLabel('Tell me when'), 'A +EV line appears');
    await page.getByLabel('Minimum EV %').fill('0.1');
    await page.getByRole('button', { name: 'Add alert' }).click();
    await page.getByRole('list', { name: 'Alert rules' }).getByRole('listitem').first().waitFor();
    await page.keyboard.press('Escape');
    expect(await send(call('POST', '/api/teams/refresh-all'))).toBe(200);
    const bell = page.getByRole('button', { name: /^Alerts, \d+ unread$/ });
    await bell.waitFor({ timeout: 60_000 });
    await bell.click();
    const list = page.getByRole('list', { name: 'Alert list' });
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await list.getByRole('listitem').first().innerText()).toContain('+EV');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: path.join(artifactsDir, 'alert-centre-390.png') });
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByText('You are all caught up.').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

const signed = (odds: number): string => (odds > 0 ? `+${odds}` : String(odds));

// A watched line: the rule made on the alert centre's form (game, line, threshold), then the refresh after the
// line's kick-off, when the demo's book slow to move an underdog's price moves it; the alert reaches the open page.
describe('a watched line moves', () => {
  const moved = nflMovedLine();
  let server: ClockedDemoServer | undefined;
  beforeAll(async () => {
    server = await startClockedDemoServer(moved.before);
  });
  afterAll(() => server?.close());

  it('alerts the open page when a refresh moves the line past the threshold, without a reload', async () => {
    if (server === undefined) throw new Error('The clocked server starts in beforeAll');
    const page = await newSignedInPage(e2e.browser, server.baseURL, 390);
    const errors = pageErrors(page);
    const { lines } = liveBettingLinesResponseSchema.parse(await (await page.request.get('/api/live/betting-lines')).json());
    const line = slateLineOf(lines, moved.matchup, moved.description, moved.bookmaker);
    expect(line.odds).toBe(moved.oldOdds);

    await page.getByRole('button', { name: 'Alerts' }).click();
    const centre = page.getByRole('dialog', { name: 'Alerts' });
    const field = (label: string) => centre.getByLabel(label, { exact: true });
    await choose(page, field('Game'), line.matchup);
    await choose(page, field('Line'), `${line.bookmaker}: ${line.description} at ${signed(line.odds)}`);
    await choose(page, field('When it reaches'), moved.newOdds > moved.oldOdds ? 'At or above' : 'At or below');
    await field('Threshold').fill(signed(moved.newOdds));
    await centre.getByRole('button', { name: 'Add alert' }).click();
    const rule = centre.getByRole('list', { name: 'Alert rules' }).getByRole('listitem');
    await rule.first().waitFor({ timeout: 60_000 });
    expect(await rule.first().innerText()).toContain(`at or ${moved.newOdds > moved.oldOdds ? 'above' : 'below'} ${signed(moved.newOdds)}`);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: path.join(artifactsDir, 'alert-line-rule-390.png') });
    // The sign-up toast is often still up here, above the dialog: one Escape still closes the dialog.
    await closeDialog(centre);

    server.setNow(moved.after);
    await server.refreshNfl();
    const bell = page.getByRole('button', { name: 'Alerts, 1 unread' });
    await bell.waitFor({ timeout: 60_000 });
    await bell.click();
    const alert = page.getByRole('list', { name: 'Alert list' }).getByRole('listitem').first();
    expect(await alert.innerText()).toContain('Line moved');
    expect(await alert.innerText()).toContain(`The price is now ${signed(moved.newOdds)}`);
    await page.screenshot({ path: path.join(artifactsDir, 'alert-line-moved-390.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

// The rules screen in the alert centre: one rule of every kind made on its form, the server's message naming the
// field of a mistake, mute and delete, and the form closed at the most rules an account keeps.
describe('the alert rules screen', () => {
  it('makes, shows, mutes and deletes every kind of rule, and stops at 50', async () => {
    const page = await e2e.newSignedInPage(1280);
    const errors = pageErrors(page);
    await page.getByRole('button', { name: 'Alerts' }).click();
    const centre = page.getByRole('dialog', { name: 'Alerts' });
    const field = (label: string) => centre.getByLabel(label, { exact: true });
    const add = centre.getByRole('button', { name: 'Add alert' });
    const rules = centre.getByRole('list', { name: 'Alert rules' }).getByRole('listitem');
    await centre.getByText('No rules yet.').waitFor({ timeout: 60_000 });

    // A line rule without its line: the server's answer names the field, nothing is stored.
    await field('Game').waitFor({ timeout: 60_000 });
    await add.click();
    const problems = centre.getByRole('alert').getByRole('paragraph');
    await expect.poll(() => problems.allInnerTexts(), { timeout: 60_000 }).toEqual(['Line must be a line id', 'Threshold must be a number']);
    expect(await field('Threshold').getAttribute('aria-invalid')).toBe('true');
    await choose(page, field('Game'), { first: true });
    await choose(page, field('Line'), { first: true });
    await field('Threshold').fill('+5000');
    await add.click();
    await expect.poll(() => rules.count()).toBe(1);

    await choose(page, field('Tell me when'), 'A +EV line appears');
    await field('Minimum EV %').fill('4');
    await centre.getByLabel('NCAA').uncheck();
    await centre.getByLabel('Total').uncheck();
    await add.click();
    await rules.filter({ hasText: '+EV of 4 % or more in NFL (moneyline, spread)' }).waitFor();

    await choose(page, field('Tell me when'), 'An arbitrage appears');
    await field('Minimum profit %').fill('1.5');
    await centre.getByLabel('NCAA').check();
    await add.click();
    await rules.filter({ hasText: 'Arbitrage of 1.5 % or more in NFL, NCAA' }).waitFor();

    await choose(page, field('Tell me when'), "A team's injury report changes");
    await choose(page, field('Team'), 'Buffalo Bills');
    await centre.getByLabel('WR').check();
    await add.click();
    await rules.filter({ hasText: 'BUF (NFL) injury report changes for QB, WR' }).waitFor();

    // From the keyboard: the kind chosen (the list opened, the last choice but one), then Tab to the button and Enter.
    await field('Tell me when').focus();
    await page.keyboard.press('Enter');
    const focusedOption = () => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'option' ? document.activeElement.textContent : null));
    await expect.poll(focusedOption).toBe("A team's injury report changes");
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedOption).toBe('A tracked parlay settles');
    await page.keyboard.press('Enter');
    await expect.poll(() => field('Tell me when').innerText()).toBe('A tracked parlay settles');
    await page.keyboard.press('Tab');
    // Focus moves when the closed list hands it back: waited for, not read at once (a busy machine lags a frame).
    await expect.poll(() => add.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await rules.filter({ hasText: 'A tracked parlay settles' }).waitFor();
    await centre.getByRole('heading', { name: 'Your alert rules (5 of 50)' }).waitFor();
    await page.screenshot({ path: path.join(artifactsDir, 'alert-rules-1280.png') });
    // On a phone: the longest kind's fields fit the dialog.
    await page.setViewportSize({ width: 390, height: 900 });
    await choose(page, field('Tell me when'), "A team's injury report changes");
    await field('Team').waitFor();
    expect(await centre.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: path.join(artifactsDir, 'alert-rules-injury-390.png') });
    expect(await violations(page)).toEqual([]);
    await choose(page, field('Tell me when'), 'A line I watch moves');
    await choose(page, field('Game'), { first: true });
    expect(await violations(page)).toEqual([]);
    await choose(page, field('Tell me when'), 'A tracked parlay settles');

    await centre.getByRole('button', { name: 'Mute A tracked parlay settles' }).click();
    await centre.getByRole('button', { name: 'Unmute A tracked parlay settles' }).waitFor();
    await centre.getByRole('button', { name: /^Delete Arbitrage/ }).click();
    await expect.poll(() => rules.count()).toBe(4);

    // The rest up to 50 through the API the form uses (each a rule of its own: the same rule twice is refused);
    // then the form says why it is closed.
    const arbitrageRule = (minProfitPercent: number) => ({ data: { kind: 'arbitrage', minProfitPercent, leagues: ['NFL'] } });
    for (let made = 4; made < 50; made++) {
      const response = await page.request.post('/api/alerts/rules', arbitrageRule(made));
      expect(response.status()).toBe(201);
    }
    const over = await page.request.post('/api/alerts/rules', arbitrageRule(99));
    expect(over.status()).toBe(409);
    expect(await over.json()).toMatchObject({ error: { code: 'LIMIT_REACHED' } });
    await closeDialog(centre);
    await page.getByRole('button', { name: 'Alerts' }).click();
    await centre.getByRole('heading', { name: 'Your alert rules (50 of 50)' }).waitFor();
    expect(await add.isDisabled()).toBe(true);
    await centre.getByText('delete one to add another', { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
