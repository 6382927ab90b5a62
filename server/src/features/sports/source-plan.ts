import type { SportsSettings } from '../../config.ts';
import { createDemoProvider } from '../../providers/demo/demo-provider.ts';
import { createLiveProvider } from '../../providers/live/live-provider.ts';
import type { SportsDataProvider } from '../../providers/provider.ts';

/** Which provider a refresh reads from: the primary, and in `auto` mode the demo season behind it. */
export interface SourcePlan {
  primary: SportsDataProvider;
  /** Loaded instead of the primary, for leagues holding no real data, when the primary cannot be reached. */
  fallback: SportsDataProvider | null;
}

/** DATA_SOURCE: `demo` and `live` force one side; `auto` tries the real sources with the demo season behind them. */
export function sourcePlanOf(settings: SportsSettings): SourcePlan {
  if (settings.provider) return { primary: settings.provider, fallback: null };
  const demo = createDemoProvider();
  if (settings.dataSource === 'demo') return { primary: demo, fallback: null };
  const live = createLiveProvider(settings.liveSources);
  return { primary: live, fallback: settings.dataSource === 'auto' ? demo : null };
}
