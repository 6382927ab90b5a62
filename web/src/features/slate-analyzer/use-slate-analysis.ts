import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  SLATE_ANALYSIS_FAILED_TITLE,
  SLATE_ARBITRAGE_DEFAULT_STAKE,
  SLATE_NO_GAMES_TO_ANALYZE,
  analysisCompleteToast,
  findArbitrage,
  type SlateArbitrageReport,
  type SlateGame,
} from '@playbook/core';
import { toast } from '@/lib/toast';

export const MIN_TOTAL_STAKE = 1;
export const STAKE_ERROR = `Total stake must be at least $${MIN_TOTAL_STAKE}`;

/** The stake box's text as dollars, or null while it is not a usable stake. */
export function parseTotalStake(text: string): number | null {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) && value >= MIN_TOTAL_STAKE ? value : null;
}

export interface SlateAnalysis {
  stakeText: string;
  setStakeText: (text: string) => void;
  stake: number | null;
  busy: boolean;
  /** The report for the slate as analysed, at the current stake; null before an analysis or once the slate changed. */
  report: SlateArbitrageReport | null;
  analyze: () => void;
}

/**
 * 'Analyze for Arbitrage' (docs/product/slate-analyzer.md "Slate builder"): busy, then the opportunities. The stake can change
 * afterwards and the split follows it; a changed slate hides the report until it is analysed again, so no
 * figure on screen belongs to games that are gone.
 */
export function useSlateAnalysis(games: SlateGame[]): SlateAnalysis {
  const [stakeText, setStakeText] = useState(String(SLATE_ARBITRAGE_DEFAULT_STAKE));
  const [busy, setBusy] = useState(false);
  const [analyzed, setAnalyzed] = useState<SlateGame[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const stake = parseTotalStake(stakeText);

  const report = useMemo(
    () => (analyzed !== null && analyzed === games && stake !== null ? findArbitrage(analyzed, { totalStake: stake }) : null),
    [analyzed, games, stake],
  );

  const analyze = useCallback(() => {
    if (games.length === 0) {
      toast({ ...SLATE_NO_GAMES_TO_ANALYZE, variant: 'destructive' });
      return;
    }
    if (stake === null) {
      toast({ title: SLATE_ANALYSIS_FAILED_TITLE, description: STAKE_ERROR, variant: 'destructive' });
      return;
    }
    setBusy(true);
    // One macrotask so 'Analyzing...' paints before the (quick, synchronous) computation.
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      try {
        const result = findArbitrage(games, { totalStake: stake });
        setAnalyzed(games);
        toast(analysisCompleteToast(result.opportunities.length));
      } catch (error) {
        toast({ title: SLATE_ANALYSIS_FAILED_TITLE, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
      } finally {
        setBusy(false);
      }
    }, 0);
  }, [games, stake]);

  return { stakeText, setStakeText, stake, busy, report, analyze };
}
