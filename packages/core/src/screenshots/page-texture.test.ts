import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../random.ts';
import type { GreyImage } from './page-skew.ts';
import { looksLikeNoise, NOISE_SHARE, sharpEdgeShare } from './page-texture.ts';

const page = (width: number, height: number, pixelAt: (x: number, y: number) => number): GreyImage => {
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) pixels[y * width + x] = pixelAt(x, y);
  return { pixels, width, height };
};

describe('looksLikeNoise: an image that holds no text is refused before reading', () => {
  it('takes a blank page and rows of small dense type for text, and random pixels for noise', () => {
    expect(looksLikeNoise(page(64, 64, () => 255))).toBe(false);
    // Letters 2 px wide with 2 px gaps on every other pair of rows: denser than any board's small type.
    expect(looksLikeNoise(page(200, 100, (x, y) => (y % 4 < 2 && x % 4 < 2 ? 20 : 250)))).toBe(false);
    const rng = createRng(7);
    expect(looksLikeNoise(page(200, 200, () => rng.int(0, 255)))).toBe(true);
    expect(looksLikeNoise(page(200, 200, () => (rng.chance(0.5) ? 0 : 255)))).toBe(true);
  });

  it('measures a share between 0 and 1', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 400 }), fc.integer({ min: 1, max: 20 }), (bytes, width) => {
        const height = Math.floor(bytes.length / width);
        const share = sharpEdgeShare({ pixels: bytes, width, height });
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(1);
      }),
    );
    expect(NOISE_SHARE).toBeLessThan(0.5);
  });
});
