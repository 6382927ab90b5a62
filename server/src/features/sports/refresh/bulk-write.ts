import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/connect.ts';

type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

export interface ConflictUpdate<T extends PgTable> {
  /** The unique columns a proposed row may collide on. */
  target: readonly ColumnKey<T>[];
  /** The columns a collision overwrites with the proposed row's values. */
  update: readonly ColumnKey<T>[];
  /** Columns a collision overwrites only where the proposed row has a value (a source without it keeps the stored one). */
  updateWhereGiven?: readonly ColumnKey<T>[];
}

function columnName<T extends PgTable>(table: T, key: string): string {
  const column = getTableColumns(table)[key];
  if (!column) throw new Error(`No column ${key}`);
  return column.name;
}

/** Rows as the JSON array json_populate_recordset(null::table, ...) reads: keyed by column name. */
export function recordsJson<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): string {
  return JSON.stringify(rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [columnName(table, key), value]))));
}

/**
 * Inserts (or upserts) all rows in one statement with a single JSON parameter read by
 * json_populate_recordset. Why not drizzle's VALUES list: PGlite parses a statement of tens of thousands of
 * parameters slowly (10 000 roster rows: 2.5 s as VALUES, 0.3 s as JSON), and the parameter limit would
 * split it anyway. Every row must have the same keys; values go through JSON (dates as ISO strings).
 */
export async function bulkWrite<T extends PgTable>(tx: Database, table: T, rows: readonly T['$inferInsert'][], onConflict?: ConflictUpdate<T>): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const names = Object.keys(first).map((key) => columnName(table, key));
  const json = recordsJson(table, rows);
  const columns = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const set = (key: string, given: boolean) => {
    const column = sql.identifier(columnName(table, key));
    return given ? sql`${column} = coalesce(excluded.${column}, ${table}.${column})` : sql`${column} = excluded.${column}`;
  };
  const conflict = onConflict
    ? sql` on conflict (${sql.join(
        onConflict.target.map((key) => sql.identifier(columnName(table, key))),
        sql`, `,
      )}) do update set ${sql.join(
        [...onConflict.update.map((key) => set(key, false)), ...(onConflict.updateWhereGiven ?? []).map((key) => set(key, true))],
        sql`, `,
      )}`
    : sql``;
  await tx.execute(sql`insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, ${json}::json)${conflict}`);
}

/** The stored id of a record the snapshot names by its source id (the write stored it a moment ago). */
export function storedIdOf(ids: ReadonlyMap<string, number>, sourceId: string): number {
  const id = ids.get(sourceId);
  if (id === undefined) throw new Error(`${sourceId} was not stored`);
  return id;
}
