import { sql, type SQL } from 'drizzle-orm';
import type { DataSource, SourceFailure } from '@playbook/contracts';
import { refreshLog } from '../../../db/sports-schema.ts';

/**
 * The refresh log's note of the sources a successful refresh left out (ADR 030), in its error column beside
 * `counts.failedSources`: "odds-api left out: /v4/... answered HTTP 401", several joined by "; "; null where none was.
 */
export function leftOutNote(failures: readonly SourceFailure[]): string | null {
  return failures.length === 0 ? null : failures.map(({ source, message }) => `${source} left out: ${message}`).join('; ');
}

/**
 * True for a refresh-log row whose refresh left `source` out: the read side of leftOutNote, next to it so the two
 * stay one format. A source name is a fixed enum value (no regex or LIKE metacharacter), and a note names each
 * source at the start of one of its parts.
 */
export function leftOutOf(source: DataSource): SQL {
  const named = `(^|; )${source} left out: `;
  return sql`(coalesce((${refreshLog.counts} ->> 'failedSources')::int, 0) > 0 and coalesce(${refreshLog.error}, '') ~ ${named})`;
}
