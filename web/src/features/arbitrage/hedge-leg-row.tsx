import { ODDS_INPUT_MODE } from '@/lib/odds-format';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Trash2 } from 'lucide-react';
import { GlossaryHelp } from '@/components/glossary-help';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { formatMultiplier, legMultiplier, type HedgeFormLeg, type HedgeFormValues, type PriceFormat } from './hedge-form-schema';

interface HedgeLegRowProps {
  index: number;
  leg: HedgeFormLeg;
  register: UseFormRegister<HedgeFormValues>;
  errors: FieldErrors<HedgeFormValues>['legs'];
  canRemove: boolean;
  isPreferred: boolean;
  onRemove: () => void;
  onFormatChange: (format: PriceFormat) => void;
}

// The visible text starts each button's name (WCAG 2.5.3: "click US" works); the rest says what it means.
const FORMAT_LABELS: Record<PriceFormat, { short: string; long: string }> = {
  multiplier: { short: 'x', long: 'x: payout multiplier' },
  american: { short: 'US', long: 'US: American odds' },
};

/** One betting leg (docs/product/arbitrage-and-hedging.md): its price, description, multiplier badge and Remove. */
export function HedgeLegRow({ index, leg, register, errors, canRemove, isPreferred, onRemove, onFormatChange }: HedgeLegRowProps) {
  const id = useId();
  const position = index + 1;
  const priceError = errors?.[index]?.price?.message;
  const descriptionError = errors?.[index]?.description?.message;
  const american = leg.priceFormat === 'american';
  return (
    <li className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)_auto] sm:items-start">
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-1">
            <Label htmlFor={`${id}-price`}>{american ? 'American Odds' : 'Payout Multiplier'}</Label>
            <GlossaryHelp glossaryKey={american ? 'odds' : 'payout_multiplier'} label={american ? 'American Odds' : 'Payout Multiplier'} />
          </div>
          <div role="group" aria-label={`Price format for Bet ${position}`} className="flex rounded-md border p-0.5 text-xs">
            {(['multiplier', 'american'] as const).map((format) => (
              <button
                key={format}
                type="button"
                aria-pressed={leg.priceFormat === format}
                title={FORMAT_LABELS[format].long}
                aria-label={FORMAT_LABELS[format].long}
                onClick={() => onFormatChange(format)}
                className={cn(
                  'rounded px-1.5 py-0.5 outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  leg.priceFormat === format ? 'bg-primary text-primary-foreground' : 'text-muted-foreground',
                )}
              >
                {FORMAT_LABELS[format].short}
              </button>
            ))}
          </div>
        </div>
        <Input
          id={`${id}-price`}
          type="number"
          inputMode={american ? ODDS_INPUT_MODE : 'decimal'}
          step={american ? 1 : 0.1}
          min={american ? undefined : 0.1}
          aria-invalid={priceError ? true : undefined}
          aria-describedby={priceError ? `${id}-price-error` : undefined}
          {...register(`legs.${index}.price`, { valueAsNumber: true })}
        />
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
            {formatMultiplier(legMultiplier(leg))}
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
