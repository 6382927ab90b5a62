import { useState } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { usePriceFormat } from '@/lib/odds-format';
import { cn } from '@/lib/utils';
import { priceMove } from './market-format';

interface PriceCellProps {
  americanOdds: number;
  openingOdds: number;
  best: boolean;
  book: string;
}

/**
 * One book's price: the best price of its side marked, and its move since open as an arrow. The opening price
 * shows on hover (title) and, for touch, on a tap of the arrow, which is a button so the keyboard reaches it.
 */
export function PriceCell({ americanOdds, openingOdds, best, book }: PriceCellProps) {
  const price = usePriceFormat();
  const [showOpening, setShowOpening] = useState(false);
  const move = priceMove(openingOdds, americanOdds);
  const Arrow = move === 'up' ? ArrowUp : ArrowDown;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap tabular-nums">
      <span
        className={cn(best && 'rounded bg-emerald-500/15 px-1 font-semibold text-emerald-700 dark:text-emerald-300')}
        data-testid={best ? 'best-price' : undefined}
      >
        {price(americanOdds)}
        {best && <span className="sr-only"> (best price)</span>}
      </span>
      {move !== 'none' && (
        <button
          type="button"
          className="inline-flex items-center text-xs text-muted-foreground hover:text-foreground"
          title={`Opened ${price(openingOdds)}`}
          aria-label={`${book}: moved ${move}, open ${price(openingOdds)}`}
          aria-expanded={showOpening}
          onClick={() => setShowOpening((shown) => !shown)}
        >
          <Arrow aria-hidden="true" className={cn('size-3', move === 'up' ? 'text-emerald-600' : 'text-destructive')} />
          {showOpening && <span>open {price(openingOdds)}</span>}
        </button>
      )}
    </span>
  );
}
