import type { DataSource, HubLeague } from '@playbook/contracts';
import { dataSourcesLine, lastUpdatedText } from '@/lib/data-source';
import { useLeague } from '@/lib/league';
import { useStoredSources } from '@/lib/queries/data-sources';

interface DataFooterProps {
  /** The answer's source (its leagues' last full refresh); unknown until the screen's data has loaded. */
  source: DataSource | undefined;
  season?: number | null;
  lastUpdated: string | null | undefined;
  /** The leagues the screen shows; the league selected in the header when left out. */
  leagues?: readonly HubLeague[];
}

/**
 * Where a screen's numbers come from and how fresh they are (DESIGN "Data", spec 1 §2.2 footer). It credits
 * every source whose data is stored for the leagues shown (an nflverse import under an ESPN season, The Odds
 * API's prices), not only the last full refresh's; until those are known (or if they cannot be read), the
 * answer's own source.
 */
export function DataFooter({ source, season = null, lastUpdated, leagues }: DataFooterProps) {
  const { league } = useLeague();
  // Asked once the screen's own data has loaded: a screen that failed to load shows no source line.
  const stored = useStoredSources(leagues ?? [league], source !== undefined);
  const credited = stored !== undefined && stored.length > 0 ? stored : source === undefined ? undefined : [source];
  return (
    <footer className="flex flex-col gap-1 border-t pt-4 text-xs text-muted-foreground sm:flex-row sm:justify-between">
      {source && credited && <p>{dataSourcesLine(credited, season)}</p>}
      <p>Last updated: {lastUpdatedText(lastUpdated)}</p>
    </footer>
  );
}
