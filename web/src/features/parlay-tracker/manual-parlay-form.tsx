import { useMemo } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { z } from 'zod';
import { formatMoney, formatOdds, manualParlayTicket, type OddsFormat } from '@playbook/core';
import {
  americanOddsField,
  manualParlayRequestSchema,
  PARLAY_MAX_LEGS,
  PARLAY_NOTES_MAX,
  parlayLegSchema,
  refuseRepeatedLegs,
  type ManualParlayRequest,
  type ParlayLegBody,
} from '@playbook/contracts';
import { FormField } from '@/components/form-field';
import { OddsInput } from '@/components/odds-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ChoiceSelect } from '@/components/choice-select';
import { useOddsFormat } from '@/lib/display-settings';
import { usePriceFormat } from '@/lib/odds-format';
import { typedOddsField } from '@/lib/odds-input';
import { useRemovalFocus } from '@/lib/use-removal-focus';
import { FormActions } from './form-actions';
import { textareaClass } from './update-status-dialog';

const LEG_TYPES: { value: ParlayLegBody['type']; label: string }[] = [
  { value: 'spread', label: 'Spread' },
  { value: 'moneyline', label: 'Moneyline' },
  { value: 'total', label: 'Total' },
];

type TypedLeg = Omit<ParlayLegBody, 'odds' | 'lineId'> & { odds: string };
const newLeg = (format: OddsFormat): TypedLeg => ({ game: '', selection: '', odds: formatOdds(-110, format), type: 'spread' });
/** An empty optional field is no value, not an empty string the contract would refuse. */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * The form's prices are typed in the bettor's odds format (ADR 056) and read as American odds, then held to the
 * contract's odds rules; every other field is the contract's own, so all of a form's errors show at once. (The
 * leg count needs no rule here: Add Leg and Remove Leg keep it within the contract's.)
 */
function typedParlaySchema(format: OddsFormat) {
  const odds = (label: string) => typedOddsField(format).pipe(americanOddsField(label));
  return manualParlayRequestSchema.extend({
    legs: z.array(parlayLegSchema.extend({ odds: odds('Odds') })).superRefine(refuseRepeatedLegs),
    totalOdds: odds('Total odds').optional(),
  });
}

/** The ticket as typed so far, from core; null while the form does not parse. */
function ticketOf(values: unknown, schema: ReturnType<typeof typedParlaySchema>): ReturnType<typeof manualParlayTicket> | null {
  const parsed = schema.safeParse(values);
  if (!parsed.success) return null;
  try {
    return manualParlayTicket(parsed.data);
  } catch {
    return null;
  }
}

function TicketPreview({ values, schema }: { values: unknown; schema: ReturnType<typeof typedParlaySchema> }) {
  const price = usePriceFormat();
  const ticket = ticketOf(values, schema);
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

/** A parlay placed elsewhere, by hand (react-hook-form on the contract's schema). */
export function ManualParlayForm({ busy, onAdd, onCancel }: ManualParlayFormProps) {
  const format = useOddsFormat();
  const schema = useMemo(() => typedParlaySchema(format), [format]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { legs: [newLeg(format), newLeg(format)], stakeAmount: 10 },
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
                    {(c) => <OddsInput {...c} {...register(`legs.${index}.odds`)} />}
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
          <Button ref={fallbackRef} variant="outline" size="sm" disabled={fields.length >= PARLAY_MAX_LEGS} onClick={() => append(newLeg(format))}>
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
          {(c) => <OddsInput {...c} placeholder="From the legs" {...register('totalOdds', { setValueAs: emptyAsUndefined })} />}
        </FormField>
        <FormField label="Placed On (optional)" error={errors.placedOn?.message}>
          {(c) => <Input {...c} type="date" {...register('placedOn', { setValueAs: emptyAsUndefined })} />}
        </FormField>
      </div>
      <FormField label="Notes (optional)" error={errors.notes?.message}>
        {(c) => <textarea {...c} className={textareaClass} maxLength={PARLAY_NOTES_MAX} {...register('notes', { setValueAs: emptyAsUndefined })} />}
      </FormField>
      <TicketPreview values={values} schema={schema} />
      <FormActions busy={busy} submitLabel="Add Parlay" busyLabel="Adding..." onCancel={onCancel} />
    </form>
  );
}
