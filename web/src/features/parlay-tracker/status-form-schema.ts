import { z } from 'zod';
import { parlayStatusDialogDefault, PARLAY_UPDATE_STATUSES } from '@playbook/core';
import { parlayStatusUpdateSchema, type ParlayHistoryItem } from '@playbook/contracts';

/**
 * The Update Parlay Status form (docs/product/parlay-tracker.md) as typed text, turned into the PATCH body (actualPayout
 * only if entered, notes only if non-empty) and then checked by the contract's own schema, so the dialog and
 * the server refuse the same things with the same words.
 */
export const statusFormSchema = z
  .object({
    status: z.enum(PARLAY_UPDATE_STATUSES),
    actualPayout: z.string(),
    notes: z.string(),
  })
  .transform((form): Record<string, unknown> => {
    const payout = form.actualPayout.trim();
    return {
      status: form.status,
      ...(payout === '' ? {} : { actualPayout: Number(payout) }),
      ...(form.notes.trim() === '' ? {} : { notes: form.notes }),
    };
  })
  .pipe(parlayStatusUpdateSchema);

export type StatusFormValues = z.input<typeof statusFormSchema>;

/**
 * Status: won for a pending parlay, else its current status (docs/product/parlay-tracker.md). Payout and notes start as stored,
 * so saving again keeps them; emptying a field removes it (the server clears what the body leaves out).
 */
export function statusFormDefaults(parlay: ParlayHistoryItem): StatusFormValues {
  return {
    status: parlayStatusDialogDefault(parlay.status),
    actualPayout: parlay.actualPayout === null ? '' : parlay.actualPayout.toFixed(2),
    notes: parlay.notes ?? '',
  };
}
