import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeTags, tagsFromText } from './tracker-tags.ts';

describe('normalizeTags', () => {
  it('keeps each tag once whatever its case or spacing, in the order typed', () => {
    expect(normalizeTags(['Live', ' boosted ', 'LIVE', 'same   game', '', '  '])).toEqual(['Live', 'boosted', 'same game']);
    expect(tagsFromText('boosted, live,,Boosted')).toEqual(['boosted', 'live']);
  });

  it('is idempotent and never keeps two tags equal but for case', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 15 }), (tags) => {
        const once = normalizeTags(tags);
        expect(normalizeTags(once)).toEqual(once);
        const keys = once.map((tag) => tag.toLowerCase());
        expect(new Set(keys).size).toBe(keys.length);
        for (const tag of once) expect(tag).toBe(tag.trim());
      }),
    );
  });
});
