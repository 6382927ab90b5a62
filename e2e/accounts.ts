import type { Browser, Page } from 'playwright-core';

let counter = 0;
/** A username no other test uses, so files can share one server. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}`;
}

/** A new page in its own browser context (its own cookies), at the given width. */
export async function newPage(browser: Browser, baseURL: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
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
