import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { horizontalOverflow, openDashboard, screenshot, useBrowser } from './browser.ts';
import { signIn, signUp, uniqueName } from './accounts.ts';

const e2e = useBrowser();
const { baseURL } = e2e;

/** Opens a second tab of `page`'s context (same cookie) and signs `username` out there; returns that tab, on /auth. */
async function signOutInAnotherTab(page: Page, username: string): Promise<Page> {
  const other = await page.context().newPage();
  await openDashboard(other);
  await other.getByRole('button', { name: new RegExp(username) }).click();
  await other.getByRole('menuitem', { name: 'Sign Out' }).click();
  await other.waitForURL('**/auth');
  return other;
}

describe('accounts in Chromium (docs/product/accounts-and-admin.md)', () => {
  it('sends a signed-out visitor of a product screen to /auth', async () => {
    const page = await e2e.newPage();
    await page.goto('/game-hub');
    await page.waitForURL('**/auth');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await page.context().close();
  });

  it('signs up, signs out and signs back in, with the toasts of docs/product/accounts-and-admin.md', async () => {
    const page = await e2e.newPage();
    const username = uniqueName('fan');
    await signUp(page, username, 'a good password');
    await page.waitForURL(`${baseURL}/`);
    await page.getByText('Account created!', { exact: true }).waitFor();
    await page.getByText(`Welcome to Playbook, ${username}!`, { exact: true }).waitFor();
    await page.getByRole('link', { name: /H2H Predictor/ }).waitFor();

    // A signed-in user on /auth goes to /.
    await page.goto('/auth');
    await page.waitForURL(`${baseURL}/`);

    await page.getByRole('button', { name: new RegExp(username) }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth');
    await page.getByText('You have been successfully signed out', { exact: true }).waitFor();

    await signIn(page, username, 'a wrong password');
    await page.getByText('Login failed', { exact: true }).waitFor();
    await page.getByText('Invalid username or password', { exact: true }).waitFor();

    await signIn(page, username, 'a good password');
    await page.waitForURL(`${baseURL}/`);
    await page.getByText(`Signed in as ${username}`, { exact: true }).waitFor();
    await page.context().close();
  });

  it('moves a tab to /auth, without a click, when another tab signs out (ADR 001 stop 23)', async () => {
    const page = await e2e.newPage();
    const username = uniqueName('twotabs');
    await signUp(page, username, 'a good password');
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole('heading', { name: 'NFL Dashboard' }).waitFor();
    // The second tab shares the cookies and signs out; the first hears of it over the BroadcastChannel.
    await signOutInAnotherTab(page, username);
    await page.waitForURL('**/auth');
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    // The visitor signed out themselves (in the other tab): no "Session ended" here.
    expect(await page.getByText('Session ended', { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('names the new user in a tab when another tab signs in as a different account (ADR 001 stop 23)', async () => {
    const page = await e2e.newPage();
    const first = uniqueName('tabone');
    const second = uniqueName('tabtwo');
    const elsewhere = await e2e.newPage();
    await signUp(elsewhere, second, 'a good password');
    await elsewhere.waitForURL(`${baseURL}/`);
    await elsewhere.context().close();
    await signUp(page, first, 'a good password');
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole('button', { name: new RegExp(first) }).waitFor();
    // The other tab signs out (this tab follows to /auth), then signs in as another account on the same cookie.
    const other = await signOutInAnotherTab(page, first);
    await page.waitForURL('**/auth');
    await signIn(other, second, 'a good password');
    await other.waitForURL(`${baseURL}/`);
    // This tab's guard sees the new user: it leaves /auth and its header names them, without a reload.
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole('button', { name: new RegExp(second) }).waitFor();
    expect(await page.getByRole('button', { name: new RegExp(first) }).count()).toBe(0);
    await page.context().close();
  });

  it('refuses a second account with an email address already used, whatever its case, and says so (ADR 079)', async () => {
    const first = uniqueName('mail');
    const page = await e2e.newPage();
    await signUp(page, first, 'a good password');
    await page.waitForURL(`${baseURL}/`);
    await page.context().close();

    const other = await e2e.newPage();
    await other.goto('/auth');
    await other.getByRole('tab', { name: 'Sign Up' }).click();
    const panel = other.getByRole('tabpanel', { name: 'Sign Up' });
    await panel.getByLabel('Username').fill(uniqueName('mail'));
    await panel.getByLabel('Email').fill(`${first.toUpperCase()}@EXAMPLE.COM`);
    await panel.getByLabel('Password').fill('a good password');
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await other.getByText('An account with this email already exists').first().waitFor();
    expect(new URL(other.url()).pathname).toBe('/auth');
    await other.context().close();
  });

  it('shows field errors before sending an invalid sign-up', async () => {
    const page = await e2e.newPage();
    await signUp(page, 'ab', 'short');
    await page.getByText('Username must be at least 3 characters', { exact: true }).waitFor();
    await page.getByText('Password must be at least 8 characters', { exact: true }).waitFor();
    expect(page.url()).toBe(`${baseURL}/auth`);
    await page.context().close();
  });

  it('shows the 404 card for an unknown path', async () => {
    const page = await e2e.newPage();
    await page.goto('/no-such-page');
    await page.getByText('Page Not Found', { exact: true }).waitFor();
    await page.context().close();
  });

  it('fits a 390 px phone: short nav labels and no horizontal scroll', async () => {
    const page = await e2e.newPage(390);
    await signUp(page, uniqueName('phone'), 'a good password');
    await page.waitForURL(`${baseURL}/`);
    // Links keep their full accessible name; the visible text is the short label.
    await page.getByRole('navigation').getByRole('link', { name: 'H2H (H2H Predictor)', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'NFL Dashboard' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'shell-390');
    await page.context().close();
  });
});
