import { Fragment, useState } from 'react';
import type { MarketBoardGame, MarketBoardMarket } from '@playbook/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatProbability, usePriceFormat } from '@/lib/odds-format';
import { formatFairOdds, kickoffText, selectionLabel } from './market-format';
import { PriceCell } from './price-cell';

export type MarketFilter = 'all' | MarketBoardMarket['kind'];

const KIND_NAMES: Record<MarketBoardMarket['kind'], string> = { spread: 'spreads', total: 'totals', moneyline: 'moneylines' };
// The selection and fair columns stay put while the books scroll sideways (phones).
const STICKY_SELECTION = 'sticky left-0 z-10 w-28 min-w-28 bg-card';
const STICKY_FAIR = 'sticky left-28 z-10 w-20 min-w-20 bg-card border-r';

function MarketRows({ market, books }: { market: MarketBoardMarket; books: readonly string[] }) {
  const price = usePriceFormat();
  return (
    <>
      {market.sides.map((side) => {
        const byBook = new Map(side.prices.map((price) => [price.book, price]));
        return (
          <tr key={side.side} className="border-b last:border-0">
            <th scope="row" className={`${STICKY_SELECTION} px-2 py-1.5 text-left font-medium`}>
              {selectionLabel({ kind: market.kind, selection: side.selection, point: side.point })}
            </th>
            <td
              className={`${STICKY_FAIR} px-2 py-1.5 tabular-nums`}
              title={side.fairProbability === null ? 'No book prices both sides here' : `Fair chance ${formatProbability(side.fairProbability)} from ${market.fairBooks} ${market.fairBooks === 1 ? 'book' : 'books'}`}
            >
              {formatFairOdds(side.fairOdds, price)}
            </td>
            {books.map((book) => {
              const price = byBook.get(book);
              return (
                <td key={book} className="px-2 py-1.5">
                  {price ? <PriceCell {...price} /> : <span className="text-muted-foreground">—</span>}
                </td>
              );
            })}
          </tr>
        );
      })}
    </>
  );
}

/** The main markets of one kind, then its alternates folded under a button. */
function KindRows({ kind, markets, books }: { kind: MarketBoardMarket['kind']; markets: MarketBoardMarket[]; books: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const main = markets.filter((market) => !market.alternate);
  const alternates = markets.filter((market) => market.alternate);
  return (
    <>
      {main.map((market) => (
        <MarketRows key={market.key} market={market} books={books} />
      ))}
      {alternates.length > 0 && (
        <tr className="border-b">
          <td colSpan={books.length + 2} className="px-2 py-1">
            <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? 'Hide' : 'Show'} {alternates.length} alternate {KIND_NAMES[kind]}
            </Button>
          </td>
        </tr>
      )}
      {open && alternates.map((market) => <MarketRows key={market.key} market={market} books={books} />)}
    </>
  );
}

/** One game's spreads, totals and moneyline, a column per book. */
export function GameOdds({ entry, books, filter }: { entry: MarketBoardGame; books: readonly string[]; filter: MarketFilter }) {
  const { game, markets } = entry;
  const kinds = (['spread', 'total', 'moneyline'] as const).filter((kind) => filter === 'all' || filter === kind);
  const title = `${game.away.name} @ ${game.home.name}`;
  return (
    <Card data-testid="odds-game">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
        <p className="text-xs text-muted-foreground">{kickoffText(game.startsAt)}</p>
      </CardHeader>
      <CardContent className="px-0 sm:px-6">
        <div className="relative w-full overflow-x-auto">
          <table className="w-full text-sm" aria-label={`${title} odds by book`}>
            <thead>
              <tr className="border-b text-xs text-muted-foreground">
                <th scope="col" className={`${STICKY_SELECTION} px-2 py-1.5 text-left font-medium`}>
                  Bet
                </th>
                <th scope="col" className={`${STICKY_FAIR} px-2 py-1.5 text-left font-medium`}>
                  Fair
                </th>
                {books.map((book) => (
                  <th key={book} scope="col" className="whitespace-nowrap px-2 py-1.5 text-left font-medium">
                    {book}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {kinds.map((kind) => (
                <Fragment key={kind}>
                  <KindRows kind={kind} markets={markets.filter((market) => market.kind === kind)} books={books} />
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
