import { Link } from 'react-router';
import { BarChart3, Star } from 'lucide-react';
import type { StoredParlay } from '@playbook/contracts';
import { PROFIT_TARGET_DEFAULTS } from '@playbook/core';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@/lib/money';
import { BettingLinesTable } from './betting-lines-table';
import { positiveAmount } from './generator-inputs';
import { GeneratorResults } from './generator-results';
import { GoalsCard } from './goals-card';
import { LineEntryTabs } from './line-entry-tabs';
import { LocalStrategyCard } from './local-strategy-card';
import { ParlayItem } from './parlay-item';
import { ScreenshotReview } from './screenshot-review';
import { LiveLinesCard, SearchControls } from './search-controls';
import { useParlayGenerator } from './use-parlay-generator';

/** '$150': whole dollars without cents, as docs/product/profit-target.md writes 'Use Screenshots ($target)'. */
function targetLabelOf(text: string): string {
  const target = positiveAmount(text) ?? PROFIT_TARGET_DEFAULTS.targetProfit;
  return Number.isInteger(target) ? `$${target.toLocaleString('en-US')}` : formatMoney(target);
}

function FavoritesCard({ favorites, onToggle }: { favorites: readonly StoredParlay[]; onToggle: (parlay: StoredParlay) => void }) {
  return (
    <Card role="region" aria-label="Favorite Parlays">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Star className="size-5 text-amber-500" aria-hidden="true" />
          Favorite Parlays ({favorites.length})
        </CardTitle>
        <CardDescription>
          Kept in this browser. See them all on the <Link to="/watchlist" className="underline underline-offset-2">watchlist</Link>.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {favorites.map((parlay) => (
            <ParlayItem key={parlay.id} parlay={parlay} favorite onToggle={onToggle} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** docs/product/profit-target.md "Parlay generator page", first tab: goals, lines from four sources, the search and its results. */
export function ParlayGenerator() {
  const generator = useParlayGenerator();
  const { run, results, strategy } = generator;
  const targetLabel = targetLabelOf(generator.goals.target);
  const busy = run.running !== null;

  return (
    // grid-cols-1 is minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page.
    <div className="grid grid-cols-1 gap-4">
      {generator.hasGenerated && (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to="/success-predictor">
              <BarChart3 aria-hidden="true" />
              Analyze Parlays
            </Link>
          </Button>
        </div>
      )}
      <GoalsCard goals={generator.goals} onChange={generator.setGoals} />
      <LiveLinesCard fetching={run.running === 'live'} disabled={busy} onFetch={() => void generator.fetchLive()} />
      <LineEntryTabs screenshots={generator.screenshots} onScreenshotsChange={generator.setScreenshots} onAddLine={generator.addManualLine} />
      {generator.review && (
        <ScreenshotReview
          rows={generator.review.rows}
          slips={generator.review.slips}
          tracking={generator.tracking}
          onChange={generator.setReviewRows}
          onUse={generator.acceptReviewed}
          onDiscard={generator.discardReview}
          onTrack={(legs, stake, odds) => void generator.trackSlip(legs, stake, odds)}
        />
      )}
      <BettingLinesTable lines={generator.lines} onRemove={generator.removeLine} onClear={generator.clearLines} />
      <SearchControls
        legRange={generator.legRange}
        allowSameGame={generator.allowSameGame}
        onAllowSameGame={generator.setAllowSameGame}
        onLegRange={generator.setLegRange}
        targetLabel={targetLabel}
        lineCount={generator.lines.length}
        run={run}
        onUseScreenshots={() => void generator.generateFromScreenshots()}
        onFindBestCombos={() => void generator.findBestCombos()}
      />
      {strategy && <LocalStrategyCard strategy={strategy} maxRisk={positiveAmount(generator.goals.maxRisk) ?? PROFIT_TARGET_DEFAULTS.maxRisk} />}
      {results && (
        <GeneratorResults
          answer={results.answer}
          inputs={results.inputs}
          version={results.version}
          targetLabel={targetLabel}
          favoriteIds={generator.favoriteIds}
          onToggleFavorite={generator.toggleFavorite}
        />
      )}
      {generator.favorites.length > 0 && <FavoritesCard favorites={generator.favorites} onToggle={generator.toggleFavorite} />}
    </div>
  );
}
