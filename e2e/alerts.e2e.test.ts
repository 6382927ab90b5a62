import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactsDir, horizontalOverflow, pageErrors, useBrowser } from './browser.ts';

const e2e = useBrowser();

/** A same-origin call from the page, as the app's own screens make it. */
const call = (method: string, url: string, body?: unknown) =>
  ({ method, url, body }) as const;

// An alert rule made in the alert centre, a refresh, and the alert in the header of the page already open (no reload). The
// demo season's prices never move, so the rule is a +EV one: the refresh's board raises it.
describe('an alert reaches the open page', () => {
  it('shows the unread count and the alert after a refresh, without a reload', async () => {
    const page = await e2e.newSignedInPage(390);
    const errors = pageErrors(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Alerts' }).waitFor({ timeout: 30_000 });
    const send = async (request: ReturnType<typeof call>) =>
      page.evaluate(async ({ method, url, body }) => {
        const response = await fetch(url, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
        return response.status;
      }, request);
    // The rule, made in the alert centre.
    await page.getByRole('button', { name: 'Alerts' }).click();
    await page.getByLabel('Tell me when').selectOption('ev');
    await page.getByLabel('Minimum EV %').fill('0.1');
    await page.getByRole('button', { name: 'Add alert' }).click();
    await page.getByRole('list', { name: 'Alert rules' }).getByRole('listitem').first().waitFor();
    await page.keyboard.press('Escape');
    expect(await send(call('POST', '/api/teams/refresh-all'))).toBe(200);
    const bell = page.getByRole('button', { name: /^Alerts, \d+ unread$/ });
    await bell.waitFor({ timeout: 30_000 });
    await bell.click();
    const list = page.getByRole('list', { name: 'Alert list' });
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await list.getByRole('listitem').first().innerText()).toContain('+EV');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: path.join(artifactsDir, 'alert-centre-390.png') });
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByText('You are all caught up.').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
