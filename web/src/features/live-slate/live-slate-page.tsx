import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BarChart3, History, RefreshCw, Sparkles } from 'lucide-react';
import type { LiveBettingLine } from '@playbook/contracts';
import { DataFooter } from '@/components/data-footer';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useOddsFormat } from '@/lib/display-settings';
import { toast } from '@/lib/toast';
import { GameCard } from './game-card';
import { HistoricalDataDialog } from './historical-data-dialog';
import { ParlayAnalysisDialog } from './parlay-analysis-dialog';
import { browserStorage } from '@/lib/browser-storage';
import { writeSelectedLiveLines } from '@/lib/selected-lines-storage';
import { applySlateFilters, EMPTY_FILTERS, optionsOf, sportOfLeague, type SlateFilters } from './slate-filters';
import { SlateFiltersBar } from './slate-filters-bar';
import { groupByGame, slateSummary } from './slate-games';
import { bestPriceIds, fairProbabilities } from './slate-lines';
import { buildRefusal, selectedCounter, SELECTION_TOASTS, toggleLine, type SelectedLine } from './slate-selection';
import { SlateEmpty, SlateError, SlateLoading } from './slate-states';
import { SummaryTiles } from './summary-tiles';
import { useModelData } from './use-model-data';
import { useSlateData } from './use-slate-data';

/** The slate's lines are both football leagues' (GET /api/live/betting-lines): its footer credits their sources. */
const SLATE_LEAGUES = ['NFL', 'NCAA'] as const;

/** docs/product/live-slate.md: the redirect after proceeding waits 500 ms. */
export const PROCEED_DELAY_MS = 500;

/** docs/product/live-slate.md Upcoming Games Slate (route /live-game-slate). */
export function LiveSlatePage() {
  const navigate = useNavigate();
  const slate = useSlateData();
  const model = useModelData();
  const [filters, setFilters] = useState<SlateFilters>(EMPTY_FILTERS);
  const [selection, setSelection] = useState<SelectedLine[]>([]);
  const [analysing, setAnalysing] = useState(false);
  const [history, setHistory] = useState(false);
  const [proceeding, setProceeding] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const buildButton = useRef<HTMLButtonElement>(null);
  const selectionBar = useRef<HTMLElement>(null);

  const { lines } = slate;
  const oddsFormat = useOddsFormat();
  const filtered = useMemo(() => applySlateFilters(lines, filters, oddsFormat), [lines, filters, oddsFormat]);
  const groups = useMemo(() => groupByGame(filtered, slate.games), [filtered, slate.games]);
  const fair = useMemo(() => fairProbabilities(lines), [lines]);
  const best = useMemo(() => bestPriceIds(lines), [lines]);
  const summary = slateSummary(lines, filtered, selection.length);

  const onToggle = useCallback((line: LiveBettingLine) => {
    setSelection((current) => {
      try {
        const result = toggleLine(current, line);
        if (result.kind === 'full') {
          toast(SELECTION_TOASTS.full);
          return current;
        }
        return result.selection;
      } catch {
        toast({ ...SELECTION_TOASTS.error, variant: 'destructive' });
        return current;
      }
    });
  }, []);

  const openAnalysis = () => {
    const refusal = buildRefusal(selection.length);
    if (refusal) toast({ ...refusal, variant: 'destructive' });
    else setAnalysing(true);
  };

  const storeSelection = () => writeSelectedLiveLines(browserStorage(), selection);

  const proceed = () => {
    storeSelection();
    setProceeding(true);
    setTimeout(() => void navigate('/profit-target'), PROCEED_DELAY_MS);
  };

  const refresh = async () => {
    setRefreshing(true);
    await slate.refresh();
    setRefreshing(false);
  };

  return (
    <div className="grid min-w-0 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">Upcoming Games Slate</h1>
          <p className="text-sm text-muted-foreground">Pick 2 to 17 lines from every bookmaker and rate the parlay with Playbook&apos;s models.</p>
        </div>
        <Button variant="outline" onClick={() => void refresh()} disabled={refreshing}>
          <RefreshCw aria-hidden className={refreshing ? 'animate-spin' : undefined} />
          Refresh Data
        </Button>
      </header>

      <section
        ref={selectionBar}
        aria-label="Selection"
        // Focused by Clear Selection, which goes away with the selection (Build is disabled then): Tab goes on from here.
        tabIndex={-1}
        // Stays at the top while picking through the games, so the count and Build are always in reach.
        className="sticky top-0 z-30 flex flex-wrap items-center gap-2 rounded-lg border bg-card/95 p-2 shadow-sm outline-none backdrop-blur focus-visible:ring-2 focus-visible:ring-ring sm:p-3"
      >
        <Badge variant="secondary" aria-live="polite">
          {selectedCounter(selection.length)}
        </Badge>
        <Button ref={buildButton} onClick={openAnalysis} disabled={selection.length < 2}>
          <Sparkles aria-hidden />
          Build Parlay with AI Analysis
        </Button>
        <Button asChild variant="outline">
          <Link to="/profit-target" onClick={storeSelection}>
            <BarChart3 aria-hidden />
            Go to Parlay Builder
          </Link>
        </Button>
        <Button variant="ghost" onClick={() => setHistory(true)}>
          <History aria-hidden />
          View Historical Data
        </Button>
        {selection.length > 0 && (
          <Button
            variant="ghost"
            onClick={() => {
              setSelection([]);
              selectionBar.current?.focus();
            }}
          >
            Clear Selection
          </Button>
        )}
      </section>

      <SlateFiltersBar
        filters={filters}
        onChange={setFilters}
        onClear={() => setFilters(EMPTY_FILTERS)}
        sports={optionsOf(lines, (line) => sportOfLeague(line.league))}
        leagues={optionsOf(lines, (line) => line.league)}
        bookmakers={optionsOf(lines, (line) => line.bookmaker)}
      />

      {slate.linesFailed || slate.gamesFailed ? (
        // docs/product/live-slate.md "Retry refreshes": every feed again, the alternate lists too (they failed with the rest).
        <SlateError linesFailed={slate.linesFailed} gamesFailed={slate.gamesFailed} retrying={refreshing} onRetry={() => void refresh()} />
      ) : slate.isLoading ? (
        <SlateLoading />
      ) : (
        <>
          <SummaryTiles summary={summary} />
          {slate.alternatesLoading && <p className="text-xs text-muted-foreground">Loading alternate lines...</p>}
          {groups.length === 0 ? (
            <SlateEmpty />
          ) : (
            <section aria-label="Games" className="grid gap-4">
              {groups.map((group) => (
                <GameCard key={group.game.eventId} group={group} selection={selection} fair={fair} best={best} onToggle={onToggle} />
              ))}
            </section>
          )}
        </>
      )}

      {analysing && (
        <ParlayAnalysisDialog
          lines={selection}
          slateLines={lines}
          fair={fair}
          modelData={model.data}
          modelInputs={model.inputs}
          proceeding={proceeding}
          onClose={() => setAnalysing(false)}
          onProceed={proceed}
        />
      )}
      <HistoricalDataDialog open={history} lines={selection} onClose={() => setHistory(false)} />
      <DataFooter source={slate.linesQuery.data?.source} lastUpdated={slate.linesQuery.data?.lastUpdated} leagues={SLATE_LEAGUES} />
    </div>
  );
}
