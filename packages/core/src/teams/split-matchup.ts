/**
 * docs/product/live-slate.md: "A matchup name is split on @, vs or at (case-insensitive, surrounded by whitespace) into exactly two
 * teams; otherwise the names are empty." docs/product/odds-and-storage.md adds "v". We also accept "vs." and "v." (a trailing dot is
 * common in feeds).
 *
 * Reading chosen for "A vs B": docs/product/odds-and-storage.md gives no home side for "vs", so the first team is taken as away, the same
 * as "A @ B" and "A at B" (away first). A separator must have whitespace on both sides, so "Bills@Chiefs" or a
 * team name containing "at" inside a word is never split.
 */
export interface Matchup {
  away: string;
  home: string;
}

// split() cuts at every occurrence, so three parts (two separators) mean the text is not one matchup.
const SEPARATOR = /\s+(?:@|vs\.?|v\.?|at)\s+/i;
const NO_MATCHUP: Matchup = { away: '', home: '' };

export function splitMatchup(text: string): Matchup {
  const parts = text.split(SEPARATOR);
  if (parts.length !== 2) return { ...NO_MATCHUP };
  const [away, home] = parts.map((part) => part.trim());
  if (away === undefined || home === undefined || away === '' || home === '') return { ...NO_MATCHUP };
  return { away, home };
}
