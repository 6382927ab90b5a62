import type { LineHistoryResponse } from '@playbook/contracts';
import { lazyChart } from '@/components/chart-boundary';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { usePriceFormat } from '@/lib/odds-format';
import { useLineHistories } from '@/lib/queries/line-history';
import type { PriceHistoryChartProps, PriceSeries } from './price-history-chart';

const LazyPriceHistoryChart = lazyChart<PriceHistoryChartProps>('price history chart', () => import('./price-history-chart').then((m) => m.PriceHistoryChart));

export interface HistoryTarget {
  /** What the bet is, for the title: 'KC -3.5 · LAC @ KC'. */
  title: string;
  /** Every book's line of the same bet (the same side at the same point). */
  lineIds: string[];
}

function seriesOf(data: LineHistoryResponse): PriceSeries {
  return { book: data.line.bookmaker, points: data.history.map((point) => ({ at: new Date(point.recordedAt).getTime(), americanOdds: point.americanOdds })) };
}

/**
 * A bet's price history (the stored line history of each book's line), as a chart with one series per book and,
 * for screen readers and a quick read, each book's opening and current price beneath it.
 */
export function PriceHistoryDialog({ target, onClose }: { target: HistoryTarget | null; onClose: () => void }) {
  const price = usePriceFormat();
  const histories = useLineHistories(target?.lineIds ?? [], target !== null);
  const loaded = histories.map((history) => history.data).filter((data) => data !== undefined);
  const failed = histories.some((history) => history.isError);
  const loading = histories.some((history) => history.isPending);
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Price History</DialogTitle>
          <DialogDescription>{target?.title}: every book's price of this bet since it was first seen.</DialogDescription>
        </DialogHeader>
        {loading && loaded.length === 0 ? (
          <Spinner label="Loading price history..." className="py-10" />
        ) : (
          <div className="grid gap-3" data-testid="price-history">
            {loaded.length > 0 && <LazyPriceHistoryChart series={loaded.map(seriesOf)} />}
            <ul className="grid gap-1 text-sm" aria-label="Each book's price">
              {loaded.map((data) => (
                <li key={data.line.id} className="flex justify-between gap-4 tabular-nums">
                  <span>{data.line.bookmaker}</span>
                  <span>
                    opened {price(data.line.openingOdds)} · now {price(data.line.latestOdds)} · {data.history.length}{' '}
                    {data.history.length === 1 ? 'price' : 'prices'}
                  </span>
                </li>
              ))}
            </ul>
            {failed && <p className="text-sm text-destructive">Some books' histories could not be loaded; close and open this again to retry.</p>}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
