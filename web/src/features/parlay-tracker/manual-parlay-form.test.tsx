import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
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
