import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { glossaryEntry } from '@playbook/core';
import { GlossaryHelp, GlossaryTooltipProvider } from './glossary-help';

describe('GlossaryHelp (docs/product/odds-and-storage.md)', () => {
  afterEach(cleanup);

  const renderHelp = () =>
    render(
      <GlossaryTooltipProvider>
        <GlossaryHelp glossaryKey="risk_fraction" label="Risk Fraction" />
      </GlossaryTooltipProvider>,
    );

  it('opens when pressed, as a tap on a phone (no hover, and a tap focus does not open it): it closed instead', async () => {
    renderHelp();
    const help = screen.getByRole('button', { name: 'About Risk Fraction' });
    fireEvent.pointerDown(help);
    fireEvent.click(help);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain(glossaryEntry('risk_fraction')?.definition);
    // Pressed again it stays open (a second tap does not hide what the first showed); Escape closes it.
    fireEvent.click(help);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('still opens on focus and closes on blur, for the keyboard', async () => {
    renderHelp();
    const help = screen.getByRole('button', { name: 'About Risk Fraction' });
    act(() => help.focus());
    expect((await screen.findByRole('tooltip')).textContent).toContain(glossaryEntry('risk_fraction')?.title);
    act(() => help.blur());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('renders nothing for a key the glossary does not know', () => {
    render(
      <GlossaryTooltipProvider>
        <GlossaryHelp glossaryKey="no_such_metric" label="Nothing" />
      </GlossaryTooltipProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
