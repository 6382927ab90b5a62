import { ClipboardList, RefreshCw } from 'lucide-react';
import type { FootballLeague } from '@playbook/contracts';
import { ReadRegion } from '@/components/read-region';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useInjuries } from '@/lib/queries/injuries';
import { cn } from '@/lib/utils';
import { EmptyState } from './empty-state';
import { injurySummaryLine } from './injury-filters';
import { InjuryTable } from './injury-table';
import { useRefreshInjuries } from './use-refresh-injuries';

/** docs/product/dashboard.md Injury Reports tab. Mount it with key={league}: filters and a pending refresh belong to one league. */
export function InjuryReports({ league }: { league: FootballLeague }) {
  const injuries = useInjuries(league);
  const refresh = useRefreshInjuries(league);

  return (
    <section aria-labelledby="injury-reports-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="injury-reports-title" className="text-lg font-semibold tracking-tight">
            {league} Injury Reports
          </h2>
          {injuries.data && <p className="text-sm text-muted-foreground">{injurySummaryLine(injuries.data.injuries)}</p>}
        </div>
        <Button variant="outline" disabled={refresh.isPending} aria-busy={refresh.isPending} onClick={() => refresh.mutate()}>
          <RefreshCw className={cn(refresh.isPending && 'animate-spin')} aria-hidden="true" />
          {refresh.isPending ? 'Refreshing...' : 'Refresh Injuries'}
        </Button>
      </div>
      <ReadRegion
        read={injuries}
        label={`${league} injury reports`}
        loading={<Spinner label={`Loading ${league} injury reports...`} className="py-12" />}
        errorTitle={`Error loading ${league} injury data`}
      >
        {(data) =>
          data.injuries.length === 0 ? (
            <EmptyState icon={ClipboardList} title="No Injury Reports" description={`There are no injury reports for ${league} teams right now.`} />
          ) : (
            <InjuryTable injuries={data.injuries} />
          )
        }
      </ReadRegion>
    </section>
  );
}
