/**
 * Glossary lookup (docs/product/odds-and-storage.md: "Keys are matched case-insensitively, with non-alphanumerics turned into
 * underscores"; an unknown key shows no help icon, so the lookup returns undefined).
 *
 * The rule as implemented: lower-case, turn every run of characters other than a-z and 0-9 into one "_", then
 * drop leading and trailing "_" (our addition, so stray spaces do not break a key). Examples:
 * "third down pct", "Third-Down-Pct", "THIRD_DOWN_PCT" → "third_down_pct" (found); "Over/Under" → "over_under"
 * (found); "Third Down %" → "third_down" (not a key: "%" is not spelled "pct", so no entry).
 */
import { GLOSSARY } from './glossary.ts';
import type { GlossaryEntry } from './glossary.ts';

export function glossaryKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

const ENTRIES_BY_KEY: ReadonlyMap<string, GlossaryEntry> = new Map(GLOSSARY.map((entry) => [entry.key, entry]));

export function glossaryEntry(key: string): GlossaryEntry | undefined {
  return ENTRIES_BY_KEY.get(glossaryKey(key));
}
