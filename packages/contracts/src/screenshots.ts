import { z } from 'zod';
import type { BettingLineType, ReadField } from '@playbook/core';

// docs/product/profit-target.md POST /api/analyze-screenshots: a multipart form whose repeated field 'screenshots'
// holds bet-slip or odds-board images; the answer is the betting lines read from them. The limits are ours
// (the product pages name none): every one is named in the 400/413 error message that enforces it.

/** The multipart field name of docs/product/profit-target.md, repeated once per image. */
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

const READ_FIELDS = ['game', 'market', 'selection', 'point', 'odds'] as const satisfies readonly ReadField[];

/**
 * docs/product/profit-target.md "Betting line" as read from a screenshot: game, type, description, odds (American integer), plus
 * what the review step shows: the selection and point apart, a confidence from 0 to 1, and the
 * fields the reading is unsure of.
 */
export const screenshotBettingLineSchema = z.object({
  game: z.string(),
  type: z.enum(LINE_TYPES),
  description: z.string(),
  odds: z.number().int(),
  selection: z.string(),
  point: z.number().optional(),
  confidence: z.number().min(0).max(1),
  uncertain: z.array(z.enum(READ_FIELDS)),
});
export type ScreenshotBettingLine = z.infer<typeof screenshotBettingLineSchema>;

/**
 * A bet slip's foot as read: its wager, to-win (profit) and parlay price, and whether they agree
 * with the legs read above them. `firstLine` and `legs` locate its legs in `bettingLines`.
 */
export const screenshotSlipSchema = z.object({
  image: z.string(),
  firstLine: z.number().int().min(0),
  legs: z.number().int().min(0),
  wager: z.number().optional(),
  toWin: z.number().optional(),
  parlayOdds: z.number().int().optional(),
  oddsAgree: z.boolean().optional(),
  toWinAgrees: z.boolean().optional(),
});
export type ScreenshotSlip = z.infer<typeof screenshotSlipSchema>;

/**
 * The answer: every line read, in reading order across the images. An image with no readable line adds none
 * (an empty list is a 200: the screen shows its 'No Lines Found' toast).
 */
export const analyzeScreenshotsResponseSchema = z.object({
  bettingLines: z.array(screenshotBettingLineSchema),
  slips: z.array(screenshotSlipSchema),
});
export type AnalyzeScreenshotsResponse = z.infer<typeof analyzeScreenshotsResponseSchema>;
