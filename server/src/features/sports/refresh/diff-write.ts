import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/connect.ts';
import { bulkWrite } from './bulk-write.ts';

type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;
type Row = Readonly<Record<string, unknown>>;

export interface KeyedRows<T extends PgTable> {
  table: T;
  /** The columns naming one row (the table's primary key). */
  key: readonly ColumnKey<T>[];
  /** The rows stored now in the scope this write owns. */
  scope: SQL | undefined;
  /** True when rows of the scope the new rows lack are deleted; false when they are kept (a partial source). */
  deleteVanished: boolean;
}

export interface DiffCounts {
  written: number;
  deleted: number;
}

const keyOf = (row: Row, key: readonly string[]): string => JSON.stringify(key.map((column) => row[column] ?? null));

/** Same values in every column the new row sets (undefined and null are both "no value"). */
function sameRow(stored: Row, next: Row): boolean {
  return Object.entries(next).every(([column, value]) => (stored[column] ?? null) === (value ?? null));
}

function columnNames<T extends PgTable>(table: T, keys: readonly string[]): string[] {
  const columns = getTableColumns(table);
  return keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`No column ${key}`);
    return column.name;
  });
}

/** Deletes the rows of `table` whose key columns match one of `rows`, in one statement. */
async function bulkDelete<T extends PgTable>(tx: Database, table: T, key: readonly string[], rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  const names = columnNames(table, key);
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(key.map((column, index): [string, unknown] => [names[index] ?? column, row[column]]))));
  const match = sql.join(
    names.map((name) => sql`${table}.${sql.identifier(name)} = gone.${sql.identifier(name)}`),
    sql` and `,
  );
  await tx.execute(sql`delete from ${table} using json_populate_recordset(null::${table}, ${json}::json) as gone where ${match}`);
}

/**
 * Writes only what changed: rows that are new or differ from the stored one are upserted, unchanged rows are
 * not touched (no needless rewrites of the same numbers every refresh), and with `deleteVanished` stored rows
 * of the scope the new rows lack are deleted.
 */
export async function writeChangedRows<T extends PgTable>(
  tx: Database,
  { table, key, scope, deleteVanished }: KeyedRows<T>,
  rows: readonly T['$inferInsert'][],
): Promise<DiffCounts> {
  // Never the whole table by accident: `and(...)` is typed as possibly undefined.
  if (scope === undefined) throw new Error('A diffed write needs a scope');
  const anyTable: PgTable = table; // the generic T confuses drizzle's select typing
  const stored: Row[] = await tx.select().from(anyTable).where(scope);
  const storedByKey = new Map(stored.map((row) => [keyOf(row, key), row]));
  const changed: T['$inferInsert'][] = [];
  const kept = new Set<string>();
  for (const row of rows) {
    const id = keyOf(row, key);
    kept.add(id);
    const before = storedByKey.get(id);
    if (!before || !sameRow(before, row)) changed.push(row);
  }
  const update = Object.keys(rows[0] ?? {}).filter((column) => !key.includes(column)) as ColumnKey<T>[];
  if (changed.length > 0) await bulkWrite(tx, table, changed, update.length > 0 ? { target: key, update } : { target: key, update: key });
  const vanished = deleteVanished ? stored.filter((row) => !kept.has(keyOf(row, key))) : [];
  await bulkDelete(tx, table, key, vanished);
  return { written: changed.length, deleted: vanished.length };
}
