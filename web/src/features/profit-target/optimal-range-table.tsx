import { useMemo, useState } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { StoredParlay } from '@playbook/contracts';
import type { OptimalRangeOrder } from '@playbook/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney } from '@/lib/money';
import { OddsText } from '@/components/odds-text';
import { formatProbability } from '@/lib/odds-format';
import { cn } from '@/lib/utils';
import type { GeneratorInputs } from './generator-api';
import { FavoriteToggle } from './parlay-item';
import { OPTIMAL_SEARCH_DELAY_MS, useOptimalRangePages, useSettledValue } from './use-optimal-range-pages';

interface OptimalRangeTableProps {
  /** The search's own optimal list: shown until the server's first page of the range arrives. */
  parlays: readonly StoredParlay[];
  /** The inputs of the search these results answer: the range's pages are asked for the same. */
  inputs: GeneratorInputs;
  /** The stake column says which profit it is calculated for (docs/product/profit-target.md: "for $150 profit"). */
  targetLabel: string;
  favoriteIds: ReadonlySet<string>;
  onToggleFavorite: (parlay: StoredParlay) => void;
}

function columnsFor(targetLabel: string, favoriteIds: ReadonlySet<string>, onToggle: (parlay: StoredParlay) => void): ColumnDef<StoredParlay>[] {
  return [
    {
      id: 'parlay',
      accessorKey: 'parlayDescription',
      header: 'Parlay',
      enableSorting: false,
      cell: ({ row }) => <span className="block min-w-40 whitespace-normal sm:min-w-48">{row.original.parlayDescription}</span>,
    },
    // Second, so that on a phone the price stays in view beside the parlay; the rest scroll sideways.
    { id: 'odds', accessorKey: 'totalAmericanOdds', header: 'Odds', cell: ({ row }) => <OddsText odds={row.original.totalAmericanOdds} /> },
    { id: 'legs', accessorFn: (p) => p.legs.length, header: 'Legs' },
    { id: 'stake', accessorKey: 'requiredStake', header: `Stake (for ${targetLabel} profit)`, cell: ({ row }) => formatMoney(row.original.requiredStake) },
    { id: 'profit', accessorKey: 'actualProfit', header: 'Profit', cell: ({ row }) => formatMoney(row.original.actualProfit) },
    { id: 'probability', accessorKey: 'impliedProbability', header: 'Win %', cell: ({ row }) => formatProbability(row.original.impliedProbability) },
    {
      id: 'favorite',
      header: 'Favorite',
      enableSorting: false,
      cell: ({ row }) => <FavoriteToggle parlay={row.original} favorite={favoriteIds.has(row.original.id)} onToggle={onToggle} />,
    },
  ];
}

/**
 * The server's order for a column's sort (ADR 055): stake falls and profit rises with the price, and the win
 * probability is its inverse, so each sorts by odds one way or the other; legs sort by legs, then odds.
 */
const ORDERS: Record<string, { asc: OptimalRangeOrder; desc: OptimalRangeOrder }> = {
  odds: { asc: 'oddsAsc', desc: 'oddsDesc' },
  profit: { asc: 'oddsAsc', desc: 'oddsDesc' },
  stake: { asc: 'oddsDesc', desc: 'oddsAsc' },
  probability: { asc: 'oddsDesc', desc: 'oddsAsc' },
  legs: { asc: 'legsAsc', desc: 'legsDesc' },
};

function orderOf(sorting: SortingState): OptimalRangeOrder {
  const [first] = sorting;
  const orders = first ? ORDERS[first.id] : undefined;
  if (!first || !orders) return 'oddsAsc';
  return first.desc ? orders.desc : orders.asc;
}

/**
 * docs/product/profit-target.md optimal range table, over the whole range (ADR 055): the server sorts and searches
 * every parlay priced +100 to +175 within the budget and sends it in pages; the first click on a column sorts
 * ascending and the second descending. The parent remounts it (key) when the results change, which resets the
 * search and the sorting as the page says.
 */
export function OptimalRangeTable({ parlays, inputs, targetLabel, favoriteIds, onToggleFavorite }: OptimalRangeTableProps) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [search, setSearch] = useState('');
  const query = useSettledValue(search.trim(), OPTIMAL_SEARCH_DELAY_MS);
  const pages = useOptimalRangePages(inputs, orderOf(sorting), query);
  // Until the first page arrives, the search's own list (the same parlays first, when it compared them all).
  const untouched = sorting.length === 0 && query === '';
  const data = useMemo(() => (pages.loading && untouched && pages.rows.length === 0 ? [...parlays] : [...pages.rows]), [pages.loading, pages.rows, parlays, untouched]);
  const columns = useMemo(() => columnsFor(targetLabel, favoriteIds, onToggleFavorite), [targetLabel, favoriteIds, onToggleFavorite]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table object is only read during this render
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getRowId: (parlay) => parlay.id,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    // docs/product/profit-target.md: ascending first, then descending, then ascending again (never back to unsorted).
    sortDescFirst: false,
    enableSortingRemoval: false,
  });
  const rows = table.getRowModel().rows;
  const emptyText = pages.loading
    ? 'Loading parlays...'
    : query === ''
      ? 'No parlays in the optimal range (+100 to +175).'
      : `No parlay in the optimal range has a leg matching "${query}".`;

  return (
    <div className="grid gap-3">
      <Input
        type="search"
        aria-label="Search optimal parlays"
        placeholder="Search a team or pick..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="sm:max-w-xs"
      />
      <div className={cn('max-h-[60vh] overflow-y-auto transition-opacity', pages.loading && rows.length > 0 && 'opacity-60')}>
        <Table aria-label="Optimal range parlays" aria-busy={pages.loading || pages.loadingMore}>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                  return (
                    <TableHead key={header.id} aria-sort={header.column.getCanSort() ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}>
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 rounded px-1 py-1 font-medium uppercase outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          {label}
                          <Icon className={cn('size-3.5', sorted === false && 'opacity-40')} aria-hidden="true" />
                        </button>
                      ) : (
                        label
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} className="text-center text-muted-foreground">
                  {pages.error && !pages.loading ? 'The optimal range could not be loaded.' : emptyText}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id} className="tabular-nums">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground" aria-live="polite">
        {!pages.loading && rows.length > 0 && <span>{`Showing ${rows.length.toLocaleString()} ${rows.length === 1 ? 'parlay' : 'parlays'}`}</span>}
        {pages.error && (
          <>
            <span role="alert" className="text-destructive">{pages.error}</span>
            <Button variant="outline" size="sm" onClick={pages.retry}>
              Try Again
            </Button>
          </>
        )}
        {pages.hasMore && !pages.error && (
          <Button variant="outline" size="sm" onClick={pages.loadMore} disabled={pages.loadingMore}>
            {pages.loadingMore ? 'Loading...' : 'Show More'}
          </Button>
        )}
      </div>
    </div>
  );
}
