import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney, PARLAY_STATUS_LABELS, PARLAY_UPDATE_STATUSES } from '@playbook/core';
import { PARLAY_NOTES_MAX, type ParlayHistoryItem, type ParlayStatusUpdate } from '@playbook/contracts';
import { FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { FormActions } from './form-actions';
import { statusFormDefaults, statusFormSchema } from './status-form-schema';

export const textareaClass =
  'min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive sm:text-sm';

interface UpdateStatusFormProps {
  parlay: ParlayHistoryItem;
  saving: boolean;
  onCancel: () => void;
  onSave: (update: ParlayStatusUpdate) => void;
}

function UpdateStatusForm({ parlay, saving, onCancel, onSave }: UpdateStatusFormProps) {
  const form = useForm({ resolver: zodResolver(statusFormSchema), defaultValues: statusFormDefaults(parlay) });
  const { errors } = form.formState;
  const submit = form.handleSubmit((update) => onSave(update));
  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <dl className="grid grid-cols-2 gap-2 rounded-md bg-muted/50 p-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Stake</dt>
          <dd className="font-medium tabular-nums">{formatMoney(parlay.stakeAmount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Potential Payout</dt>
          <dd className="font-medium tabular-nums">{formatMoney(parlay.potentialPayout)}</dd>
        </div>
      </dl>
      <FormField label="Status" error={errors.status?.message}>
        {(c) => (
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                value={field.value}
                onValueChange={(next) => {
                  const status = PARLAY_UPDATE_STATUSES.find((value) => value === next);
                  if (status) field.onChange(status);
                }}
              >
                <SelectTrigger {...c} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {PARLAY_UPDATE_STATUSES.map((status) => (
                    <SelectItem key={status} value={status}>
                      {PARLAY_STATUS_LABELS[status]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        )}
      </FormField>
      <FormField label="Actual Payout (optional)" error={errors.actualPayout?.message}>
        {(c) => <Input {...c} type="number" inputMode="decimal" step={0.01} min={0} placeholder="0.00" {...form.register('actualPayout')} />}
      </FormField>
      <FormField label="Notes (optional)" error={errors.notes?.message}>
        {(c) => <textarea {...c} className={textareaClass} maxLength={PARLAY_NOTES_MAX} {...form.register('notes')} />}
      </FormField>
      <FormActions busy={saving} submitLabel="Update Status" busyLabel="Updating..." onCancel={onCancel} />
    </form>
  );
}

interface UpdateStatusDialogProps {
  parlay: ParlayHistoryItem | null;
  saving: boolean;
  onClose: () => void;
  onSave: (update: ParlayStatusUpdate) => void;
}

/** docs/product/parlay-tracker.md Update Parlay Status: description, stake and payout; status, optional payout and notes. */
export function UpdateStatusDialog({ parlay, saving, onClose, onSave }: UpdateStatusDialogProps) {
  return (
    <Dialog open={parlay !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Update Parlay Status</DialogTitle>
          <DialogDescription className="break-words">{parlay?.parlayDescription}</DialogDescription>
        </DialogHeader>
        {/* Keyed by parlay so each opening starts from that parlay's defaults. */}
        {parlay && <UpdateStatusForm key={parlay.id} parlay={parlay} saving={saving} onCancel={onClose} onSave={onSave} />}
      </DialogContent>
    </Dialog>
  );
}
