/**
 * Whether an image can hold readable text at all: a screenshot is flat page and buttons with sharp
 * edges only along its letters, while noise (an attacker's 16-megapixel random image) changes sharply between
 * most neighbouring pixels. Such an image is refused before it takes an OCR worker for its whole budget.
 */
import type { GreyImage } from './page-skew.ts';

/** Neighbours further apart than this in grey (of 255) make a sharp edge. */
const SHARP_STEP = 64;
/**
 * Above this share of sharp neighbour pairs the image is noise: uniform noise gives about 56 %, a dense board
 * of small type under 15 % (measured on the evaluation set's 40 images at 640 px wide: at most 9 %).
 */
export const NOISE_SHARE = 0.35;

/** The share of horizontally neighbouring pixel pairs whose grey levels differ sharply (0 to 1). */
export function sharpEdgeShare(image: GreyImage): number {
  let sharp = 0;
  let pairs = 0;
  for (let y = 0; y < image.height; y += 1) {
    const row = y * image.width;
    for (let x = 1; x < image.width; x += 1) {
      pairs += 1;
      if (Math.abs(image.pixels[row + x]! - image.pixels[row + x - 1]!) > SHARP_STEP) sharp += 1;
    }
  }
  return pairs === 0 ? 0 : sharp / pairs;
}

/** True when the image is texture or noise rather than a page of text. */
export function looksLikeNoise(image: GreyImage): boolean {
  return sharpEdgeShare(image) > NOISE_SHARE;
}
