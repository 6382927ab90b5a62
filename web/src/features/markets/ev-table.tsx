import { ArrowDownUp } from 'lucide-react';
import type { EvBetRow } from '@playbook/contracts';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePriceFormat } from '@/lib/odds-format';
import { formatDollars, formatFairOdds, formatPercent, kickoffText, priceAge, selectionLabel } from './market-format';

export type EvSortKey = 'evPercent' | 'kellyStake' | 'startsAt' | 'fetchedAt' | 'americanOdds';
export interface EvSort {
  key: EvSortKey;
  descending: boolean;
}

const COLUMNS: { key: EvSortKey | null; label: string }[] = [
  { key: null, label: 'Bet' },
  { key: 'startsAt', label: 'Starts' },
  { key: null, label: 'Book' },
  { key: 'americanOdds', label: 'Price' },
  { key: null, label: 'Fair' },
  { key: 'evPercent', label: 'EV' },
  { key: 'kellyStake', label: 'Kelly stake' },
  { key: 'fetchedAt', label: 'Price age' },
  { key: null, label: 'Send to' },
];

function valueOf(bet: EvBetRow, key: EvSortKey): number {
  if (key === 'startsAt' || key === 'fetchedAt') return new Date(bet[key]).getTime();
  return bet[key];
}

export function sortBets(bets: readonly EvBetRow[], sort: EvSort): EvBetRow[] {
  const direction = sort.descending ? -1 : 1;
  return [...bets].sort((a, b) => direction * (valueOf(a, sort.key) - valueOf(b, sort.key)) || b.evPercent - a.evPercent);
}

interface EvTableProps {
  bets: readonly EvBetRow[];
  sort: EvSort;
  now: Date;
  onSort: (key: EvSortKey) => void;
  onHistory: (bet: EvBetRow) => void;
  onTrack: (bet: EvBetRow) => void;
  onParlay: (bet: EvBetRow) => void;
}

/** The +EV lines: a column header sorts by it (again reverses); the bet opens its price history. */
export function EvTable({ bets, sort, now, onSort, onHistory, onTrack, onParlay }: EvTableProps) {
  const price = usePriceFormat();
  return (
    <Table data-testid="ev-table">
      <TableHeader>
        <TableRow>
          {COLUMNS.map(({ key, label }) => (
            <TableHead key={label} aria-sort={key !== null && sort.key === key ? (sort.descending ? 'descending' : 'ascending') : undefined} className="whitespace-nowrap">
              {key === null ? (
                label
              ) : (
                <button type="button" className="inline-flex items-center gap-1 font-medium hover:text-foreground" onClick={() => onSort(key)}>
                  {label}
                  <ArrowDownUp aria-hidden="true" className="size-3" />
                </button>
              )}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {bets.map((bet) => {
          const label = `${selectionLabel(bet)}${bet.alternate ? ' (alt)' : ''}`;
          return (
            <TableRow key={bet.lineId} data-testid="ev-row">
              <TableCell className="min-w-32">
                <button type="button" className="text-left font-medium underline-offset-2 hover:underline" onClick={() => onHistory(bet)} aria-label={`${label}, ${bet.matchup}: price history`}>
                  {label}
                </button>
                <div className="text-xs text-muted-foreground">{bet.matchup}</div>
              </TableCell>
              <TableCell className="whitespace-nowrap text-xs">{kickoffText(bet.startsAt)}</TableCell>
              <TableCell className="whitespace-nowrap">{bet.book}</TableCell>
              <TableCell className="tabular-nums">{price(bet.americanOdds)}</TableCell>
              <TableCell className="tabular-nums">{formatFairOdds(bet.fairOdds, price)}</TableCell>
              <TableCell className="font-semibold tabular-nums text-emerald-700 dark:text-emerald-300">{formatPercent(bet.evPercent)}</TableCell>
              <TableCell className="tabular-nums">{formatDollars(bet.kellyStake)}</TableCell>
              <TableCell className="whitespace-nowrap text-xs">{priceAge(bet.fetchedAt, now)}</TableCell>
              <TableCell className="whitespace-nowrap">
                <Button variant="outline" size="sm" onClick={() => onTrack(bet)} aria-label={`Tracker: track ${label} at ${bet.book}`}>
                  Tracker
                </Button>{' '}
                <Button variant="outline" size="sm" onClick={() => onParlay(bet)} aria-label={`Parlay: add ${label} at ${bet.book} to the parlay builder`}>
                  Parlay
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
