import { useMemo, type ReactNode } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

export interface ReportColumn<T> {
  id: string;
  header: string;
  /** A second, smaller header line for a figure shown under the main one in the same cell. */
  subheader?: string;
  cell: (row: T) => ReactNode;
  /** Numbers are right-aligned. */
  numeric?: boolean;
}

interface ReportTableProps<T> {
  /** Says what the table holds, for screen readers and as its visible caption. */
  caption: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  testId?: string;
}

/**
 * A read-only figures table (TanStack Table, as the rankings). The first column names the row (a predictor, a
 * season), so its cell is a row header for screen readers.
 */
export function ReportTable<T>({ caption, columns, rows, rowKey, testId }: ReportTableProps<T>) {
  const columnDefs = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<T> => ({
          id: column.id,
          header: () => (
            <>
              {column.header}
              {/* The space keeps the two lines apart in the header's accessible name. */}
              {column.subheader !== undefined && ' '}
              {column.subheader !== undefined && <span className="block font-normal">{column.subheader}</span>}
            </>
          ),
          cell: ({ row }) => column.cell(row.original),
        }),
      ),
    [columns],
  );
  const data = useMemo(() => [...rows], [rows]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table object is only read during this render
  const table = useReactTable({ data, columns: columnDefs, getCoreRowModel: getCoreRowModel(), getRowId: rowKey });
  const align = (index: number) => (columns[index]?.numeric ? 'text-right tabular-nums' : undefined);
  return (
    // Not the Table primitive's wrapper: on a phone these tables scroll sideways, and a scrolling box with
    // nothing focusable inside must take focus itself so the arrow keys can scroll it.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      data-testid={testId}
      className="relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="w-full caption-bottom text-sm">
        <caption className="mt-2 text-left text-xs text-muted-foreground">{caption}</caption>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header, index) => (
                <TableHead key={header.id} className={cn('h-auto py-2 normal-case', align(index))}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow key={row.id}>
              {row.getVisibleCells().map((cell, index) =>
                index === 0 ? (
                  <th key={cell.id} scope="row" className="px-3 py-2.5 text-left font-medium whitespace-nowrap">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </th>
                ) : (
                  <TableCell key={cell.id} className={align(index)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </table>
    </div>
  );
}
