import type { DataSource } from '@playbook/contracts';
import type { LeagueSnapshot } from '../records.ts';

/**
 * The snapshot with a secondary source left out because it failed (ADR 030): its lines are not added and it is
 * not made a line source, so the stored lines of that source are neither changed nor withdrawn; the failure is
 * listed in `sourceFailures` for the refresh result and the log. A SourceError's message already starts with
 * the source's name: that prefix is dropped, since the failure names its source.
 */
export function withSourceFailure(snapshot: LeagueSnapshot, source: DataSource, error: unknown): LeagueSnapshot {
  return { ...snapshot, sourceFailures: [...(snapshot.sourceFailures ?? []), { source, message: failureMessage(source, error) }] };
}

/** A failure as one line naming no source (the caller names it): a SourceError's message without its prefix. */
export function failureMessage(source: DataSource, error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const prefix = `${source}: `;
  return (text.startsWith(prefix) ? text.slice(prefix.length) : text).trim() || 'failed without a message';
}
