import { MetricCard } from '@/components/metric-card';
import type { SlateSummary } from './slate-games';

/** docs/product/live-slate.md summary tiles. */
export function SummaryTiles({ summary }: { summary: SlateSummary }) {
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <MetricCard title="Games Available" value={String(summary.gamesAvailable)} />
      <MetricCard title="Filtered Lines" value={String(summary.filteredLines)} />
      <MetricCard title="Lines Selected" value={String(summary.linesSelected)} />
      <MetricCard title="NFL / NCAA" value={`${summary.nfl} / ${summary.ncaa}`} subtitle="Games by league" />
    </section>
  );
}
