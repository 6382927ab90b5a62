import type { DataSource } from '@playbook/contracts';
import { dataSourceLine, lastUpdatedText } from '@/lib/data-source';

interface DataFooterProps {
  /** Unknown until the screen's data has loaded; the source line waits for it. */
  source: DataSource | undefined;
  season?: number | null;
  lastUpdated: string | null | undefined;
}

/** Where a screen's numbers come from and how fresh they are (DESIGN "Data", spec 1 §2.2 footer). */
export function DataFooter({ source, season = null, lastUpdated }: DataFooterProps) {
  return (
    <footer className="flex flex-col gap-1 border-t pt-4 text-xs text-muted-foreground sm:flex-row sm:justify-between">
      {source && <p>{dataSourceLine(source, season)}</p>}
      <p>Last updated: {lastUpdatedText(lastUpdated)}</p>
    </footer>
  );
}
