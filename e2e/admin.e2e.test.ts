import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from './browser.ts';

const e2e = useBrowser();
const adminUsername = inject('adminUsername');
const adminPassword = inject('adminPassword');

describe('admin in Chromium (docs/product/accounts-and-admin.md)', () => {
  it('refuses wrong credentials, then lists the accounts and signs out', async () => {
    const page = await e2e.newPage();
    await page.goto('/admin');
    await page.waitForURL('**/admin-login');

    await page.getByLabel('Username').fill(adminUsername);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Authentication Failed' });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('Invalid credentials or insufficient privileges');
    await page.getByText('Access to this area is logged and monitored.', { exact: true }).waitFor();

    await page.getByLabel('Password', { exact: true }).fill(adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin');
    for (const card of ['Total Users', 'Active Subscriptions', 'Admin Accounts', 'Recent Logins (24h)']) {
      await page.getByText(card, { exact: true }).waitFor();
    }
    // The cards render before the accounts table has loaded; allTextContents does not wait.
    await page.getByRole('columnheader', { name: 'Last Login' }).waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers.map((h) => h.trim())).toEqual(['User', 'Email', 'Role', 'Subscription', 'Status', 'Duration', 'Created', 'Last Login']);
    await page.getByRole('cell', { name: adminUsername }).waitFor();
    await screenshot(page, 'admin-1280');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/admin-login');
    await page.context().close();
  });
});
