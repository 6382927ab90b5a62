import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { formatMoney, manualParlayTicket } from '@playbook/core';
import { manualParlayRequestSchema, PARLAY_MAX_LEGS, PARLAY_NOTES_MAX, type ManualParlayRequest, type ParlayLegBody } from '@playbook/contracts';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ChoiceSelect } from '@/components/choice-select';
import { usePriceFormat, ODDS_INPUT_MODE } from '@/lib/odds-format';
import { useRemovalFocus } from '@/lib/use-removal-focus';
import { FormActions } from './form-actions';
import { textareaClass } from './update-status-dialog';

const LEG_TYPES: { value: ParlayLegBody['type']; label: string }[] = [
  { value: 'spread', label: 'Spread' },
  { value: 'moneyline', label: 'Moneyline' },
  { value: 'total', label: 'Total' },
];

const newLeg = (): ParlayLegBody => ({ game: '', selection: '', odds: -110, type: 'spread' });
/** An empty optional field is no value, not an empty string the contract would refuse. */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalNumber = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

/** The ticket as typed so far, from core; null while the form does not parse. */
function ticketOf(values: unknown): ReturnType<typeof manualParlayTicket> | null {
  const parsed = manualParlayRequestSchema.safeParse(values);
  if (!parsed.success) return null;
  try {
    return manualParlayTicket(parsed.data);
  } catch {
    return null;
  }
}

function TicketPreview({ values }: { values: unknown }) {
  const price = usePriceFormat();
  const ticket = ticketOf(values);
  if (!ticket) return null;
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      Total odds {price(ticket.totalOdds)} · pays {formatMoney(ticket.potentialPayout)} if it wins
    </p>
  );
}

interface ManualParlayFormProps {
  busy: boolean;
  onAdd: (request: ManualParlayRequest) => void;
  onCancel: () => void;
}

/** Beyond the spec: a parlay placed elsewhere, by hand (react-hook-form on the contract's schema). */
export function ManualParlayForm({ busy, onAdd, onCancel }: ManualParlayFormProps) {
  const form = useForm({
    resolver: zodResolver(manualParlayRequestSchema),
    defaultValues: { legs: [newLeg(), newLeg()], stakeAmount: 10 },
  });
  const { control, register, formState } = form;
  const { errors } = formState;
  const { fields, append, remove } = useFieldArray({ control, name: 'legs' });
  // A removed leg takes its Remove Leg with it: the focus goes to the leg now in its place. Down to one leg,
  // whose Remove Leg is disabled (so not marked), it goes to Add Leg, the control beside the list.
  const { listRef, fallbackRef, removing } = useRemovalFocus<HTMLOListElement, HTMLButtonElement>(fields);
  const canRemove = fields.length > 1;
  const values = useWatch({ control });
  const submit = form.handleSubmit((request) => onAdd(request));
  const legsError = errors.legs?.root?.message ?? errors.legs?.message;

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">Legs</legend>
        <ol ref={listRef} className="grid gap-3">
          {fields.map((field, index) => {
            const legErrors = errors.legs?.[index];
            return (
              <li key={field.id} className="grid gap-3 rounded-md border p-3" aria-label={`Leg ${index + 1}`}>
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField label="Game" error={legErrors?.game?.message}>
                    {(c) => <Input {...c} placeholder="KC @ BUF" {...register(`legs.${index}.game`)} />}
                  </FormField>
                  <FormField label="Selection" error={legErrors?.selection?.message}>
                    {(c) => <Input {...c} placeholder="KC -3.5" {...register(`legs.${index}.selection`)} />}
                  </FormField>
                </div>
                <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-3">
                  <FormField label="Odds" error={legErrors?.odds?.message}>
                    {(c) => <Input {...c} type="number" inputMode={ODDS_INPUT_MODE} step={1} {...register(`legs.${index}.odds`, { valueAsNumber: true })} />}
                  </FormField>
                  <FormField label="Type" error={legErrors?.type?.message}>
                    {(c) => (
                      <Controller
                        control={control}
                        name={`legs.${index}.type`}
                        render={({ field: typeField }) => (
                          <ChoiceSelect {...c} value={typeField.value} choices={LEG_TYPES} onBlur={typeField.onBlur} onChange={typeField.onChange} />
                        )}
                      />
                    )}
                  </FormField>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove Leg ${index + 1}`}
                    disabled={!canRemove}
                    data-remove={canRemove || undefined}
                    onClick={() => {
                      removing(index);
                      remove(index);
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        {legsError && <p className="text-sm text-destructive">{legsError}</p>}
        <div>
          <Button ref={fallbackRef} variant="outline" size="sm" disabled={fields.length >= PARLAY_MAX_LEGS} onClick={() => append(newLeg())}>
            <Plus aria-hidden="true" />
            Add Leg
          </Button>
        </div>
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Stake ($)" error={errors.stakeAmount?.message}>
          {(c) => <Input {...c} type="number" inputMode="decimal" step={0.01} min={0.01} {...register('stakeAmount', { valueAsNumber: true })} />}
        </FormField>
        <FormField label="Ticket Odds (optional)" error={errors.totalOdds?.message}>
          {(c) => <Input {...c} type="number" inputMode={ODDS_INPUT_MODE} step={1} placeholder="From the legs" {...register('totalOdds', { setValueAs: optionalNumber })} />}
        </FormField>
        <FormField label="Placed On (optional)" error={errors.placedOn?.message}>
          {(c) => <Input {...c} type="date" {...register('placedOn', { setValueAs: emptyAsUndefined })} />}
        </FormField>
      </div>
      <FormField label="Notes (optional)" error={errors.notes?.message}>
        {(c) => <textarea {...c} className={textareaClass} maxLength={PARLAY_NOTES_MAX} {...register('notes', { setValueAs: emptyAsUndefined })} />}
      </FormField>
      <TicketPreview values={values} />
      <FormActions busy={busy} submitLabel="Add Parlay" busyLabel="Adding..." onCancel={onCancel} />
    </form>
  );
}
