import type { DataSource, HubLeague } from '@playbook/contracts';
import { dataSourcesLine, lastUpdatedText, leftOutLines } from '@/lib/data-source';
import { useLeague } from '@/lib/league';
import { useHydrated } from '@/lib/use-hydrated';
import { useLeftOutSources, useStoredSources } from '@/lib/queries/data-sources';

interface DataFooterProps {
  /** The answer's source (its leagues' last full refresh); unknown until the screen's data has loaded. */
  source: DataSource | undefined;
  season?: number | null;
  lastUpdated: string | null | undefined;
  /** The leagues the screen shows; the league selected in the header when left out. */
  leagues?: readonly HubLeague[];
}

/**
 * Where a screen's numbers come from and how fresh they are (docs/product/README.md, docs/product/dashboard.md footer). It credits
 * every source whose data is stored for the leagues shown (an nflverse import under an ESPN season, The Odds
 * API's prices), not only the last full refresh's; until those are known (or if they cannot be read), the
 * answer's own source. After the credit, a sentence for each source the latest refresh left out (ADR 030), whose
 * data is older than the rest.
 */
export function DataFooter({ source, season = null, lastUpdated, leagues }: DataFooterProps) {
  const { league } = useLeague();
  // Asked once the screen's own data has loaded: a screen that failed to load shows no source line.
  const shown = leagues ?? [league];
  const stored = useStoredSources(shown, source !== undefined);
  const leftOut = useLeftOutSources(shown, source !== undefined) ?? [];
  // A date in this browser's time zone: not in the server's markup (ADR 080).
  const hydrated = useHydrated();
  const credited = stored !== undefined && stored.length > 0 ? stored : source === undefined ? undefined : [source];
  return (
    <footer className="flex flex-col gap-1 border-t pt-4 text-xs text-muted-foreground sm:flex-row sm:justify-between sm:gap-4">
      {source && credited && (
        <div className="space-y-1">
          <p>{dataSourcesLine(credited, season)}</p>
          {/* ADR 030: a source the last refresh left out keeps older data; say so after the credit. */}
          {leftOutLines(leftOut, shown.length).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <p className="shrink-0">Last updated: {hydrated && lastUpdatedText(lastUpdated)}</p>
    </footer>
  );
}
