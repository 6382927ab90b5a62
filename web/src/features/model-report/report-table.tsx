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

/** A table with more columns than this is shown as one card per row on a phone, every figure in view. */
const PHONE_TABLE_COLUMNS = 4;

/** On a phone: one card per row, its name as the title and each figure under its column's name. */
function PhoneCards<T>({ caption, columns, rows, rowKey, testId }: ReportTableProps<T>) {
  const [name, ...figures] = columns;
  return (
    <section aria-label={caption} data-testid={testId === undefined ? undefined : `${testId}-cards`} className="grid gap-2 sm:hidden">
      {rows.map((row) => (
        <article key={rowKey(row)} className="rounded-md border p-3 text-sm">
          <h4 className="font-medium">{name?.cell(row)}</h4>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
            {figures.map((column) => (
              <div key={column.id} className="min-w-0">
                <dt className="text-xs text-muted-foreground">
                  {column.header}
                  {column.subheader !== undefined && ` · ${column.subheader}`}
                </dt>
                <dd className="tabular-nums break-words">{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
      <p className="text-xs text-muted-foreground">{caption}</p>
    </section>
  );
}

/**
 * A read-only figures table (TanStack Table, as the rankings). The first column names the row (a predictor, a
 * season), so its cell is a row header for screen readers. A wide one is a card per row on a phone, so no
 * figure hides behind a sideways scroll; a narrow one fits with tighter cells.
 */
export function ReportTable<T>(props: ReportTableProps<T>) {
  const { caption, columns, rows, rowKey, testId } = props;
  const cardsOnPhone = columns.length > PHONE_TABLE_COLUMNS;
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
  // Tighter still below 360 px, so a four-column table fits a 320 px phone whole.
  const cell = 'px-1.5 min-[360px]:px-2 sm:px-3';
  return (
    <>
      {cardsOnPhone && <PhoneCards {...props} />}
      {/* Not the Table primitive's wrapper: a table that still scrolls sideways (a narrow window) must take focus
          itself, having nothing focusable inside, so the arrow keys can scroll it. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        data-testid={testId}
        className={cn('relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring', cardsOnPhone && 'hidden sm:block')}
      >
        <table className="w-full caption-bottom text-xs sm:text-sm">
          <caption className="mt-2 text-left text-xs text-muted-foreground">{caption}</caption>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header, index) => (
                  <TableHead key={header.id} className={cn('h-auto py-2 whitespace-normal normal-case', cell, align(index))}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {table.getRowModel().rows.map((row) => (
              <TableRow key={row.id}>
                {row.getVisibleCells().map((figure, index) =>
                  index === 0 ? (
                    // A range ('0.40-0.50') may break after its dash below 360 px rather than push the figures out of view.
                    <th key={figure.id} scope="row" className={cn('py-2.5 text-left font-medium min-[360px]:whitespace-nowrap', cell)}>
                      {flexRender(figure.column.columnDef.cell, figure.getContext())}
                    </th>
                  ) : (
                    <TableCell key={figure.id} className={cn(cell, align(index))}>
                      {flexRender(figure.column.columnDef.cell, figure.getContext())}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </table>
      </div>
    </>
  );
}
