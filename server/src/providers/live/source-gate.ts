import type { DataSource, FootballLeague } from '@playbook/contracts';

/** The sources a live refresh may leave out when they fail (ADR 030, 032), and so may pause (ADR 040). */
const OPTIONAL_SOURCES = ['odds-api', 'cfbd'] as const satisfies readonly DataSource[];
export type OptionalSource = (typeof OPTIONAL_SOURCES)[number];

export function isOptionalSource(source: DataSource): source is OptionalSource {
  return (OPTIONAL_SOURCES as readonly DataSource[]).includes(source);
}

/** How the message of a source left out because it is paused begins: the log tells it from a failure by it. */
export const PAUSED_PREFIX = 'not asked: paused';

/** One attempt at an optional source: its answer, its failure, or not asked because it is paused. */
export type GateOutcome<T> = { kind: 'answered'; value: T } | { kind: 'failed'; error: unknown } | { kind: 'paused'; message: string };

/**
 * Decides whether the live provider asks an optional source for a league now, and learns from the outcome. The
 * provider needs no database: the app passes one that keeps its pauses in a table (ADR 040), every other caller
 * (the CLI, adapter tests) `ALWAYS_ASK`.
 */
export interface SourceGate {
  attempt<T>(source: OptionalSource, league: FootballLeague, fetch: () => Promise<T>): Promise<GateOutcome<T>>;
}

/** Asks every time, as before ADR 040. */
export const ALWAYS_ASK: SourceGate = {
  async attempt(_source, _league, fetch) {
    try {
      return { kind: 'answered', value: await fetch() };
    } catch (error) {
      return { kind: 'failed', error };
    }
  },
};
