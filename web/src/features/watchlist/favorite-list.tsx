import type { FavoriteParlay } from '@playbook/contracts';
import { Badge } from '@/components/ui/badge';
import { formatLocaleDateTime } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { usePriceFormat, formatProbability } from '@/lib/odds-format';
import { useRemovalFocus } from '@/lib/use-removal-focus';
import { RemoveButton } from './remove-button';

/** docs/product/watchlist.md 'Favorite Parlays (n)': the generator's favorites with their legs, newest first, with remove. */
export function FavoriteList({ favorites, onRemove }: { favorites: readonly FavoriteParlay[]; onRemove: (id: string) => void }) {
  const price = usePriceFormat();
  const newestFirst = [...favorites].sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt));
  // A removed favorite takes its Remove button with it: the focus goes to the favorite now in its place.
  const { listRef, removing } = useRemovalFocus<HTMLUListElement>(favorites);
  return (
    <ul ref={listRef} className="grid gap-3" aria-label="Favorite parlays">
      {newestFirst.map((parlay, index) => (
        <li key={parlay.id} className="grid min-w-0 gap-2 rounded-lg border bg-card p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <Badge>{price(parlay.totalAmericanOdds)}</Badge>
                <Badge variant="secondary">{parlay.legs.length} legs</Badge>
                <Badge variant="outline">{parlay.category}</Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                Stake {formatMoney(parlay.requiredStake)} to win {formatMoney(parlay.actualProfit)} · implied {formatProbability(parlay.impliedProbability)}
              </p>
            </div>
            <RemoveButton
              label={`Remove ${parlay.parlayDescription}`}
              onClick={() => {
                removing(index);
                onRemove(parlay.id);
              }}
            />
          </div>
          <ul className="grid gap-1 text-sm">
            {parlay.legs.map((leg, index) => (
              <li key={index} className="flex min-w-0 flex-wrap justify-between gap-x-3">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{leg.selection}</span> <span className="text-muted-foreground">({leg.game})</span>
                </span>
                <span className="tabular-nums">{price(leg.odds)}</span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">Saved {formatLocaleDateTime(parlay.savedAt)}</p>
        </li>
      ))}
    </ul>
  );
}
