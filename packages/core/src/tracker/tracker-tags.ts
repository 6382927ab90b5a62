import { collapseSpaces } from '../text/fold-text.ts';

/** A tracked parlay's own labels ("boosted", "live", "same game"). */
export const PARLAY_TAGS_MAX = 10;
export const PARLAY_TAG_MAX_LENGTH = 30;

/** A tag as typed, as it is kept: outer spaces dropped, inner runs of spaces made one. */
export const cleanTag = collapseSpaces;

/**
 * Tags as stored: cleaned, empty ones dropped, each once whatever its case (its first spelling kept), in the
 * order typed. "Live", "live " and "LIVE" are one tag, so a filter on it finds them all.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags.map(cleanTag)) {
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept;
}

/** Splits a typed list ("boosted, live") into tags as stored. */
export const tagsFromText = (text: string): string[] => normalizeTags(text.split(','));
