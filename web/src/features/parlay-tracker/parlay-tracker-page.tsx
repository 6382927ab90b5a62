import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { ParlayHistoryFilters, ParlayHistoryItem } from '@playbook/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { describeError } from '@/lib/api';
import { LazyProfitChart } from './lazy-profit-chart';
import { ManualParlayForm } from './manual-parlay-form';
import { ParlayHistoryCard } from './parlay-history-card';
import { PerformanceBreakdown } from './performance-breakdown';
import { RoiBreakdown } from './roi-breakdown';
import { StatCards } from './stat-cards';
import { BulkSettleBar } from './bulk-settle-bar';
import { TagsDialog } from './tags-dialog';
import { TrackerFilters } from './tracker-filters';
import { UnitSizeForm } from './unit-size-form';
import { UpdateStatusDialog } from './update-status-dialog';
import { useAddManualParlay } from './use-add-manual-parlay';
import { useExportHistory } from './use-export-history';
import { useNow } from './use-now';
import { useParlayHistory } from './use-parlay-history';
import { useParlayPerformance } from './use-parlay-performance';
import { useFilterOptions, useSaveTrackerSettings, useSetParlayTags, useSettleParlays, useTrackerSettings } from './use-tracker-daily';
import { useUpdateParlayStatus } from './use-update-parlay-status';

/** docs/product/parlay-tracker.md "Parlay tracker" (route /parlay-tracker, the header's Performance link). */
export function ParlayTrackerPage() {
  const [filters, setFilters] = useState<ParlayHistoryFilters>({});
  const history = useParlayHistory(filters);
  const performance = useParlayPerformance();
  const updateStatus = useUpdateParlayStatus();
  const addManual = useAddManualParlay();
  const [editing, setEditing] = useState<ParlayHistoryItem | null>(null);
  const [adding, setAdding] = useState(false);
  const exportHistory = useExportHistory();
  const now = useNow();
  // Daily use: the filter menus, the unit size, tags, and the parlays ticked for settling at once.
  const filterOptions = useFilterOptions();
  const trackerSettings = useTrackerSettings();
  const saveSettings = useSaveTrackerSettings();
  const setTags = useSetParlayTags();
  const settle = useSettleParlays();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [tagging, setTagging] = useState<ParlayHistoryItem | null>(null);
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const changeFilters = (next: ParlayHistoryFilters) => {
    setFilters(next);
    // Only parlays in view can be ticked: a filter change drops the ticks.
    setSelected(new Set());
  };
  const unitSize = trackerSettings.data?.unitSize ?? null;

  // TanStack's fetchNextPage cancels a refetch under way (Refresh All Data, the network back) and appends to the
  // pages as they were, so that refresh was lost: wait for it (a refetch that does not cancel joins the read under
  // way), then append (ADR 043 review).
  const showMore = async () => {
    if (history.isRefetching) await history.refetch({ cancelRefetch: false });
    await history.fetchNextPage();
  };

  const header = (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Parlay Tracker</h1>
        <p className="text-sm text-muted-foreground">Your parlays, how they settled and what they returned.</p>
      </div>
      <Button onClick={() => setAdding(true)}>
        <Plus aria-hidden="true" />
        Add a Parlay Placed Elsewhere
      </Button>
    </header>
  );

  let body;
  if (history.isPending || performance.isPending) {
    body = (
      <p className="py-10 text-center text-sm text-muted-foreground" role="status">
        Loading performance data...
      </p>
    );
  } else if ((history.isError && !history.isFetchNextPageError) || performance.isError || history.data === undefined) {
    body = (
      <Card>
        <CardContent className="grid justify-items-center gap-3 p-6 text-center">
          <p className="font-semibold">Error Loading Performance Data</p>
          <p className="text-sm text-muted-foreground">{describeError(history.error ?? performance.error)}</p>
          <Button variant="outline" onClick={() => void Promise.all([history.refetch(), performance.refetch()])}>
            Retry
          </Button>
        </CardContent>
      </Card>
    );
  } else {
    const stats = performance.data;
    const shown = history.data.pages.flatMap((page) => page.items);
    body = (
      <>
        <StatCards performance={stats} unitSize={unitSize} />
        <Card>
          <CardHeader>
            <CardTitle>Profit Over Time</CardTitle>
            <CardDescription>Cumulative net profit as your parlays settle.</CardDescription>
          </CardHeader>
          <CardContent>
            {stats.profitOverTime.length > 0 ? (
              <LazyProfitChart points={stats.profitOverTime} />
            ) : (
              <p className="text-sm text-muted-foreground">Settle a parlay to start the curve.</p>
            )}
          </CardContent>
        </Card>
        <PerformanceBreakdown performance={stats} />
        <RoiBreakdown performance={stats} />
        <Card>
          <CardHeader>
            <CardTitle>Filter Your History</CardTitle>
            <CardDescription>Narrow the list below; tick parlays to settle several at once.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <TrackerFilters filters={filters} options={filterOptions.data} onChange={changeFilters} />
            {trackerSettings.isSuccess && <UnitSizeForm unitSize={unitSize} saving={saveSettings.isPending} onSave={(next) => saveSettings.mutate({ unitSize: next })} />}
          </CardContent>
        </Card>
        <ParlayHistoryCard
          parlays={shown}
          filtered={Object.values(filters).some((value) => value !== undefined)}
          daily={{ selected, onToggle: toggle, onEditTags: setTagging, unitSize }}
          now={now}
          onUpdate={setEditing}
          onExport={() => exportHistory.mutate()}
          exporting={exportHistory.isPending}
          more={{
            total: stats.totalParlays,
            hasMore: history.hasNextPage,
            loading: history.isFetchingNextPage,
            error: history.isFetchNextPageError ? describeError(history.error) : null,
            onShowMore: () => void showMore(),
          }}
        />
        <BulkSettleBar
          count={selected.size}
          busy={settle.isPending}
          onClear={() => setSelected(new Set())}
          onSettle={(status) => settle.mutate({ ids: [...selected], status }, { onSuccess: () => setSelected(new Set()) })}
        />
        <footer className="flex flex-col gap-1 border-t pt-4 text-xs text-muted-foreground sm:flex-row sm:justify-between">
          <p>Computed from the parlays you saved or entered; settled ones count once their status is updated.</p>
          <p>Last updated: {new Date(Math.max(history.dataUpdatedAt, performance.dataUpdatedAt)).toLocaleTimeString()}</p>
        </footer>
      </>
    );
  }

  return (
    <div className="grid min-w-0 gap-6">
      {header}
      {body}
      <UpdateStatusDialog
        parlay={editing}
        saving={updateStatus.isPending}
        onClose={() => setEditing(null)}
        onSave={(update) => {
          if (!editing) return;
          updateStatus.mutate({ id: editing.id, update }, { onSuccess: () => setEditing(null) });
        }}
      />
      <TagsDialog
        parlay={tagging}
        saving={setTags.isPending}
        onClose={() => setTagging(null)}
        onSave={(tags) => {
          if (!tagging) return;
          setTags.mutate({ id: tagging.id, tags }, { onSuccess: () => setTagging(null) });
        }}
      />
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Add a Parlay Placed Elsewhere</DialogTitle>
            <DialogDescription>Enter the legs and stake of a ticket from any sportsbook; it is tracked as pending.</DialogDescription>
          </DialogHeader>
          {adding && (
            <ManualParlayForm
              busy={addManual.isPending}
              onCancel={() => setAdding(false)}
              onAdd={(request) => addManual.mutate(request, { onSuccess: () => setAdding(false) })}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
