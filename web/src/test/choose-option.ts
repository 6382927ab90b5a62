import { fireEvent, screen } from '@testing-library/react';

/** Picks a choice of a shared select (components/choice-select.tsx) as a bettor does: opens it, clicks the option. */
export async function chooseOption(select: string, option: string | RegExp): Promise<void> {
  fireEvent.click(screen.getByRole('combobox', { name: select }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
