import { useEffect, useMemo, useRef } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Calculator, Plus } from 'lucide-react';
import {
  HEDGE_MAX_LEGS,
  HEDGE_MAX_LEGS_MESSAGE,
  HEDGE_MIN_LEGS,
  HEDGE_MIN_LEGS_MESSAGE,
  HEDGE_STRATEGY_LABELS,
  hedgeLegsRemove,
  type HedgeRequest,
  type HedgeStrategy,
} from '@playbook/core';
import { FormField } from '@/components/form-field';
import { HelpFormField } from '@/components/help-form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ChoiceSelect } from '@/components/choice-select';
import { useOddsFormat } from '@/lib/display-settings';
import { HedgeLegRow } from './hedge-leg-row';
import { convertPrice, formatMultiplier, hedgeFormDefaults, hedgeFormSchemaOf, legMultiplier, newFormLeg, type HedgeFormValues, type PriceKind } from './hedge-form-schema';
import { RiskAmountBox } from './risk-amount-box';

/** Cascade (the default) first, as docs/product/arbitrage-and-hedging.md lists them. */
const STRATEGY_CHOICES = (['cascade', 'constant-payoff'] as const satisfies readonly HedgeStrategy[]).map((value) => ({
  value,
  label: HEDGE_STRATEGY_LABELS[value],
}));

interface HedgeFormProps {
  busy: boolean;
  /** Values to start from (a scanner row's bets); the defaults of docs/product/arbitrage-and-hedging.md otherwise. */
  initialValues?: HedgeFormValues | null;
  onCalculate: (request: HedgeRequest) => void;
  /** A calculation refused for invalid fields: results shown from the values before no longer match the form. */
  onInvalid: () => void;
}

/** docs/product/arbitrage-and-hedging.md "Guaranteed Break-Even Calculator": react-hook-form on the contracts' hedge schema (its bounds and defaults). */
export function HedgeForm({ busy, onCalculate, onInvalid, initialValues = null }: HedgeFormProps) {
  // Odds are typed in the bettor's one odds format (ADR 063): the form reads them with it.
  const oddsFormat = useOddsFormat();
  const schema = useMemo(() => hedgeFormSchemaOf(oddsFormat), [oddsFormat]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: initialValues ?? hedgeFormDefaults() });
  const { control, register, getValues, setValue, formState } = form;
  const { errors } = formState;
  const { fields, append, remove } = useFieldArray({ control, name: 'legs' });
  const values = useWatch({ control });
  const legs = getValues('legs');
  const strategy = values.strategy ?? 'cascade';
  const preferredLeg = values.preferredLeg ?? 0;
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddAfterRemove = useRef(false);
  // The removed row took the focus with it; keep keyboard users in the list (once Add Bet is enabled again).
  useEffect(() => {
    if (!focusAddAfterRemove.current) return;
    focusAddAfterRemove.current = false;
    addButton.current?.focus();
  }, [fields.length]);
  const legsError = errors.legs?.root?.message ?? errors.legs?.message;

  const removeLeg = (index: number) => {
    // Core's rule (docs/product/arbitrage-and-hedging.md): removing a leg at or before the preferred one moves the preference down one.
    const asHedgeLegs = legs.map((leg) => ({ payoutMultiplier: legMultiplier(leg, oddsFormat) ?? 0 }));
    const next = hedgeLegsRemove(asHedgeLegs, index, getValues('preferredLeg') ?? 0);
    remove(index);
    setValue('preferredLeg', next.preferredLeg);
    focusAddAfterRemove.current = true;
  };
  const changeFormat = (index: number, to: PriceKind) => {
    const leg = getValues(`legs.${index}`);
    setValue(`legs.${index}.price`, convertPrice(leg, to, oddsFormat), { shouldValidate: formState.isSubmitted });
    setValue(`legs.${index}.priceFormat`, to);
  };
  const onSubmit = form.handleSubmit((request) => onCalculate(request), onInvalid);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Guaranteed Break-Even Calculator</CardTitle>
        <CardDescription>Split a stake across mutually exclusive bets so that no outcome loses money.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid grid-cols-1 gap-5" onSubmit={(event) => void onSubmit(event)}>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <HelpFormField label="Total Bankroll ($)" helpKey="bankroll" error={errors.bankroll?.message}>
              {(c) => <Input {...c} type="number" inputMode="decimal" step={0.01} min={1} {...register('bankroll', { valueAsNumber: true })} />}
            </HelpFormField>
            <HelpFormField label="Risk Fraction" helpKey="risk_fraction" error={errors.riskFraction?.message}>
              {(c) => <Input {...c} type="number" inputMode="decimal" step={0.01} min={0.01} max={1} {...register('riskFraction', { valueAsNumber: true })} />}
            </HelpFormField>
            <HelpFormField label="Kelly Multiplier" helpKey="kelly_multiplier" error={errors.kellyMultiplier?.message}>
              {(c) => <Input {...c} type="number" inputMode="decimal" step={0.01} min={0} max={1} {...register('kellyMultiplier', { valueAsNumber: true })} />}
            </HelpFormField>
          </div>

          <RiskAmountBox bankroll={values.bankroll} riskFraction={values.riskFraction} kellyMultiplier={values.kellyMultiplier} />

          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField label="Strategy" error={errors.strategy?.message}>
              {(c) => (
                <Controller
                  control={control}
                  name="strategy"
                  render={({ field }) => (
                    <ChoiceSelect {...c} value={field.value} choices={STRATEGY_CHOICES} onBlur={field.onBlur} onChange={field.onChange} />
                  )}
                />
              )}
            </FormField>
            {strategy === 'cascade' && (
              <FormField label="Preferred Bet" error={errors.preferredLeg?.message}>
                {(c) => (
                  <Controller
                    control={control}
                    name="preferredLeg"
                    render={({ field }) => (
                      <ChoiceSelect
                        {...c}
                        value={String(field.value ?? 0)}
                        // docs/product/arbitrage-and-hedging.md: options 'Bet N: Rx'.
                        choices={legs.map((leg, index) => ({ value: String(index), label: `Bet ${index + 1}: ${formatMultiplier(legMultiplier(leg, oddsFormat))}` }))}
                        onBlur={field.onBlur}
                        onChange={(next) => field.onChange(Number(next))}
                      />
                    )}
                  />
                )}
              </FormField>
            )}
          </div>

          <fieldset className="grid min-w-0 gap-3">
            <legend className="mb-2 text-sm font-medium">Betting Legs</legend>
            <ol className="grid gap-3">
              {fields.map((field, index) => (
                <HedgeLegRow
                  key={field.id}
                  index={index}
                  leg={legs[index] ?? field}
                  register={register}
                  errors={errors.legs}
                  canRemove={fields.length > HEDGE_MIN_LEGS}
                  isPreferred={strategy === 'cascade' && index === preferredLeg}
                  onRemove={() => removeLeg(index)}
                  onFormatChange={(to) => changeFormat(index, to)}
                />
              ))}
            </ol>
            {legsError && (
              <p role="alert" className="text-sm text-destructive">
                {legsError}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <Button ref={addButton} type="button" variant="outline" onClick={() => append(newFormLeg(fields.length + 1))} disabled={fields.length >= HEDGE_MAX_LEGS}>
                <Plus aria-hidden="true" />
                Add Bet
              </Button>
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {fields.length >= HEDGE_MAX_LEGS ? HEDGE_MAX_LEGS_MESSAGE : fields.length <= HEDGE_MIN_LEGS ? HEDGE_MIN_LEGS_MESSAGE : `${fields.length} betting legs`}
              </p>
            </div>
          </fieldset>

          <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={busy}>
            <Calculator aria-hidden="true" />
            {busy ? 'Calculating Guaranteed Break-Even...' : 'Calculate Guaranteed Hedge'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
