import { useState } from 'react';
import { ChoiceSelect } from '@/components/choice-select';
import { DataFooter } from '@/components/data-footer';
import { FormField } from '@/components/form-field';
import { LeagueSelect } from '@/components/league-select';
import { ReadRegion } from '@/components/read-region';
import { CheckboxLabel } from '@/components/ui/checkbox-label';
import { Spinner } from '@/components/ui/spinner';
import { useLeague } from '@/lib/league';
import { EmptyBoard } from './empty-board';
import { MarketSettingsForm } from './market-settings-form';
import { GameOdds, type MarketFilter } from './odds-board';
import { useMarketOdds, useMarketSettings } from './use-markets';

const MARKET_CHOICES: { value: MarketFilter; label: string }[] = [
  { value: 'all', label: 'All markets' },
  { value: 'spread', label: 'Spreads' },
  { value: 'total', label: 'Totals' },
  { value: 'moneyline', label: 'Moneylines' },
];

/** The odds screen (ADR 049) (route /odds): every book's price of each game side by side, with fair prices. */
export function OddsPage() {
  const { league, setLeague } = useLeague();
  const odds = useMarketOdds(league);
  const settings = useMarketSettings();
  const [market, setMarket] = useState<MarketFilter>('all');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const toggleBook = (book: string, shown: boolean) => {
    const next = new Set(hidden);
    if (shown) next.delete(book);
    else next.add(book);
    setHidden(next);
  };
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Odds Board</h1>
        <p className="text-sm text-muted-foreground">
          Every book's current price, the best of each side marked, beside the fair price with the margin taken out. An arrow shows how a price
          moved since it opened.
        </p>
      </header>
      <details className="rounded-xl border p-4">
        <summary className="cursor-pointer font-medium">Fair price settings</summary>
        <div className="pt-4">
          {settings.data ? (
            <MarketSettingsForm key={JSON.stringify(settings.data)} saved={settings.data} books={odds.data?.books ?? []} fields="fair" />
          ) : (
            <Spinner label="Loading your settings..." />
          )}
        </div>
      </details>
      <div className="flex flex-wrap items-end gap-3">
        <LeagueSelect value={league} onChange={setLeague} />
        <FormField label="Market">{(c) => <ChoiceSelect {...c} className="w-40" value={market} choices={MARKET_CHOICES} onChange={setMarket} />}</FormField>
      </div>
      <ReadRegion read={odds} label={`${league} odds board`} loading={<Spinner label={`Loading the ${league} odds...`} className="py-16" />} errorTitle="Error Loading the Odds" className="grid min-w-0 grid-cols-1 gap-4">
        {(data) => {
          if (data.emptyReason !== null) return <EmptyBoard reason={data.emptyReason} />;
          const books = data.books.filter((book) => !hidden.has(book));
          return (
            <>
              <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
                <legend className="mb-1 text-sm font-medium">Books</legend>
                {data.books.map((book) => (
                  <CheckboxLabel key={book} id={`book-${book}`} checked={!hidden.has(book)} onChange={(shown) => toggleBook(book, shown)}>
                    {book}
                  </CheckboxLabel>
                ))}
              </fieldset>
              <p className="text-xs text-muted-foreground">
                Fair: {data.fairMethod} de-vig from {data.referenceBook ?? 'the consensus (median) of every book'}.
              </p>
              {data.games.map((entry) => (
                <GameOdds key={entry.game.id} entry={entry} books={books} filter={market} />
              ))}
            </>
          );
        }}
      </ReadRegion>
      <DataFooter source={odds.data?.source} lastUpdated={odds.data?.lastUpdated} />
    </div>
  );
}
