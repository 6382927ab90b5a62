import { parseSelection, type BettingLine } from '@playbook/core';
import type { AnalyzeScreenshotsResponse, ScreenshotBettingLine } from '@playbook/contracts';

/** A line as the server reads it: the selection and point apart, full confidence, nothing marked. */
function readLine(line: BettingLine): ScreenshotBettingLine {
  const parsed = parseSelection(line.description);
  const base = { ...line, confidence: 1, uncertain: [] };
  if (parsed.kind === 'spread') return { ...base, selection: parsed.team, point: parsed.line };
  if (parsed.kind === 'moneyline') return { ...base, selection: parsed.team };
  if (parsed.kind === 'total') return { ...base, selection: parsed.side === 'under' ? 'Under' : 'Over', point: parsed.line };
  return { ...base, selection: line.description };
}

/** The answer of POST /api/analyze-screenshots for these lines, and no slip foot unless given. */
export function screenshotAnswer(lines: readonly BettingLine[], slips: AnalyzeScreenshotsResponse['slips'] = []): AnalyzeScreenshotsResponse {
  return { bettingLines: lines.map(readLine), slips };
}
