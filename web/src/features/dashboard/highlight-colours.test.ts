import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_CLASS } from './rankings-columns';

// The SOS orange must be told apart from the negative PPP margin red in the same row, and every
// highlight must stay readable. The palette lives in index.css as sRGB hex so its contrast can be checked here.
const css = readFileSync(path.resolve(import.meta.dirname, '../../index.css'), 'utf8');

function cssColour(name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css)?.[1];
  if (!value) throw new Error(`index.css has no hex --${name}`);
  return value;
}

/** WCAG 2 relative luminance of an sRGB hex colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const CELL = '#ffffff'; // The rankings table sits on a card (--card: oklch(1 0 0)).

describe('rankings highlight colours (docs/product/dashboard.md)', () => {
  it('keeps every highlight readable (WCAG AA, 4.5:1)', () => {
    expect(contrast(cssColour('highlight-good'), CELL)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(cssColour('highlight-bad'), CELL)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(cssColour('highlight-warning'), cssColour('highlight-warning-bg'))).toBeGreaterThanOrEqual(4.5);
  });

  it('marks SOS with a filled orange chip, so it differs from the red text by more than hue', () => {
    expect(contrast(cssColour('highlight-warning-bg'), CELL)).toBeGreaterThanOrEqual(1.3);
    expect(HIGHLIGHT_CLASS.warning).toContain('bg-highlight-warning-bg');
    expect(HIGHLIGHT_CLASS.bad).not.toMatch(/\bbg-/);
    expect(HIGHLIGHT_CLASS.warning).toContain('text-highlight-warning');
    expect(HIGHLIGHT_CLASS.bad).toContain('text-highlight-bad');
    expect(HIGHLIGHT_CLASS.good).toContain('text-highlight-good');
  });
});
