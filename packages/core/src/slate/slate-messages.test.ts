import { describe, expect, it } from 'vitest';
import {
  SLATE_ANALYSIS_FAILED_TITLE,
  SLATE_GAME_REMOVED,
  SLATE_NO_GAMES_TO_ANALYZE,
  analysisCompleteToast,
  csvImportedToast,
  gameAddedToast,
} from './slate-messages.ts';

describe('slate toasts (docs/product/slate-analyzer.md "Slate")', () => {
  it('uses the titles of docs/product/slate-analyzer.md and the empty-slate wording', () => {
    expect(gameAddedToast('Bills', 'Chiefs')).toEqual({ title: 'Game Added', description: 'Bills @ Chiefs added to the slate' });
    expect(SLATE_GAME_REMOVED.title).toBe('Game Removed');
    expect(SLATE_NO_GAMES_TO_ANALYZE).toEqual({ title: 'No Games to Analyze', description: 'Please add games to the slate before analyzing' });
    expect(SLATE_ANALYSIS_FAILED_TITLE).toBe('Analysis Failed');
  });

  it('gives the counts', () => {
    expect(csvImportedToast(1)).toEqual({ title: 'CSV Imported Successfully', description: 'Imported 1 game' });
    expect(csvImportedToast(500).description).toBe('Imported 500 games');
    expect(analysisCompleteToast(0)).toEqual({ title: 'Analysis Complete', description: 'Found 0 arbitrage opportunities' });
    expect(analysisCompleteToast(1).description).toBe('Found 1 arbitrage opportunity');
  });
});
