import { fireEvent, screen } from '@testing-library/react';

/** Presses a button as the keyboard does: focused first, so a test can see where the focus goes after it (ADR 036). */
export function pressFocused(name: string): void {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
}
