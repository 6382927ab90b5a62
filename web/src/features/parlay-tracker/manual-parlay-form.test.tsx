import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { pressFocused as press } from '@/test/press-focused';
import { ManualParlayForm } from './manual-parlay-form';

afterEach(cleanup);

describe('Manual parlay form: the focus after Remove Leg (ADR 036)', () => {
  it("gives the focus to the Remove Leg now in the removed leg's place, then to Add Leg once one leg is left", async () => {
    render(<ManualParlayForm busy={false} onAdd={() => undefined} onCancel={() => undefined} />);
    press('Add Leg');
    await screen.findByRole('button', { name: 'Remove Leg 3' });
    press('Remove Leg 2');
    await screen.findByRole('button', { name: 'Remove Leg 2' });
    expect(screen.queryByRole('button', { name: 'Remove Leg 3' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Leg 2' })));
    press('Remove Leg 2');
    await expect.poll(() => screen.queryByRole('button', { name: 'Remove Leg 2' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Leg' })));
  });
});

describe('Manual parlay form: the same leg twice', () => {
  it('says which leg the repeated one repeats, under its selection, and adds nothing', async () => {
    const added: unknown[] = [];
    render(<ManualParlayForm busy={false} onAdd={(request) => added.push(request)} onCancel={() => undefined} />);
    for (const [index, selection] of [[1, 'KC -3.5'], [2, 'kc  -3.5']] as const) {
      const leg = within(screen.getByRole('listitem', { name: `Leg ${index}` }));
      fireEvent.change(leg.getByLabelText('Game'), { target: { value: 'KC @ BUF' } });
      fireEvent.change(leg.getByLabelText('Selection'), { target: { value: selection } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Add Parlay' }));
    const message = 'This leg repeats leg 1: the same game and selection';
    await screen.findByText(message);
    expect(within(screen.getByRole('listitem', { name: 'Leg 2' })).getByText(message)).toBeTruthy();
    expect(added).toHaveLength(0);
  });
});
