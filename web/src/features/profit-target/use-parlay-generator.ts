import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FavoriteParlay, ProfitTargetResponse, ScreenshotSlip, StoredParlay } from '@playbook/contracts';
import { generateLocally, legFromLine, PROFIT_TARGET_DEFAULTS, type BettingLine, type LocalStrategyResult } from '@playbook/core';
import { apiRequest } from '@/lib/api';
import { forgetEndedSession } from '@/lib/ended-session';
import { formatMoney } from '@/lib/money';
import { readFavoriteParlays, readGeneratedParlays, toggleFavoriteParlay, writeGeneratedParlays } from '@/lib/parlay-storage';
import { browserStorage } from '@/lib/browser-storage';
import { takeSelectedLiveLines } from '@/lib/selected-lines-storage';
import { toast } from '@/lib/toast';
import { analyzeScreenshots } from '@/lib/analyze-screenshots';
import { isAbort, liveServerErrorText, postProfitTarget, savedParlayRecord, saveInBackground, type GeneratorInputs } from './generator-api';
import { DEFAULT_MAX_RISK_TEXT, DEFAULT_TARGET_TEXT, mergeLines, positiveAmount } from './generator-inputs';
import { liveLineIds } from './saved-line-ids';
import {
  budgetExceededToast,
  calculationFailedToast,
  CALCULATION_FAILED_TOAST_MS,
  PROFIT_TARGET_TOASTS,
  liveFetchFailedToast,
  liveLinesLoadedToast,
  screenshotsAnalyzedToast,
  STARTING_ANALYSIS_LINES_MS,
  STARTING_ANALYSIS_SCREENSHOTS_MS,
} from './generator-messages';
import { reviewRowOf, type ReviewRow } from './screenshot-review';
import { betTrackedToast, reviewedLinesAddedToast, trackFailedToast } from './screenshot-review-messages';
import { delay, useCancellableRun } from './use-cancellable-run';
import { PARLAYS_QUERY_KEY } from '@/lib/queries/parlays';

/** docs/product/profit-target.md: the local calculation is delayed 1 s. */
const LOCAL_CALCULATION_DELAY_MS = 1000;

export interface GeneratorGoals {
  target: string;
  maxRisk: string;
}

export interface LegRange {
  minLegs: number;
  maxLegs: number;
}

export interface GeneratorResults {
  /** Bumped per answer: the optimal table resets its search and sorting when the results change (docs/product/profit-target.md). */
  version: number;
  answer: ProfitTargetResponse;
  /** What the search was asked: the optimal range table asks its pages for the same. */
  inputs: GeneratorInputs;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The Parlay Generator tab's state and actions (docs/product/profit-target.md). */
export function useParlayGenerator() {
  const [goals, setGoals] = useState<GeneratorGoals>({ target: DEFAULT_TARGET_TEXT, maxRisk: DEFAULT_MAX_RISK_TEXT });
  const [legRange, setLegRange] = useState<LegRange>({ minLegs: PROFIT_TARGET_DEFAULTS.minLegs, maxLegs: PROFIT_TARGET_DEFAULTS.maxLegs });
  // A team's spread with its own moneyline is left out of the server's search unless switched on.
  const [allowSameGame, setAllowSameGame] = useState(false);
  const [lines, setLines] = useState<BettingLine[]>([]);
  const [screenshots, setScreenshots] = useState<File[]>([]);
  const [review, setReview] = useState<{ rows: ReviewRow[]; slips: ScreenshotSlip[] } | null>(null);
  const [tracking, setTracking] = useState(false);
  const [results, setResults] = useState<GeneratorResults | null>(null);
  const [strategy, setStrategy] = useState<LocalStrategyResult | null>(null);
  const [favorites, setFavorites] = useState<FavoriteParlay[]>(() => readFavoriteParlays(browserStorage()));
  const [hasGenerated, setHasGenerated] = useState(() => readGeneratedParlays(browserStorage()).length > 0);
  const run = useCancellableRun();
  const queryClient = useQueryClient();
  // These calls run outside TanStack Query: a session that ended elsewhere goes through the app's one rule, after
  // the call's own toast, so the visitor is sent to sign in with "Session ended" (ADR 001, stop 23).
  const endIfSessionEnded = (error: unknown) => forgetEndedSession(queryClient, error);
  const favoriteIds = useMemo(() => new Set(favorites.map((favorite) => favorite.id)), [favorites]);
  // The lines as of the last change, for the steps of one action that run after awaits (state lags a render).
  const linesRef = useRef(lines);
  // The stored line id of each line taken from the live slate, passed along when a parlay is saved.
  const lineIdsRef = useRef(new Map<string, number>());
  const replaceLines = useCallback((next: BettingLine[]) => {
    linesRef.current = next;
    setLines(next);
  }, []);

  // docs/product/profit-target.md: the live slate's chosen lines are merged in once on load, then removed from storage.
  useEffect(() => {
    const live = takeSelectedLiveLines(browserStorage());
    liveLineIds(live, lineIdsRef.current);
    const taken = live.map(({ game, type, description, odds }) => ({ game, type, description, odds }));
    if (taken.length === 0) return;
    const merged = mergeLines(linesRef.current, taken);
    replaceLines(merged.lines);
    toast(liveLinesLoadedToast(merged.added));
  }, [replaceLines]);

  const addLines = useCallback((incoming: readonly BettingLine[]) => {
    const merged = mergeLines(linesRef.current, incoming);
    replaceLines(merged.lines);
    return merged;
  }, [replaceLines]);

  const storeGenerated = (parlays: readonly StoredParlay[]) => {
    if (parlays.length === 0) return;
    writeGeneratedParlays(browserStorage(), parlays);
    setHasGenerated(true);
  };

  /** The goals as numbers, or null after the page's 'Invalid Input' toast. Max risk always reads (reverted on blur). */
  const readGoals = () => {
    const targetProfit = positiveAmount(goals.target);
    if (targetProfit === null) {
      toast(PROFIT_TARGET_TOASTS.invalidInput);
      return null;
    }
    const correlatedLegs = allowSameGame ? ('allow' as const) : ('exclude' as const);
    return { targetProfit, maxRisk: positiveAmount(goals.maxRisk) ?? PROFIT_TARGET_DEFAULTS.maxRisk, ...legRange, correlatedLegs };
  };

  const showAnswer = (answer: ProfitTargetResponse, inputs: GeneratorInputs) => {
    setResults((current) => ({ version: (current?.version ?? 0) + 1, answer, inputs }));
    storeGenerated(answer.parlays);
  };

  const fetchLive = async () => {
    const request = readGoals();
    if (!request) return;
    // docs/product/profit-target.md: a new live fetch clears the earlier parlays and categories first.
    setResults(null);
    setStrategy(null);
    const inputs = { ...request, useLiveData: true as const };
    const outcome = await run.start('live', (signal) => postProfitTarget(inputs, signal));
    if (!outcome) return;
    if ('error' in outcome) {
      toast(liveFetchFailedToast(liveServerErrorText(outcome.error)));
      endIfSessionEnded(outcome.error);
      return;
    }
    addLines(outcome.value.bettingLines);
    if (outcome.value.parlays.length === 0) toast(PROFIT_TARGET_TOASTS.noValidParlaysLive);
    else showAnswer(outcome.value, inputs);
  };

  const findBestCombos = async () => {
    if (lines.length === 0) {
      toast(PROFIT_TARGET_TOASTS.noBettingLines);
      return;
    }
    const request = readGoals();
    if (!request) return;
    toast({ ...PROFIT_TARGET_TOASTS.startingAnalysis, duration: STARTING_ANALYSIS_LINES_MS });
    const inputs = { ...request, bettingLines: lines };
    const outcome = await run.start('search', (signal) => postProfitTarget(inputs, signal));
    if (!outcome) return;
    if ('error' in outcome) {
      if (!isAbort(outcome.error)) toast({ ...calculationFailedToast(errorText(outcome.error)), duration: CALCULATION_FAILED_TOAST_MS });
      endIfSessionEnded(outcome.error);
      return;
    }
    if (outcome.value.parlays.length === 0) {
      setResults(null);
      toast(PROFIT_TARGET_TOASTS.noValidParlays);
    } else showAnswer(outcome.value, inputs);
  };

  /** Reads the pending screenshots into lines; false when the generation should stop there. */
  const readScreenshots = async (): Promise<boolean> => {
    toast({ ...PROFIT_TARGET_TOASTS.startingAnalysis, duration: STARTING_ANALYSIS_SCREENSHOTS_MS });
    const outcome = await run.start('screenshots', (signal) => analyzeScreenshots(screenshots, signal));
    if (!outcome) return false;
    if ('error' in outcome) {
      console.error('Screenshot analysis failed', outcome.error);
      toast(PROFIT_TARGET_TOASTS.analysisFailed);
      endIfSessionEnded(outcome.error);
      return false;
    }
    const { bettingLines, slips } = outcome.value;
    if (bettingLines.length === 0) {
      toast(PROFIT_TARGET_TOASTS.noLinesFound);
      return linesRef.current.length > 0;
    }
    setScreenshots([]);
    // What was read waits for the user's review; nothing from an image is used before it.
    setReview({ rows: bettingLines.map(reviewRowOf), slips });
    toast(screenshotsAnalyzedToast(bettingLines.length));
    return false;
  };

  /** The reviewed lines join the list (the user pressed Use These Lines). */
  const acceptReviewed = (reviewed: readonly BettingLine[]) => {
    const merged = addLines(reviewed);
    setReview(null);
    toast(reviewedLinesAddedToast(merged.added));
  };

  /** 'Track this bet': the slip as placed (its legs, stake and price) goes to the tracker on the user's click. */
  const trackSlip = async (legs: readonly BettingLine[], stake: number, odds: number | undefined) => {
    setTracking(true);
    try {
      await apiRequest('POST', '/api/parlays/manual', {
        legs: legs.map(legFromLine),
        stakeAmount: stake,
        ...(odds === undefined ? {} : { totalOdds: odds }),
      });
      toast(betTrackedToast(formatMoney(stake)));
      void queryClient.invalidateQueries({ queryKey: PARLAYS_QUERY_KEY });
    } catch (error) {
      toast(trackFailedToast(errorText(error)));
      endIfSessionEnded(error);
    } finally {
      setTracking(false);
    }
  };

  /** 'Use Screenshots ($target)': screenshots read into lines, then the local strategy (docs/product/profit-target.md, ADR 012). */
  const generateFromScreenshots = async () => {
    if (screenshots.length === 0 && lines.length === 0) {
      toast(PROFIT_TARGET_TOASTS.noData);
      return;
    }
    const request = readGoals();
    if (!request) return;
    if (screenshots.length > 0 && !(await readScreenshots())) return;
    const current = linesRef.current;
    const outcome = await run.start('local', async (signal) => {
      await delay(LOCAL_CALCULATION_DELAY_MS, signal);
      return generateLocally(current, request);
    });
    if (!outcome) return;
    if ('error' in outcome) {
      toast({ ...calculationFailedToast(errorText(outcome.error)), duration: CALCULATION_FAILED_TOAST_MS });
      return;
    }
    const { parlays, strategy: found } = outcome.value;
    setStrategy(found);
    if (!found) {
      toast(PROFIT_TARGET_TOASTS.noValidParlays);
      return;
    }
    if (!found.feasible) {
      toast(budgetExceededToast(formatMoney(found.requiredStake), formatMoney(request.maxRisk)));
      return;
    }
    storeGenerated(parlays);
    saveInBackground(
      found.bets.flatMap((bet) => {
        const parlay = parlays.find((candidate) => candidate.id === bet.id);
        return parlay ? [savedParlayRecord(parlay, bet.stake, request.targetProfit, lineIdsRef.current)] : [];
      }),
      endIfSessionEnded,
    );
  };

  const toggleFavorite = (parlay: StoredParlay) => {
    const next = toggleFavoriteParlay(browserStorage(), parlay);
    setFavorites(next.favorites);
    toast(next.favorite ? PROFIT_TARGET_TOASTS.addedToFavorites : PROFIT_TARGET_TOASTS.removedFromFavorites);
  };

  const addManualLine = (line: BettingLine) => {
    addLines([line]);
    toast(PROFIT_TARGET_TOASTS.lineAdded);
  };

  const removeLine = (index: number) => replaceLines(linesRef.current.filter((_, i) => i !== index));

  return {
    goals,
    setGoals,
    legRange,
    setLegRange,
    allowSameGame,
    setAllowSameGame,
    lines,
    addManualLine,
    removeLine,
    clearLines: () => replaceLines([]),
    screenshots,
    setScreenshots,
    review,
    setReviewRows: (rows: ReviewRow[]) => setReview((current) => (current ? { ...current, rows } : current)),
    discardReview: () => setReview(null),
    acceptReviewed,
    trackSlip,
    tracking,
    results,
    strategy,
    favorites,
    favoriteIds,
    toggleFavorite,
    hasGenerated,
    run,
    fetchLive,
    findBestCombos,
    generateFromScreenshots,
  };
}

export type ParlayGeneratorState = ReturnType<typeof useParlayGenerator>;
