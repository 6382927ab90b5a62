import { useEffect, useRef } from 'react';
import { Download } from 'lucide-react';
import { clvSummaryOf, formatClv, formatMoney, formatUnits, parlayCategoryLabel, PARLAY_STATUS_LABELS, relativeTimeText, unitsOf, type ParlayStatus } from '@playbook/core';
import type { ParlayHistoryItem } from '@playbook/contracts';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { usePriceFormat } from '@/lib/odds-format';
import { cn } from '@/lib/utils';
import { HistoryMore, type HistoryMoreProps } from './history-more';
import { LegClvList } from './leg-clv-list';
import { SettlementMark } from './grading-marks';
import { clvClass, payoutClass } from './sign-class';
import { unconfirmedLeftOutText } from './unconfirmed-close-text';

const STATUS_VARIANT: Record<ParlayStatus, BadgeProps['variant']> = {
  pending: 'secondary',
  won: 'success',
  lost: 'destructive',
  partially_won: 'outline',
  void: 'outline',
};

function Amount({ label, value, className, note }: { label: string; value: string; className?: string; note?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('font-medium tabular-nums', className)}>{value}</dd>
      {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
    </div>
  );
}

/** What the tracker adds to each row for daily use (selection for bulk settling, tags, units). */
export interface DailyUse {
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onEditTags: (parlay: ParlayHistoryItem) => void;
  /** Amounts are also shown in units of this many dollars; null shows dollars only. */
  unitSize: number | null;
}

/** "2.5 u" beside an amount when the user keeps a unit size. */
const unitsNote = (dollars: number, unitSize: number | null | undefined, suffix = ''): string | undefined =>
  unitSize ? `${formatUnits(unitsOf(dollars, unitSize))}${suffix}` : undefined;

interface HistoryRowProps {
  parlay: ParlayHistoryItem;
  now: Date;
  onUpdate: (parlay: ParlayHistoryItem) => void;
  daily: DailyUse | undefined;
}

function HistoryRow({ parlay, now, onUpdate, daily }: HistoryRowProps) {
  const price = usePriceFormat();
  const legs = parlay.numLegs === 1 ? '1 leg' : `${parlay.numLegs} legs`;
  const tags = parlay.tags ?? [];
  return (
    <li className="grid gap-2 rounded-sm py-4 outline-none first:pt-0 last:pb-0 focus-visible:ring-2 focus-visible:ring-ring" tabIndex={-1} data-parlay-id={parlay.id} data-status={parlay.status}>
      <div className="flex flex-wrap items-center gap-2">
        {daily && (
          <input
            type="checkbox"
            className="size-4 accent-primary"
            aria-label={`Select: ${parlay.parlayDescription}`}
            checked={daily.selected.has(parlay.id)}
            onChange={() => daily.onToggle(parlay.id)}
          />
        )}
        <Badge variant={STATUS_VARIANT[parlay.status]}>{PARLAY_STATUS_LABELS[parlay.status]}</Badge>
        {/* A parlay entered by hand has no generator category. */}
        <Badge variant="outline">{parlayCategoryLabel(parlay)}</Badge>
        <span className="text-xs text-muted-foreground">{legs}</span>
        <span className="text-xs font-medium tabular-nums">{price(parlay.totalOdds)}</span>
        <SettlementMark settledBy={parlay.settledBy} />
      </div>
      <p className="text-sm font-medium break-words">{parlay.parlayDescription}</p>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">
        <time dateTime={parlay.generatedAt} title={new Date(parlay.generatedAt).toLocaleString()}>
          {relativeTimeText(parlay.generatedAt, now)}
        </time>
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        <Amount label="Stake" value={formatMoney(parlay.stakeAmount)} note={unitsNote(parlay.stakeAmount, daily?.unitSize)} />
        <Amount label="Potential Payout" value={formatMoney(parlay.potentialPayout)} />
        {parlay.actualPayout !== null && (
          <Amount
            label="Actual Payout"
            value={formatMoney(parlay.actualPayout)}
            className={payoutClass(parlay.actualPayout)}
            note={unitsNote(parlay.actualPayout - parlay.stakeAmount, daily?.unitSize, ' net')}
          />
        )}
        {parlay.legs.length > 0 && (
          <Amount
            label="Avg CLV"
            value={formatClv(parlay.averageClv)}
            className={clvClass(parlay.averageClv)}
            note={unconfirmedLeftOutText(clvSummaryOf(parlay.legs).unconfirmedClvLegCount)}
          />
        )}
      </dl>
      <LegClvList legs={parlay.legs} />
      {parlay.notes && <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{parlay.notes}</p>}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onUpdate(parlay)} aria-label={`Update Status: ${parlay.parlayDescription}`}>
          Update Status
        </Button>
        {daily && (
          <Button variant="outline" size="sm" onClick={() => daily.onEditTags(parlay)} aria-label={`Edit Tags: ${parlay.parlayDescription}`}>
            Edit Tags
          </Button>
        )}
      </div>
    </li>
  );
}

interface ParlayHistoryCardProps {
  parlays: readonly ParlayHistoryItem[];
  now: Date;
  onUpdate: (parlay: ParlayHistoryItem) => void;
  onExport: () => void;
  /** The whole history is read for the export (ADR 043): the button waits meanwhile. */
  exporting?: boolean;
  /** The pages beyond those shown; without it the list is the whole history. */
  more?: Omit<HistoryMoreProps, 'shown'>;
  daily?: DailyUse;
  /** The history is narrowed by filters: an empty list says so, not that nothing is tracked. */
  filtered?: boolean;
}

/** docs/product/parlay-tracker.md Parlay History, with its empty state, and the CSV export. */
export function ParlayHistoryCard({ parlays, now, onUpdate, onExport, exporting = false, more, daily, filtered = false }: ParlayHistoryCardProps) {
  const list = useRef<HTMLUListElement>(null);
  // Where "Show More" was asked: once that page is in, the keyboard goes on from its first parlay.
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || parlays.length <= index) return;
    firstNew.current = null;
    const row = list.current?.children[index];
    if (row instanceof HTMLElement) row.focus();
  }, [parlays.length]);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Parlay History</CardTitle>
        {parlays.length > 0 && (
          <Button variant="outline" size="sm" onClick={onExport} disabled={exporting} aria-busy={exporting}>
            <Download aria-hidden="true" />
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {parlays.length === 0 && filtered ? (
          <div className="grid gap-1 py-6 text-center">
            <h3 className="font-semibold">No Parlays Match These Filters</h3>
            <p className="text-sm text-muted-foreground">Widen or clear the filters to see more of your history</p>
          </div>
        ) : parlays.length === 0 ? (
          <div className="grid gap-1 py-6 text-center">
            <h3 className="font-semibold">No Parlays Yet</h3>
            <p className="text-sm text-muted-foreground">Generate your first parlay to start tracking your performance</p>
          </div>
        ) : (
          <>
            <ul ref={list} className="divide-y" aria-label="Parlay History">
              {parlays.map((parlay) => (
                <HistoryRow key={parlay.id} parlay={parlay} now={now} onUpdate={onUpdate} daily={daily} />
              ))}
            </ul>
            {more && (
              <HistoryMore
                {...more}
                shown={parlays.length}
                onShowMore={() => {
                  firstNew.current = parlays.length;
                  more.onShowMore();
                }}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
