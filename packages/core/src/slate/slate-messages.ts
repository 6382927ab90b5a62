/** docs/product/slate-analyzer.md "Slate": the analyzer's toasts, so the screen and its tests use the same words. */

export interface SlateToast {
  title: string;
  description?: string;
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** The wording after each title is ours; docs/product/slate-analyzer.md gives the titles (and 'with count'). */
export function gameAddedToast(awayTeam: string, homeTeam: string): SlateToast {
  return { title: 'Game Added', description: `${awayTeam} @ ${homeTeam} added to the slate` };
}

export const SLATE_GAME_REMOVED: SlateToast = { title: 'Game Removed', description: 'The game was removed from the slate' };

/** `skipped`: the rows left out and why (skippedRowsText), appended so a short import is never a surprise. */
export function csvImportedToast(count: number, skipped = ''): SlateToast {
  return { title: 'CSV Imported Successfully', description: `Imported ${plural(count, 'game', 'games')}${skipped}` };
}

/** Destructive. */
export const SLATE_NO_GAMES_TO_ANALYZE: SlateToast = {
  title: 'No Games to Analyze',
  description: 'Please add games to the slate before analyzing',
};

export function analysisCompleteToast(opportunities: number): SlateToast {
  return { title: 'Analysis Complete', description: `Found ${plural(opportunities, 'arbitrage opportunity', 'arbitrage opportunities')}` };
}

/** Destructive; the description is the error's message. */
export const SLATE_ANALYSIS_FAILED_TITLE = 'Analysis Failed';
