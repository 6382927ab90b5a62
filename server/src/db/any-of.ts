import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = any($1)` with the values as ONE array parameter. Drizzle's inArray binds one parameter per value,
 * and a statement may bind at most 65,535: a list built from a payload (100,000 games) would make every read
 * of it fail. Use this wherever the list's length comes from data.
 */
export function anyOf(column: AnyColumn, values: readonly (number | string)[]): SQL {
  return sql`${column} = any(${sql.param([...values])}::${sql.raw(arrayType(column))})`;
}

/** `column <> all($1)`: the negation of anyOf, also one parameter. */
export function noneOf(column: AnyColumn, values: readonly (number | string)[]): SQL {
  return sql`${column} <> all(${sql.param([...values])}::${sql.raw(arrayType(column))})`;
}

function arrayType(column: AnyColumn): string {
  const type = column.getSQLType();
  return `${type === 'serial' ? 'integer' : type}[]`;
}
