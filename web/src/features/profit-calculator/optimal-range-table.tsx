import { useMemo, useState } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { StoredParlay } from '@playbook/contracts';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney } from '@/lib/money';
import { formatAmericanOdds, formatProbability } from '@/lib/odds-format';
import { cn } from '@/lib/utils';
import { FavoriteToggle } from './parlay-item';

interface OptimalRangeTableProps {
  parlays: readonly StoredParlay[];
  /** The stake column says which profit it is calculated for (spec 2 §9: "for $150 profit"). */
  targetLabel: string;
  favoriteIds: ReadonlySet<string>;
  onToggleFavorite: (parlay: StoredParlay) => void;
}

function columnsFor(targetLabel: string, favoriteIds: ReadonlySet<string>, onToggle: (parlay: StoredParlay) => void): ColumnDef<StoredParlay>[] {
  return [
    { id: 'parlay', accessorKey: 'parlayDescription', header: 'Parlay', cell: ({ row }) => <span className="block min-w-48 whitespace-normal">{row.original.parlayDescription}</span> },
    { id: 'legs', accessorFn: (p) => p.legs.length, header: 'Legs', enableGlobalFilter: false },
    { id: 'odds', accessorKey: 'totalAmericanOdds', header: 'Odds', cell: ({ row }) => formatAmericanOdds(row.original.totalAmericanOdds), enableGlobalFilter: false },
    {
      id: 'stake',
      accessorKey: 'requiredStake',
      header: `Stake (for ${targetLabel} profit)`,
      cell: ({ row }) => formatMoney(row.original.requiredStake),
      enableGlobalFilter: false,
    },
    { id: 'profit', accessorKey: 'actualProfit', header: 'Profit', cell: ({ row }) => formatMoney(row.original.actualProfit), enableGlobalFilter: false },
    {
      id: 'probability',
      accessorKey: 'impliedProbability',
      header: 'Win %',
      cell: ({ row }) => formatProbability(row.original.impliedProbability),
      enableGlobalFilter: false,
    },
    {
      id: 'favorite',
      header: 'Favorite',
      enableSorting: false,
      enableGlobalFilter: false,
      cell: ({ row }) => <FavoriteToggle parlay={row.original} favorite={favoriteIds.has(row.original.id)} onToggle={onToggle} />,
    },
  ];
}

/**
 * Spec 2 §2/§4 optimal range table: a search over the parlay text and sortable columns, the first click on a
 * column ascending and the second descending. The parent remounts it (key) when the results change, which
 * resets the search and the sorting as the spec says.
 */
export function OptimalRangeTable({ parlays, targetLabel, favoriteIds, onToggleFavorite }: OptimalRangeTableProps) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [search, setSearch] = useState('');
  const columns = useMemo(() => columnsFor(targetLabel, favoriteIds, onToggleFavorite), [targetLabel, favoriteIds, onToggleFavorite]);
  const data = useMemo(() => [...parlays], [parlays]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table object is only read during this render
  const table = useReactTable({
    data,
    columns,
    state: { sorting, globalFilter: search },
    onSortingChange: setSorting,
    onGlobalFilterChange: setSearch,
    getRowId: (parlay) => parlay.id,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    globalFilterFn: 'includesString',
    // Spec 2 §4: ascending first, then descending, then ascending again (never back to unsorted).
    sortDescFirst: false,
    enableSortingRemoval: false,
  });
  const rows = table.getRowModel().rows;

  return (
    <div className="grid gap-3">
      <Input
        type="search"
        aria-label="Search optimal parlays"
        placeholder="Search parlays..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="sm:max-w-xs"
      />
      <div className="max-h-[60vh] overflow-y-auto">
        <Table aria-label="Optimal range parlays">
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
                  {parlays.length === 0 ? 'No parlays in the optimal range (+100 to +175).' : 'No parlays match your search.'}
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
    </div>
  );
}
