import { Star } from 'lucide-react';
import type { StoredParlay } from '@playbook/contracts';
import { isSameGame } from '@playbook/core';
import { FigureList } from '@/components/figure-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { usePriceFormat, formatProbability } from '@/lib/odds-format';
import { cn } from '@/lib/utils';

const CATEGORY_LABEL: Record<StoredParlay['category'], string> = { optimal: 'Optimal', lowRisk: 'Low Risk', standard: 'Standard' };

interface FavoriteToggleProps {
  parlay: StoredParlay;
  favorite: boolean;
  onToggle: (parlay: StoredParlay) => void;
}

/** docs/product/profit-target.md: a favorite toggles by id; the pressed state tells a screen reader which way it is. */
export function FavoriteToggle({ parlay, favorite, onToggle }: FavoriteToggleProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={favorite}
      aria-label={`Favorite ${parlay.parlayDescription}`}
      title={favorite ? 'Remove from favorites' : 'Add to favorites'}
      onClick={() => onToggle(parlay)}
    >
      <Star className={cn(favorite ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground')} aria-hidden="true" />
    </Button>
  );
}

/** One parlay in a result list: its legs, price, stake for the target, profit and market win chance. */
export function ParlayItem({ parlay, favorite, onToggle }: FavoriteToggleProps) {
  const price = usePriceFormat();
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <p className="text-sm font-medium break-words">{parlay.parlayDescription}</p>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant="outline">{parlay.legs.length} legs</Badge>
            <Badge variant={parlay.category === 'optimal' ? 'success' : 'secondary'}>{CATEGORY_LABEL[parlay.category]}</Badge>
            {isSameGame(parlay.legs) && (
              <Badge variant="outline" title="Two or more legs of one game: their results may move together, and books may refuse or reprice it">
                Same game: correlated
              </Badge>
            )}
          </div>
        </div>
        <FavoriteToggle parlay={parlay} favorite={favorite} onToggle={onToggle} />
      </div>
      <FigureList
        className="gap-x-3 gap-y-1 text-xs"
        figures={[
          ['Odds', price(parlay.totalAmericanOdds)],
          ['Stake', formatMoney(parlay.requiredStake)],
          ['Profit', formatMoney(parlay.actualProfit)],
          ['Win chance', formatProbability(parlay.impliedProbability)],
        ]}
      />
    </li>
  );
}
