import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cfbAdvancedStats, REPORTED_FIGURES, reportedAdvancedStats } from '../src/db/sports-schema.ts';
import { seasonAdvancedRecordSchema } from '../src/providers/records.ts';

/** A table's columns as the database sees them: name, type, nullability. */
const shapeOf = (table: typeof cfbAdvancedStats | typeof reportedAdvancedStats, keys: readonly string[]) => {
  const columns: Record<string, { name: string; columnType: string; notNull: boolean }> = getTableColumns(table);
  return keys.map((key) => {
    const column = columns[key];
    return column && { key, name: column.name, type: column.columnType, notNull: column.notNull };
  });
};

describe('the EPA figures a source reports: one column list (sports-schema.ts)', () => {
  it('names every figure of the reported table, and nothing else but its key', () => {
    expect([...REPORTED_FIGURES].sort()).toEqual(['defenseEpa', 'offenseEpa', 'ppa', 'successRate']);
    expect(Object.keys(getTableColumns(reportedAdvancedStats)).sort()).toEqual([...REPORTED_FIGURES, 'season', 'teamId'].sort());
    // The providers' record (the outside data's zod check) carries the same figures, so none is dropped on the way.
    expect(Object.keys(seasonAdvancedRecordSchema.shape).sort()).toEqual([...REPORTED_FIGURES, 'season', 'teamId'].sort());
  });

  it('gives both tables the same columns for them, as migrated (nullable double precision, the same names)', () => {
    expect(shapeOf(cfbAdvancedStats, REPORTED_FIGURES)).toEqual(shapeOf(reportedAdvancedStats, REPORTED_FIGURES));
    expect(shapeOf(reportedAdvancedStats, REPORTED_FIGURES)).toEqual([
      { key: 'ppa', name: 'ppa', type: 'PgDoublePrecision', notNull: false },
      { key: 'successRate', name: 'success_rate', type: 'PgDoublePrecision', notNull: false },
      { key: 'offenseEpa', name: 'offense_epa', type: 'PgDoublePrecision', notNull: false },
      { key: 'defenseEpa', name: 'defense_epa', type: 'PgDoublePrecision', notNull: false },
    ]);
  });
});
