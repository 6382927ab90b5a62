import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatClock } from './live-clock.ts';

describe('formatClock', () => {
  it("shows seconds as 'm:ss'", () => {
    expect(formatClock(900)).toBe('15:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(59.9)).toBe('0:59');
  });

  it('reads back to the same whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 900 }), (seconds) => {
        const match = /^(\d+):(\d\d)$/.exec(formatClock(seconds));
        return match !== null && Number(match[1]) * 60 + Number(match[2]) === seconds;
      }),
    );
  });

  it('refuses negative or non-finite seconds', () => {
    expect(() => formatClock(-1)).toThrow(RangeError);
    expect(() => formatClock(Number.NaN)).toThrow(RangeError);
  });
});
