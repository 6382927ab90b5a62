import { describe, expect, it } from 'vitest';
import { checkManualLine, EMPTY_MANUAL_LINE, imageFiles, mergeLines, positiveAmount, settledOnBlur } from './generator-inputs';

describe('generator inputs (spec 2 §5)', () => {
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
