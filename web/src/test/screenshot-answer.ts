import type { BettingLine } from '@playbook/core';
import type { AnalyzeScreenshotsResponse } from '@playbook/contracts';

/**
 * The answer of POST /api/analyze-screenshots for lines read with full confidence (nothing marked for review),
 * and no slip foot unless given.
 */
export function screenshotAnswer(lines: readonly BettingLine[], slips: AnalyzeScreenshotsResponse['slips'] = []): AnalyzeScreenshotsResponse {
  return {
    bettingLines: lines.map((line) => ({ ...line, selection: line.description, confidence: 1, uncertain: [] })),
    slips,
  };
}
