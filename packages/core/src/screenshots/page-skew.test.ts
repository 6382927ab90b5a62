import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageLinesOf, type GreyImage } from './page-skew.ts';

const pageSkewDegrees = (image: GreyImage) => pageLinesOf(image).skewDegrees;

/**
 * A white page with rows of words (ink bars 6 px high, words 24 px wide 10 px apart) every 22 px, the rows
 * sloping at `degrees`: a slip or board as a tilted photo shows it, reduced to its ink.
 */
function tiltedRows(degrees: number, width = 640, height = 160): GreyImage {
  const pixels = new Uint8Array(width * height).fill(255);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let rowTop = 20; rowTop < height - 20; rowTop += 22) {
    for (let x = 10; x < width - 10; x += 1) {
      if ((x - 10) % 34 >= 24) continue;
      for (let dy = 0; dy < 6; dy += 1) {
        const y = Math.round(rowTop + dy + (x - width / 2) * slope);
        if (y >= 0 && y < height) pixels[y * width + x] = 20;
      }
    }
  }
  return { pixels, width, height };
}

/**
 * What the pixels can tell apart: a tilt that moves a row by one pixel across the page's width, plus the
 * search's fine step.
 */
const TOLERANCE = (Math.atan(1 / 640) * 180) / Math.PI + 0.05;

describe('pageSkewDegrees: the tilt of a photographed screen', () => {
  it('finds a level screenshot level, and a blank page level', () => {
    expect(pageSkewDegrees(tiltedRows(0))).toBe(0);
    expect(pageSkewDegrees({ pixels: new Uint8Array(100).fill(255), width: 10, height: 10 })).toBe(0);
  });

  it('finds the 1-2 degree tilts of the evaluation set in either direction', () => {
    for (const degrees of [1, -1.5, 2, -2]) expect(Math.abs(pageSkewDegrees(tiltedRows(degrees)) - degrees)).toBeLessThanOrEqual(TOLERANCE);
  });

  it('measures the height of a line of text along the tilt', () => {
    expect(pageLinesOf(tiltedRows(0)).lineHeight).toBe(6);
    expect(pageLinesOf(tiltedRows(1.5)).lineHeight).toBeGreaterThanOrEqual(6);
    expect(pageLinesOf(tiltedRows(1.5)).lineHeight).toBeLessThanOrEqual(8);
  });

  it('finds any tilt within four degrees to a pixel of drift across the page', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (hundredths) => {
        const degrees = hundredths / 100;
        expect(Math.abs(pageSkewDegrees(tiltedRows(degrees)) - degrees)).toBeLessThanOrEqual(TOLERANCE);
      }),
    );
  }, 60_000);
});
