import { describe, expect, it } from 'vitest';
import { relativeTimeText } from './relative-time.ts';

const now = new Date('2025-11-23T18:00:00Z');

describe('relativeTimeText', () => {
  it.each([
    ['2025-11-23T17:59:30Z', 'just now'],
    ['2025-11-23T17:55:00Z', '5 minutes ago'],
    ['2025-11-23T15:00:00Z', '3 hours ago'],
    ['2025-11-22T12:00:00Z', 'yesterday'],
    ['2025-11-05T12:00:00Z', '2 weeks ago'],
    ['2024-10-01T12:00:00Z', 'last year'],
    ['2025-11-23T20:00:00Z', 'in 2 hours'],
    ['not a time', ''],
  ])('%s reads %s', (iso, text) => {
    expect(relativeTimeText(iso, now)).toBe(text);
  });
});
