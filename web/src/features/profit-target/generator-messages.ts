/**
 * docs/product/profit-target.md "Generator" toasts, verbatim, and the one mapping it gives for a failed parlay calculation
 * ('Connection/Calculation Failed', shown 10 s).
 */
import type { ToastInput } from '@/lib/toast';

export const CALCULATION_FAILED_TOAST_MS = 10_000;
/** docs/product/profit-target.md 'Starting Analysis...': 8 s before a screenshot upload, 5 s before a search of the lines. */
export const STARTING_ANALYSIS_SCREENSHOTS_MS = 8_000;
export const STARTING_ANALYSIS_LINES_MS = 5_000;

export const PROFIT_TARGET_TOASTS = {
  noData: { title: 'No Data', description: 'Please upload screenshots or manually enter betting lines', variant: 'destructive' },
  noLinesFound: { title: 'No Lines Found', description: 'Could not extract betting lines from the screenshots', variant: 'destructive' },
  analysisFailed: { title: 'Analysis Failed', description: 'Failed to analyze screenshots. Please try again.', variant: 'destructive' },
  invalidInput: { title: 'Invalid Input', description: 'Please enter a valid profit target', variant: 'destructive' },
  noValidParlaysLive: {
    title: 'No Valid Parlays',
    description: 'Could not find any valid parlays from live data for the specified profit target',
    variant: 'destructive',
  },
  noValidParlays: { title: 'No Valid Parlays', description: 'Could not find any valid parlays for the specified profit target', variant: 'destructive' },
  noBettingLines: { title: 'No Betting Lines', description: 'Please upload screenshots or manually enter betting lines', variant: 'destructive' },
  missingInformation: { title: 'Missing Information', description: 'Please fill in all fields', variant: 'destructive' },
  startingAnalysis: { title: 'Starting Analysis...', description: 'This can take a few moments. Please do not close or refresh the page.' },
  lineAdded: { title: 'Line Added' },
  addedToFavorites: { title: 'Added to Favorites' },
  removedFromFavorites: { title: 'Removed from Favorites' },
} as const satisfies Record<string, ToastInput>;

export function liveLinesLoadedToast(count: number): ToastInput {
  return { title: 'Live Lines Loaded', description: `Added ${count} betting lines from Live Game Slate` };
}

export function screenshotsAnalyzedToast(count: number): ToastInput {
  return { title: 'Analysis Complete', description: `Extracted ${count} betting lines from screenshots` };
}

export function budgetExceededToast(required: string, tolerance: string): ToastInput {
  return { title: 'Budget Exceeded', description: `This strategy requires ${required} but your tolerance is ${tolerance}`, variant: 'destructive' };
}

export const LIVE_FETCH_FALLBACK = 'Failed to fetch live betting lines. Please try again.';

export function liveFetchFailedToast(serverText: string | undefined): ToastInput {
  return { title: 'Failed to Fetch Live Data', description: serverText ?? LIVE_FETCH_FALLBACK, variant: 'destructive' };
}

/**
 * docs/product/profit-target.md: the message is matched in the page's order (500, then timeout or ECONNRESET, then fetch).
 * Matching ignores case ('Failed to fetch' is what browsers say), and 'timed out' counts as a timeout: the
 * server's own 10 s bound answers in those words, and the page means the same message.
 */
export function calculationFailureMessage(errorMessage: string): string {
  const text = errorMessage.toLowerCase();
  if (text.includes('500')) {
    return 'Server overloaded during calculation. Please reduce the number of betting lines or try again in a moment.';
  }
  if (text.includes('timeout') || text.includes('timed out') || text.includes('econnreset')) {
    return 'Analysis timed out due to large dataset. Please reduce the number of betting lines and try again.';
  }
  if (text.includes('fetch')) return 'Connection failed. Please check your internet connection and try again.';
  return 'Failed to calculate parlays. Please try again.';
}

export function calculationFailedToast(errorMessage: string): ToastInput {
  return { title: 'Connection/Calculation Failed', description: calculationFailureMessage(errorMessage), variant: 'destructive' };
}
