import type { Locator, Page } from 'playwright-core';

/** Picks a choice of the app's shared select: opens it, clicks the option (its list opens outside any dialog). */
export async function choose(page: Page, select: Locator, option: string | { first: true }): Promise<void> {
  await select.click();
  const options = page.getByRole('listbox').getByRole('option');
  await (typeof option === 'string' ? options.filter({ hasText: option }) : options.first()).click();
}

/**
 * Closes a dialog as a bettor does from the keyboard, with one Escape, and waits until it is gone (a header control
 * under an open modal dialog is hidden from the page's roles).
 */
export async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.page().keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}
