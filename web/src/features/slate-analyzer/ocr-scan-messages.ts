import { SCREENSHOT_MAX_BYTES, SCREENSHOT_MAX_FILES } from '@playbook/contracts';
import { SCREENSHOT_TOASTS } from '@/lib/analyze-screenshots';
import type { ToastInput } from '@/lib/toast';

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/**
 * The OCR Scan tab's words. The tab was a placeholder in the product's first description, so it has no words of its own: the titles and
 * sentences of the generator's screenshot toasts (docs/product/slate-analyzer.md) are reused where they fit; the rest is ours.
 */
export const OCR_SCAN_MESSAGES = {
  noData: { title: 'No Data', description: 'Please upload screenshots', variant: 'destructive' },
  noLinesFound: SCREENSHOT_TOASTS.noLinesFound,
  noGamesFound: {
    title: 'No Games Found',
    description: "The lines read name no 'away @ home' matchup; add those games with Manual Entry",
    variant: 'destructive',
  },
  /** The description is the server's sentence when it sent one. */
  analysisFailed: SCREENSHOT_TOASTS.analysisFailed,
  notImages: 'Only images are read; other files were left out.',
  tooLarge: `Each screenshot must be at most ${SCREENSHOT_MAX_BYTES / (1024 * 1024)} MB; larger ones were left out.`,
  tooMany: `At most ${SCREENSHOT_MAX_FILES} screenshots at a time; the rest were left out.`,
} as const satisfies Record<string, ToastInput | string>;

export function scanCompleteToast(lines: number, games: number): ToastInput {
  return {
    title: 'Analysis Complete',
    description: `Extracted ${lines} betting lines from screenshots; added ${plural(games, 'game', 'games')} to the slate`,
  };
}
