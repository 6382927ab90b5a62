import type { Locator, Page } from 'playwright-core';

/** Picks a choice of the app's shared select: opens it, clicks the option (its list opens outside any dialog). */
export async function choose(page: Page, select: Locator, option: string | { first: true }): Promise<void> {
  await select.click();
  const options = page.getByRole('listbox').getByRole('option');
  await (typeof option === 'string' ? options.filter({ hasText: option }) : options.first()).click();
}

/**
 * Closes a dialog with its Close button and waits until it is gone: after the alert centre's selects were used,
 * the dialog can miss the first Escape (a known gap, not yet mended), and a header
 * control under an open modal dialog is hidden from the page's roles.
 */
export async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}
