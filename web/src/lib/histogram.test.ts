import { describe, expect, it } from 'vitest';
import { gamesCount, histogram } from './histogram';

describe('histogram', () => {
  it('counts values in width-aligned bins and keeps empty bins between', () => {
    expect(histogram([-3, 0, 2, 6, 20], 7)).toEqual([
      { start: -7, end: -1, label: '-7 to -1', count: 1 },
      { start: 0, end: 6, label: '0 to 6', count: 3 },
      { start: 7, end: 13, label: '7 to 13', count: 0 },
      { start: 14, end: 20, label: '14 to 20', count: 1 },
    ]);
  });

  it('counts every value exactly once', () => {
    const values = Array.from({ length: 100 }, (_, i) => (i * 37) % 71 - 20);
    expect(histogram(values, 5).reduce((sum, bin) => sum + bin.count, 0)).toBe(100);
  });

  it('is empty for no values and refuses a bad width', () => {
    expect(histogram([], 5)).toEqual([]);
    expect(() => histogram([1], 0)).toThrow(RangeError);
    expect(() => histogram([1], 2.5)).toThrow(RangeError);
  });
});

describe('gamesCount', () => {
  it('says "1 game" for one game and "N games" otherwise, as the charts\' hidden lists and tooltips read', () => {
    expect(gamesCount(1)).toBe('1 game');
    expect(gamesCount(0)).toBe('0 games');
    expect(gamesCount(12)).toBe('12 games');
  });
});
