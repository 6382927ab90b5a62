import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';

let counter = 0;
// Several files run at once (e2e/vitest.config.ts), each in its own worker with its own counter: the worker's own
// random tag keeps two names made in the same millisecond apart.
const workerTag = randomBytes(3).toString('hex');

/** A username no other test uses, so files can share one server: the prefix and 16 or 17 characters (32 allowed). */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${workerTag}${counter}`;
}

/** How long a wait or an action may take on a busy machine before the test fails: a bound, not a timing. */
export const E2E_WAIT_BOUND_MS = 60_000;

/** A new page in its own browser context (its own cookies), at the given width. */
export async function newPage(browser: Browser, baseURL: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  // A bound on every wait and action, as the e2e config bounds expect.poll (Playwright's own is 30 s).
  context.setDefaultTimeout(E2E_WAIT_BOUND_MS);
  return context.newPage();
}

/** Fills and submits the Sign Up tab of /auth. */
export async function signUp(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByLabel('Username').fill(username);
  await panel.getByLabel('Email').fill(`${username}@example.com`);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Create Account' }).click();
}

/** Fills and submits the Sign In tab of /auth (the page must be on it). */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Username').fill(username);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

/** A page signed in as a brand-new user, on the dashboard. */
export async function newSignedInPage(browser: Browser, baseURL: string, width = 1280): Promise<Page> {
  const page = await newPage(browser, baseURL, width);
  await signUp(page, uniqueName('fan'), 'a good password');
  await page.waitForURL(`${baseURL}/`);
  return page;
}
