import { z } from 'zod';
import type { BettingLineType } from '@playbook/core';

// Spec 2 §7 POST /api/analyze-screenshots (issue 11): a multipart form whose repeated field 'screenshots'
// holds bet-slip or odds-board images; the answer is the betting lines read from them. The limits are ours
// (the spec names none): every one is named in the 400/413 error message that enforces it.

/** The multipart field name of spec 2 §7, repeated once per image. */
export const SCREENSHOT_FIELD = 'screenshots';
/** At most this many images per request. */
export const SCREENSHOT_MAX_FILES = 10;
/** At most this many bytes per image (8 MB): a phone screenshot is well under 5 MB. */
export const SCREENSHOT_MAX_BYTES = 8 * 1024 * 1024;
/**
 * The image formats read: what phones and browsers save screenshots as, and what the OCR engine decodes.
 * Each is checked by its magic bytes, not only by the declared type.
 */
export const SCREENSHOT_FORMATS = ['png', 'jpeg', 'webp'] as const;
/**
 * At most this many pixels per image: 16 megapixels holds any phone, 4K or 5K screen. It bounds the decoder's
 * memory and the reading time (a 36-megapixel page of text took 18 s and 0.9 GB here).
 */
export const SCREENSHOT_MAX_PIXELS = 16_000_000;
export type ScreenshotFormat = (typeof SCREENSHOT_FORMATS)[number];

const LINE_TYPES = ['spread', 'moneyline', 'total'] as const satisfies readonly BettingLineType[];

/** Spec 2 §3 "Betting line" as read from a screenshot: game, type, description, odds (American integer). */
export const screenshotBettingLineSchema = z.object({
  game: z.string(),
  type: z.enum(LINE_TYPES),
  description: z.string(),
  odds: z.number().int(),
});
export type ScreenshotBettingLine = z.infer<typeof screenshotBettingLineSchema>;

/**
 * The answer: every line read, in reading order across the images. An image with no readable line adds none
 * (an empty list is a 200: the screen shows the spec's 'No Lines Found' toast).
 */
export const analyzeScreenshotsResponseSchema = z.object({
  bettingLines: z.array(screenshotBettingLineSchema),
});
export type AnalyzeScreenshotsResponse = z.infer<typeof analyzeScreenshotsResponseSchema>;
