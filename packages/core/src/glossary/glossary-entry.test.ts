import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GLOSSARY } from './glossary.ts';
import { glossaryEntry, glossaryKey } from './glossary-entry.ts';

describe('glossary lookup (docs/product/odds-and-storage.md: case-insensitive, non-alphanumerics → _)', () => {
  it('turns case and runs of non-alphanumerics into the key form', () => {
    expect(glossaryKey('third down pct')).toBe('third_down_pct');
    expect(glossaryKey('Third-Down-Pct')).toBe('third_down_pct');
    expect(glossaryKey('THIRD__DOWN  pct')).toBe('third_down_pct');
    expect(glossaryKey('Over/Under')).toBe('over_under');
    expect(glossaryKey(' ppg ')).toBe('ppg');
    expect(glossaryKey('Third Down %')).toBe('third_down');
  });

  it('finds entries by any spelling the rule maps to a key', () => {
    expect(glossaryEntry('third down pct')?.key).toBe('third_down_pct');
    expect(glossaryEntry('Kelly Multiplier')?.key).toBe('kelly_multiplier');
    expect(glossaryEntry('over/under')?.key).toBe('over_under');
    expect(glossaryEntry('Sum of Inverse Returns')?.definition).toContain('under 1.0');
  });

  it('returns undefined for unknown keys (no help icon)', () => {
    expect(glossaryEntry('Third Down %')).toBeUndefined();
    expect(glossaryEntry('')).toBeUndefined();
    expect(glossaryEntry('opp rz pct')).toBeUndefined();
  });

  it('finds every entry by its key in any case and with any separators', () => {
    const separator = fc.constantFrom('_', ' ', '-', '/', ' - ', '.');
    fc.assert(
      fc.property(fc.constantFrom(...GLOSSARY), separator, fc.boolean(), (entry, sep, upper) => {
        const text = entry.key.split('_').join(sep);
        expect(glossaryEntry(upper ? text.toUpperCase() : text)).toBe(entry);
      }),
    );
  });
});
