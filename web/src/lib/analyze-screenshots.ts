import { z } from 'zod';
import { analyzeScreenshotsResponseSchema, SCREENSHOT_FIELD, type AnalyzeScreenshotsResponse } from '@playbook/contracts';
import { toApiError } from '@/lib/api';
import type { ToastInput } from '@/lib/toast';

export const ANALYZE_SCREENSHOTS_URL = '/api/analyze-screenshots';

/** docs/product/profit-target.md: the toasts of a screenshot reading that found nothing or failed, for every screen that reads slips. */
export const SCREENSHOT_TOASTS = {
  noLinesFound: { title: 'No Lines Found', description: 'Could not extract betting lines from the screenshots', variant: 'destructive' },
  analysisFailed: { title: 'Analysis Failed', description: 'Failed to analyze screenshots. Please try again.', variant: 'destructive' },
} as const satisfies Record<string, ToastInput>;

/**
 * docs/product/profit-target.md POST /api/analyze-screenshots, shared by the screens that read bet slips (the slate analyzer's
 * OCR Scan tab, the parlay generator): a multipart form with one 'screenshots' part per image (apiRequest
 * sends JSON only). A refusal carries the server's sentence, which names the limit broken. The answer is the lines
 * read and the slips they came from.
 */
export async function analyzeScreenshots(files: readonly File[], signal?: AbortSignal): Promise<AnalyzeScreenshotsResponse> {
  const form = new FormData();
  for (const file of files) form.append(SCREENSHOT_FIELD, file, file.name);
  const response = await fetch(ANALYZE_SCREENSHOTS_URL, {
    method: 'POST',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    body: form,
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw await toApiError(response);
  const body = analyzeScreenshotsResponseSchema.safeParse(await response.json());
  if (!body.success) throw new Error(`Unexpected response from ${ANALYZE_SCREENSHOTS_URL}: ${z.prettifyError(body.error)}`);
  return body.data;
}
