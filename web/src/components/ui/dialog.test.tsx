import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChoiceSelect } from '@/components/choice-select';
import { toast } from '@/lib/toast';
import { isolateScreenTests } from '@/test/render-screen';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { Toaster } from './toaster';

const KINDS = [
  { value: 'line', label: 'A line I watch moves' },
  { value: 'settled', label: 'A tracked parlay settles' },
] as const;

/** An open dialog with a shared select in it, beside the app's toaster. */
function OpenDialog() {
  const [open, setOpen] = useState(true);
  const [kind, setKind] = useState<(typeof KINDS)[number]['value']>('line');
  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Alerts</DialogTitle>
          <DialogDescription>You are all caught up.</DialogDescription>
          <ChoiceSelect aria-label="Tell me when" value={kind} choices={KINDS} onChange={setKind} />
        </DialogContent>
      </Dialog>
      <Toaster />
    </>
  );
}

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

isolateScreenTests();

describe('a dialog and the Escape key', () => {
  // Radix stacks its layers in the order they appear: a toast shown after the dialog opened (the sign-up toast,
  // whose code loads with it) stood above the dialog and took the first Escape, closing only itself.
  it('closes on one Escape when a toast came up after it opened', async () => {
    render(<OpenDialog />);
    await screen.findByRole('dialog', { name: 'Alerts' });
    act(() => void toast({ title: 'Account created!' }));
    await screen.findByText('Account created!');
    pressEscape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("lets an Escape close an open select's list first, the dialog staying open", async () => {
    render(<OpenDialog />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Tell me when' }));
    await screen.findByRole('listbox');
    pressEscape();
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Alerts' })).toBeTruthy();
    pressEscape();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
