import type { DataSource } from '@playbook/contracts';
import type { LeagueSnapshot, LineRecord } from '../records.ts';

/**
 * The snapshot with a second source's lines added after its own, each labelled with the source that sent it,
 * and that source among the line sources: it answered, so the full snapshot holds all of its current lines and
 * withdraws its stored ones it no longer lists. A source not asked (no key) or not answering is never added,
 * so its stored lines stay as they are. Listed after the snapshot's own lines, they lose a natural key both
 * send (store-lines keeps the first).
 */
export function withLinesOf(snapshot: LeagueSnapshot, source: DataSource, lines: readonly LineRecord[]): LeagueSnapshot {
  return {
    ...snapshot,
    lines: [...snapshot.lines, ...lines.map((line) => ({ ...line, source }))],
    lineSources: [...new Set([...(snapshot.lineSources ?? [snapshot.source]), source])],
  };
}
