import type { HubLeague, DataSource } from '@playbook/contracts';
import type { SportsSettings } from '../../../config.ts';
import type { Database } from '../../../db/connect.ts';
import { createDemoProvider } from '../../../providers/demo/demo-provider.ts';
import { createLiveProvider } from '../../../providers/live/live-provider.ts';
import type { SportsDataProvider } from '../../../providers/provider.ts';
import { SourceBackoff } from './source-backoff.ts';

/** When a paused source is asked again (ADR 040): the footer says it. */
export interface SourcePauses {
  retryAtOf(source: DataSource, league: HubLeague): Promise<Date | null>;
}

/** Which provider a refresh reads from: the primary, and in `auto` mode the demo season behind it. */
export interface SourcePlan {
  primary: SportsDataProvider;
  /** Loaded instead of the primary, for leagues holding no real data, when the primary cannot be reached. */
  fallback: SportsDataProvider | null;
  /** The live provider's pauses of its failing optional sources; absent for every other provider. */
  pauses?: SourcePauses;
  /** The primary reads the real sources over the network: a first load takes minutes and runs behind the start. */
  network?: boolean;
}

/**
 * DATA_SOURCE: `demo` and `live` force one side; `auto` tries the real sources with the demo season behind them.
 * The live provider pauses a failing Odds API or CFBD in the database (ADR 040); `onAnswer` hears each answer
 * of a real source (the first load's progress note counts them).
 */
export function sourcePlanOf(settings: SportsSettings, db: Database, onAnswer: () => void = () => undefined): SourcePlan {
  if (settings.provider) return { primary: settings.provider, fallback: null };
  const demo = createDemoProvider();
  if (settings.dataSource === 'demo') return { primary: demo, fallback: null };
  const backoff = new SourceBackoff(db, settings.liveSources, settings.clock);
  const live = createLiveProvider(settings.liveSources, backoff, onAnswer);
  return { primary: live, fallback: settings.dataSource === 'auto' ? demo : null, pauses: backoff, network: true };
}
