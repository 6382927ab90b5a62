import type { FootballLeague } from '@playbook/contracts';
import type { OptionalSource } from '../source-failure-policy.ts';

/** One attempt at an optional source: its answer, its failure, or not asked because it is paused. */
export type GateOutcome<T> = { kind: 'answered'; value: T } | { kind: 'failed'; error: unknown } | { kind: 'paused'; message: string };

/**
 * Asks an optional source for a league unless it is paused, and records the outcome (how long a pause lasts is
 * source-failure-policy.ts's decision). The provider needs no database: the app passes one that keeps its pauses
 * in a table (ADR 040), every other caller (the CLI, adapter tests) `ALWAYS_ASK`.
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
