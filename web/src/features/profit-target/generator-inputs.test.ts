import { describe, expect, it } from 'vitest';
import { checkManualLine, EMPTY_MANUAL_LINE, imageFiles, manualOddsMessage, mergeLines, positiveAmount, settledOnBlur } from './generator-inputs';

describe('generator inputs (docs/product/profit-target.md)', () => {
  it('reverts only an empty field on blur and reads positive amounts', () => {
    expect(settledOnBlur('', '150')).toBe('150');
    expect(settledOnBlur('  ', '500')).toBe('500');
    expect(settledOnBlur('0', '150')).toBe('0');
    expect(positiveAmount('0')).toBeNull();
    expect(positiveAmount('-5')).toBeNull();
    expect(positiveAmount('abc')).toBeNull();
    expect(positiveAmount('')).toBeNull();
    expect(positiveAmount(' 125.5 ')).toBe(125.5);
  });

  it('needs game, description and odds, and parses the odds as an integer', () => {
    expect(checkManualLine(EMPTY_MANUAL_LINE)).toEqual({ ok: false, reason: 'missing' });
    expect(checkManualLine({ game: 'KC @ BUF', type: 'spread', description: ' ', odds: '-110' })).toEqual({ ok: false, reason: 'missing' });
    expect(checkManualLine({ game: 'KC @ BUF', type: 'spread', description: 'KC -2.5', odds: '50' })).toEqual({ ok: false, reason: 'odds' });
    expect(checkManualLine({ game: ' KC @ BUF ', type: 'spread', description: 'KC -2.5', odds: '-110.7' })).toEqual({
      ok: true,
      line: { game: 'KC @ BUF', type: 'spread', description: 'KC -2.5', odds: -110 },
    });
  });

  it('reads the odds in the chosen format as the nearest American price, and says what that format expects', () => {
    const line = { game: 'KC @ BUF', type: 'spread' as const, description: 'KC -2.5' };
    expect(checkManualLine({ ...line, odds: '1.91' }, 'decimal')).toEqual({ ok: true, line: { ...line, odds: -110 } });
    expect(checkManualLine({ ...line, odds: '5/2' }, 'fractional')).toEqual({ ok: true, line: { ...line, odds: 250 } });
    expect(checkManualLine({ ...line, odds: '-110' }, 'decimal')).toEqual({ ok: false, reason: 'odds' });
    expect(manualOddsMessage('decimal')).toBe('Enter decimal odds above 1, like 1.91');
    expect(manualOddsMessage('american')).toMatch(/American odds/);
  });

  it('merges lines skipping duplicates by game + description + odds', () => {
    const a = { game: 'KC @ BUF', type: 'spread' as const, description: 'KC -2.5', odds: -110 };
    const b = { ...a, odds: -105 };
    const merged = mergeLines([a], [a, b, b]);
    expect(merged).toEqual({ lines: [a, b], added: 1 });
  });

  it('accepts only image files', () => {
    const png = new File(['x'], 'slip.png', { type: 'image/png' });
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    expect(imageFiles([png, text])).toEqual([png]);
  });
});
