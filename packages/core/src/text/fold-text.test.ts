import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { collapseSpaces, foldText } from './fold-text.ts';

describe('collapseSpaces and foldText', () => {
  it('drops outer spaces and makes inner runs of spaces, tabs and line breaks one', () => {
    expect(collapseSpaces('  Kansas \t City\n Chiefs  ')).toBe('Kansas City Chiefs');
    expect(foldText(' KC  -3.5 ')).toBe('kc -3.5');
    expect(foldText('\u00a0Over\u2003 47.5')).toBe('over 47.5');
  });

  it('leaves no outer space and no run of two spaces, and folding twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'B', ' ', '\t', '\n', '\u00a0', '-', '3') }), (text) => {
        const folded = foldText(text);
        expect(folded).toBe(folded.trim());
        expect(folded).not.toMatch(/\s\s/);
        expect(foldText(folded)).toBe(folded);
        expect(foldText(text.toUpperCase().replace(/ /g, '  '))).toBe(folded);
      }),
    );
  });
});
