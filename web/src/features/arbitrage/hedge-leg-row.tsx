import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import type { OddsFormat } from '@playbook/core';
import { GlossaryHelp } from '@/components/glossary-help';
import { OddsInput } from '@/components/odds-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useOddsFormat } from '@/lib/display-settings';
import { oddsFormatName } from '@/lib/odds-input';
import { cn } from '@/lib/utils';
import { formatMultiplier, legMultiplier, type HedgeFormLeg, type HedgeFormValues, type PriceKind } from './hedge-form-schema';

interface HedgeLegRowProps {
  index: number;
  leg: HedgeFormLeg;
  register: UseFormRegister<HedgeFormValues>;
  errors: FieldErrors<HedgeFormValues>['legs'];
  canRemove: boolean;
  isPreferred: boolean;
  onRemove: () => void;
  onFormatChange: (kind: PriceKind) => void;
}

/** The odds field's label in a format: 'American Odds', 'Decimal Odds', 'Implied Probability (%)'. */
export function oddsFieldLabel(format: OddsFormat): string {
  return format === 'implied' ? 'Implied Probability (%)' : `${oddsFormatName(format)} Odds`;
}

/**
 * The two kinds of price (ADR 063): the payout multiplier of docs/product/arbitrage-and-hedging.md, or odds in the bettor's one odds format (chosen
 * in the user menu, never here). Each button's name starts with its visible text (WCAG 2.5.3: "click Odds" works).
 */
function kindLabels(format: OddsFormat): Record<PriceKind, { short: string; long: string }> {
  return {
    multiplier: { short: 'x', long: 'x: payout multiplier' },
    odds: { short: 'Odds', long: `Odds: ${oddsFormatName(format).toLowerCase()}, your odds format` },
  };
}

/** One betting leg (docs/product/arbitrage-and-hedging.md): its price, description, multiplier badge and Remove. */
export function HedgeLegRow({ index, leg, register, errors, canRemove, isPreferred, onRemove, onFormatChange }: HedgeLegRowProps) {
  const id = useId();
  const format = useOddsFormat();
  const labels = kindLabels(format);
  const position = index + 1;
  const priceError = errors?.[index]?.price?.message;
  const descriptionError = errors?.[index]?.description?.message;
  const odds = leg.priceFormat === 'odds';
  const priceLabel = odds ? oddsFieldLabel(format) : 'Payout Multiplier';
  const priceProps = {
    id: `${id}-price`,
    'aria-invalid': priceError ? true : undefined,
    'aria-describedby': priceError ? `${id}-price-error` : undefined,
    ...register(`legs.${index}.price`),
  };
  return (
    <li className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)_auto] sm:items-start">
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-1">
            <Label htmlFor={`${id}-price`}>{priceLabel}</Label>
            <GlossaryHelp glossaryKey={odds ? 'odds' : 'payout_multiplier'} label={priceLabel} />
          </div>
          <div role="group" aria-label={`Price format for Bet ${position}`} className="flex rounded-md border p-0.5 text-xs">
            {(['multiplier', 'odds'] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                aria-pressed={leg.priceFormat === kind}
                title={labels[kind].long}
                aria-label={labels[kind].long}
                onClick={() => onFormatChange(kind)}
                className={cn(
                  'rounded px-1.5 py-0.5 outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  leg.priceFormat === kind ? 'bg-primary text-primary-foreground' : 'text-muted-foreground',
                )}
              >
                {labels[kind].short}
              </button>
            ))}
          </div>
        </div>
        {odds ? <OddsInput {...priceProps} /> : <Input {...priceProps} type="number" inputMode="decimal" step={0.1} min={0.1} />}
        {priceError && (
          <p id={`${id}-price-error`} className="text-sm text-destructive">
            {priceError}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Input
          id={`${id}-description`}
          placeholder={`Bet ${position}`}
          aria-invalid={descriptionError ? true : undefined}
          {...register(`legs.${index}.description`)}
        />
        {descriptionError && <p className="text-sm text-destructive">{descriptionError}</p>}
      </div>
      <div className="flex items-center justify-between gap-2 sm:flex-col sm:items-end sm:pt-6">
        <div className="flex flex-wrap gap-1">
          {/* A plain badge takes no aria-label: the words are there for screen readers instead. */}
          <Badge variant="secondary">
            <span className="sr-only">Bet {position} pays </span>
            {formatMultiplier(legMultiplier(leg, format))}
          </Badge>
          {isPreferred && <Badge variant="success">Preferred</Badge>}
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} disabled={!canRemove} aria-label={`Remove Bet ${position}`}>
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  );
}
