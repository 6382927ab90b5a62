import { useState, type Ref } from 'react';
import { Link } from 'react-router';
import { Calculator, CloudCheck, RefreshCw, Swords, TrendingUp } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/lib/toast';
import { useRemovalFocus } from '@/lib/use-removal-focus';
import { useWatchlist, type WatchlistSyncState } from '@/lib/use-watchlist';
import { FavoriteList } from './favorite-list';
import { PredictionList } from './prediction-list';

/** docs/product/watchlist.md links; its /predictor is the H2H predictor at /matchup (docs/product/README.md). */
const LINKS = [
  { to: '/profit-calculator', label: 'Parlay Generator', Icon: Calculator },
  { to: '/matchup', label: 'H2H Predictor', Icon: Swords },
  { to: '/over-under', label: 'Over/Under', Icon: TrendingUp },
] as const;

const PREDICTIONS_TAB = 'predictions';
const FAVORITES_TAB = 'favorites';

function SyncStatus({ sync, onRetry }: { sync: WatchlistSyncState; onRetry: () => void }) {
  if (sync.status === 'syncing') {
    return (
      <Spinner label="Syncing with your account..." className="justify-start" />
    );
  }
  if (sync.status === 'error') {
    return (
      <Alert variant="destructive" role="alert" className="flex-wrap items-center">
        <span className="min-w-0 flex-1">Your watchlist is saved in this browser but could not be synced with your account: {sync.message}</span>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </Alert>
    );
  }
  if (sync.status === 'synced') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <CloudCheck className="size-4" aria-hidden="true" /> Synced with your account: it follows you to any browser you sign in on.
        {sync.leftOut > 0 && ` ${sync.leftOut} of the oldest entries were left out (the account keeps at most the newest).`}
      </p>
    );
  }
  return <p className="text-sm text-muted-foreground">Saved in this browser only.</p>;
}

function EmptyState({ text, to, label, linkRef }: { text: string; to: string; label: string; linkRef: Ref<HTMLAnchorElement> }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-5 text-center sm:p-8">
      <p className="text-sm text-muted-foreground">{text}</p>
      <Button asChild variant="outline" size="sm" className="h-auto min-h-9 whitespace-normal">
        <Link ref={linkRef} to={to}>
          {label}
        </Link>
      </Button>
    </div>
  );
}

function ClearButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <Button variant="outline" size="sm" className="justify-self-end" onClick={onClear}>
      {label}
    </Button>
  );
}

/** docs/product/watchlist.md 'Watchlist page': saved predictions and favorite parlays, kept in the browser and the account. */
export function WatchlistPage() {
  const { lists, sync, change, retry } = useWatchlist();
  const [tab, setTab] = useState(PREDICTIONS_TAB);
  const { predictions, favorites } = lists;
  // Clear All, or removing the last entry, unmounts the list with the button pressed (the list's own
  // useRemovalFocus goes with it): the focus goes to the empty state's link, the control now in their place.
  // No list is given to these, so their fallback is the only place they can move the focus to.
  const predictionsEmptied = useRemovalFocus<HTMLElement, HTMLAnchorElement>(predictions);
  const favoritesEmptied = useRemovalFocus<HTMLElement, HTMLAnchorElement>(favorites);

  const removed = () => toast({ title: 'Removed', description: 'Removed from your watchlist' });
  const cleared = () => toast({ title: 'Cleared', description: 'Your list has been cleared' });

  return (
    <div className="grid min-w-0 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Watchlist &amp; Favorites</h1>
          <p className="text-sm text-muted-foreground">Predictions you saved from the predictors and parlays you marked as favorites.</p>
        </div>
        <nav aria-label="Watchlist links" className="flex flex-wrap gap-2">
          {LINKS.map(({ to, label, Icon }) => (
            <Button key={to} asChild variant="outline" size="sm">
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </Button>
          ))}
        </nav>
      </header>
      <SyncStatus sync={sync} onRetry={retry} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value={PREDICTIONS_TAB} className="whitespace-normal py-1.5 sm:whitespace-nowrap">
            Saved Predictions ({predictions.length})
          </TabsTrigger>
          <TabsTrigger value={FAVORITES_TAB} className="whitespace-normal py-1.5 sm:whitespace-nowrap">
            Favorite Parlays ({favorites.length})
          </TabsTrigger>
        </TabsList>
        <TabsContent value={PREDICTIONS_TAB} className="grid gap-3">
          {predictions.length === 0 ? (
            <EmptyState
              text="No saved predictions yet. Open a game in the H2H or Over/Under predictor and choose Save to Watchlist."
              to="/matchup"
              label="Go to the H2H Predictor"
              linkRef={predictionsEmptied.fallbackRef}
            />
          ) : (
            <>
              <ClearButton
                label="Clear All Predictions"
                onClear={() => {
                  predictionsEmptied.removing(0);
                  change({ predictions: [], favorites });
                  cleared();
                }}
              />
              <PredictionList
                predictions={predictions}
                onRemove={(id) => {
                  if (predictions.length === 1) predictionsEmptied.removing(0);
                  change({ predictions: predictions.filter((p) => p.id !== id), favorites });
                  removed();
                }}
              />
            </>
          )}
        </TabsContent>
        <TabsContent value={FAVORITES_TAB} className="grid gap-3">
          {favorites.length === 0 ? (
            <EmptyState
              text="No favorite parlays yet. Mark parlays as favorites in the Parlay Generator."
              to="/profit-calculator"
              label="Go to the Parlay Generator"
              linkRef={favoritesEmptied.fallbackRef}
            />
          ) : (
            <>
              <ClearButton
                label="Clear All Favorites"
                onClear={() => {
                  favoritesEmptied.removing(0);
                  change({ predictions, favorites: [] });
                  cleared();
                }}
              />
              <FavoriteList
                favorites={favorites}
                onRemove={(id) => {
                  if (favorites.length === 1) favoritesEmptied.removing(0);
                  change({ predictions, favorites: favorites.filter((f) => f.id !== id) });
                  removed();
                }}
              />
            </>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
