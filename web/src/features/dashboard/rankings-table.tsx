import { memo, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type Row } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { FootballLeague, TeamStatsRecord } from '@playbook/contracts';
import { DEFAULT_SORT, nextSort, sortTeams, type SortColumn, type SortState } from '@playbook/core';
import { GlossaryHelp } from '@/components/glossary-help';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { columnClass, rankingsColumns, type RankingsColumn } from './rankings-columns';

type AriaSort = 'ascending' | 'descending' | 'none';

function ariaSort(column: RankingsColumn, sort: SortState): AriaSort | undefined {
  if (column.sortColumn === null) return undefined;
  if (column.sortColumn !== sort.column) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

interface HeaderProps {
  column: RankingsColumn;
  sort: AriaSort | undefined;
  onSort: (column: SortColumn) => void;
}

const RankingsHeader = memo(function RankingsHeader({ column, sort, onSort }: HeaderProps) {
  const { sortColumn } = column;
  const SortIcon = sort === 'ascending' ? ArrowUp : sort === 'descending' ? ArrowDown : ArrowUpDown;
  // A right-aligned (numeric) header shows its help icon first: first in the markup too, so Tab meets them in the
  // order the eye does (with a reversed flex row the keyboard went label, then the icon to its left).
  const help = <GlossaryHelp glossaryKey={column.glossaryKey} label={column.label} />;
  return (
    <TableHead aria-sort={sort} className={cn('normal-case', columnClass(column))}>
      <span className="inline-flex items-center gap-0.5">
        {column.numeric && help}
        {sortColumn === null ? (
          <span className="px-1">{column.label}</span>
        ) : (
          <button
            type="button"
            onClick={() => onSort(sortColumn)}
            className={cn(
              'inline-flex items-center gap-1 rounded px-1 py-1 font-medium whitespace-nowrap outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
              sort !== 'none' && 'text-foreground',
            )}
          >
            {column.label}
            <SortIcon className={cn('size-3.5', sort === 'none' && 'opacity-40')} aria-hidden="true" />
          </button>
        )}
        {!column.numeric && help}
      </span>
    </TableHead>
  );
});

interface RowProps {
  row: Row<TeamStatsRecord>;
  columns: readonly RankingsColumn[];
}

/**
 * TanStack rebuilds its Row objects whenever the data array changes, i.e. on every sort, but a row's cells
 * depend only on its team and the column set; comparing those lets React move the existing rows instead of
 * re-rendering 136 × 20 cells (the budget: a sort re-renders in under 50 ms, measured by bench/dashboard-sort.ts).
 */
const RankingsRow = memo(
  function RankingsRow({ row, columns }: RowProps) {
    return (
      <TableRow>
        {row.getVisibleCells().map((cell, index) => (
          <TableCell key={cell.id} className={columns[index] ? columnClass(columns[index]) : undefined}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </TableCell>
        ))}
      </TableRow>
    );
  },
  (previous, next) => previous.row.original === next.row.original && previous.columns === next.columns,
);

function toColumnDef(column: RankingsColumn): ColumnDef<TeamStatsRecord> {
  return { id: column.id, header: column.label, cell: ({ row }) => column.cell(row.original) };
}

const getRowId = (team: TeamStatsRecord) => String(team.id);

/**
 * Rows in the table's first paint: a 1280×900 screen shows about ten. On a cold dashboard the rows were most of the
 * render that paints the screen; the rest render right after that paint (ADR 074, amended). The server renders
 * these too (ADR 080), so each one more is markup in every signed-in page.
 */
const FIRST_PAINT_ROWS = 10;

/** False until the frame after the first paint of a table with more than FIRST_PAINT_ROWS rows, then true for good. */
function useAllRowsAfterFirstPaint(needed: boolean): boolean {
  const [allRows, setAllRows] = useState(false);
  useEffect(() => {
    if (!needed || allRows) return;
    // The callback runs just before the frame is painted; the transition's render comes after that paint.
    const frame = requestAnimationFrame(() => startTransition(() => setAllRows(true)));
    return () => cancelAnimationFrame(frame);
  }, [needed, allRows]);
  return allRows;
}

/** docs/product/dashboard.md rankings table and its sorting (core's nextSort and sortTeams). */
export function RankingsTable({ teams, league }: { teams: readonly TeamStatsRecord[]; league: FootballLeague }) {
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const columns = useMemo(() => rankingsColumns(league), [league]);
  const columnDefs = useMemo(() => columns.map(toColumnDef), [columns]);
  const sorted = useMemo(() => sortTeams(teams, sort.column, sort.direction), [teams, sort]);
  const onSort = useCallback((column: SortColumn) => setSort((current) => nextSort(current, column)), []);

  // The sort is core's (nulls last, case-insensitive names), so TanStack only lays out rows and cells.
  // eslint-disable-next-line react-hooks/incompatible-library -- the table object is only read during this render
  const table = useReactTable({
    data: sorted,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    manualSorting: true,
  });

  const rows = table.getRowModel().rows;
  const allRows = useAllRowsAfterFirstPaint(rows.length > FIRST_PAINT_ROWS);
  const shown = allRows ? rows : rows.slice(0, FIRST_PAINT_ROWS);

  return (
    // Busy while the rows after the first paint's are still to come.
    <Table aria-label={`${league} team rankings`} aria-busy={shown.length < rows.length || undefined} className="min-w-max">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            <RankingsHeader key={column.id} column={column} sort={ariaSort(column, sort)} onSort={onSort} />
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {shown.map((row) => (
          <RankingsRow key={row.id} row={row} columns={columns} />
        ))}
      </TableBody>
    </Table>
  );
}
