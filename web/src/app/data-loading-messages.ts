import type { DataLoading, HubLeague } from '@playbook/contracts';
import { dataSourceName, listed } from '@/lib/data-source';

const LEAGUE_NAMES: Record<HubLeague, string> = { NFL: 'NFL', NCAA: 'college football', MLB: 'MLB' };

/**
 * The progress note of the first load from the real sources, null when none runs: which league
 * loads from which source and how far it has come, which are ready, which follow. The leagues still to come show
 * empty screens meanwhile, never the demo season.
 */
export function dataLoadingNote(loading: DataLoading): string | null {
  if (!loading.active) return null;
  const { current } = loading;
  const named = (state: DataLoading['leagues'][number]['state']) =>
    loading.leagues.filter((entry) => entry.state === state).map((entry) => LEAGUE_NAMES[entry.league]);
  const ready = named('loaded');
  const waiting = named('waiting');
  const parts = [
    current
      ? `Loading ${LEAGUE_NAMES[current.league]} from ${dataSourceName(current.source)}: ${current.requests} ${current.requests === 1 ? 'request' : 'requests'} answered so far.`
      : 'Loading the sports data for the first time.',
  ];
  if (ready.length > 0) parts.push(`${capitalized(listed(ready))} ${ready.length === 1 ? 'is' : 'are'} ready.`);
  if (waiting.length > 0) parts.push(`${capitalized(listed(waiting))} ${waiting.length === 1 ? 'follows' : 'follow'}: ${waiting.length === 1 ? 'its screens fill' : 'their screens fill'} in when loaded.`);
  return parts.join(' ');
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
