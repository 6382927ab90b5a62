import type { LiveBettingLine } from '@playbook/contracts';
import { Check, Star } from 'lucide-react';
import { usePriceFormat, formatProbability } from '@/lib/odds-format';
import { cn } from '@/lib/utils';

const TYPE_LABEL: Record<LiveBettingLine['type'], string> = { moneyline: 'Moneyline', spread: 'Spread', total: 'Total' };

interface LineButtonProps {
  line: LiveBettingLine;
  selected: boolean;
  fair: number | undefined;
  best: boolean;
  onToggle: (line: LiveBettingLine) => void;
}

/** One selectable line: description, type and odds (docs/product/live-slate.md), its bookmaker, no-vig fair chance and best-price mark. */
export function LineButton({ line, selected, fair, best, onToggle }: LineButtonProps) {
  const price = usePriceFormat();
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onToggle(line)}
      className={cn(
        'grid min-w-0 gap-0.5 rounded-md border p-2 text-left text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
        selected && 'border-primary bg-primary/10',
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0 break-words font-medium">{line.description}</span>
        <span className="shrink-0 font-semibold tabular-nums">{price(line.odds)}</span>
      </span>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
        <span>{TYPE_LABEL[line.type]}</span>
        {line.isAlternate && <span>Alt</span>}
        <span>{line.bookmaker}</span>
        <span title="No-vig fair probability from both sides of this bookmaker's market">
          Fair {fair === undefined ? '—' : formatProbability(fair)}
        </span>
        {best && (
          <span className="inline-flex items-center gap-0.5 font-medium text-green-700 dark:text-green-400">
            <Star className="size-3" aria-hidden />
            Best price
          </span>
        )}
        {selected && (
          <span className="inline-flex items-center gap-0.5 text-primary">
            <Check className="size-3" aria-hidden />
            Selected
          </span>
        )}
      </span>
    </button>
  );
}
