/**
 * Find the stats record for a scheduled game's team name (docs/product/dashboard.md "Team-name matching for scheduled games":
 * strip trailing nickname words; ignore case; try abbreviations; accept a prefix match). Steps, first hit wins:
 *
 * 1. exact match after normalising (case-insensitive, collapsed whitespace, punctuation such as "St." or the
 *    brackets of "Miami (OH)" ignored). Case is ignored in every later step too, which covers the table's step 2 (docs/product/odds-and-storage.md).
 * 2. strip 1, 2 or 3 trailing nickname words from the game's name and look for an exact match, fewest words
 *    stripped first ("Ohio State Buckeyes" → "Ohio State", "Kansas City Chiefs" → "Kansas City").
 * 3. the same two comparisons with abbreviations applied to both names (state/saint → st, south/southern → s,
 *    north/northern → n, east/eastern → e, west/western → w, central → c, university → u, ...), so
 *    "Michigan St Spartans" finds "Michigan State" and "South Carolina Gamecocks" finds "S Carolina".
 * 4. prefix match on the abbreviated words: one name must be the other's first whole words, the rest (at most
 *    3 words) a nickname. Of all such candidates the longest shared prefix wins; a tie is ambiguous → undefined.
 *
 * A word never counts as a nickname when it qualifies the place (st, tech, a&m, college, n/s/e/w, ...) or sits in
 * brackets or after a hyphen. So "Michigan State Spartans" never falls back to "Michigan", "Michigan" never takes
 * "Michigan State", and "Miami" takes neither "Miami (OH)" nor "Miami (FL)". Known limit: a nickname-looking
 * qualifier the lists do not know ("Miami Ohio RedHawks" without brackets) can still fall back to "Miami" when
 * "Miami (OH)" is not among the candidates.
 */

interface Word {
  text: string;
  /** Inside brackets or after a hyphen: part of the school's name, never a nickname. */
  locked: boolean;
}

/** docs/product/dashboard.md "try abbreviations (state to st, south to s, etc.)": every spelling maps to its short form. */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['state', 'st'],
  ['saint', 'st'],
  ['south', 's'],
  ['southern', 's'],
  ['north', 'n'],
  ['northern', 'n'],
  ['east', 'e'],
  ['eastern', 'e'],
  ['west', 'w'],
  ['western', 'w'],
  ['central', 'c'],
  ['university', 'u'],
  ['univ', 'u'],
  ['mount', 'mt'],
  ['fort', 'ft'],
  ['international', 'intl'],
]);

/** Words (in abbreviated form) that make a different school, so they are never stripped as a nickname. */
const PLACE_QUALIFIERS: ReadonlySet<string> = new Set([
  'st', 's', 'n', 'e', 'w', 'c', 'u', 'mt', 'ft', 'intl',
  'tech', 'a&m', 'college', 'city', 'atlantic', 'christian', 'methodist', 'poly', 'pacific',
]);

/** Nicknames run to three words at most ("Fightin' Blue Hens"). */
const MAX_NICKNAME_WORDS = 3;

function nameWords(name: string): Word[] {
  const words: Word[] = [];
  let depth = 0;
  for (const chunk of name.toLowerCase().match(/\(|\)|[^\s()]+/g) ?? []) {
    if (chunk === '(') depth += 1;
    else if (chunk === ')') depth = Math.max(0, depth - 1);
    else {
      // "St." → "st", "Hawai'i" → "hawaii"; other punctuation separates words.
      const parts = chunk.replace(/[.'’]/g, '').split(/[^\p{L}\p{N}&]+/u).filter((part) => part !== '');
      parts.forEach((text, index) => words.push({ text, locked: depth > 0 || index > 0 }));
    }
  }
  return words;
}

function abbreviated(words: readonly Word[]): Word[] {
  return words.map((word) => ({ ...word, text: ABBREVIATIONS.get(word.text) ?? word.text }));
}

function joined(words: readonly Word[]): string {
  return words.map((word) => word.text).join(' ');
}

function isNickname(words: readonly Word[]): boolean {
  return (
    words.length > 0 &&
    words.length <= MAX_NICKNAME_WORDS &&
    words.every((word) => !word.locked && !PLACE_QUALIFIERS.has(ABBREVIATIONS.get(word.text) ?? word.text))
  );
}

/** True when `short` is the first words of `long` and the rest of `long` is a nickname. */
function isPrefixWithNickname(short: readonly Word[], long: readonly Word[]): boolean {
  return (
    short.length > 0 &&
    short.length < long.length &&
    short.every((word, index) => word.text === long[index]?.text) &&
    isNickname(long.slice(short.length))
  );
}

interface Entry<T> {
  candidate: T;
  plain: string;
  short: string;
  shortWords: readonly Word[];
}

/** The query with 0, 1, 2 or 3 trailing nickname words stripped, fewest stripped first. */
function strippedForms(words: readonly Word[]): Word[][] {
  const forms: Word[][] = [[...words]];
  for (let strip = 1; strip <= MAX_NICKNAME_WORDS && strip < words.length; strip += 1) {
    if (isNickname(words.slice(words.length - strip))) forms.push(words.slice(0, words.length - strip));
  }
  return forms;
}

export function matchTeamName<T extends { teamName: string }>(name: string, candidates: readonly T[]): T | undefined {
  const query = nameWords(name);
  if (query.length === 0) return undefined;
  const entries: Entry<T>[] = candidates
    .map((candidate) => {
      const words = nameWords(candidate.teamName);
      const shortWords = abbreviated(words);
      return { candidate, plain: joined(words), short: joined(shortWords), shortWords };
    })
    .filter((entry) => entry.plain !== '');

  // Steps 1 and 2: exact, then nickname stripped, on the words as written.
  for (const form of strippedForms(query)) {
    const text = joined(form);
    const hit = entries.find((entry) => entry.plain === text);
    if (hit) return hit.candidate;
  }
  // Step 3: the same with abbreviations on both sides.
  for (const form of strippedForms(query)) {
    const text = joined(abbreviated(form));
    const hit = entries.find((entry) => entry.short === text);
    if (hit) return hit.candidate;
  }
  // Step 4: prefix either way; the longest shared prefix must be unique (same-named records count as one).
  const queryShort = abbreviated(query);
  let best: Entry<T>[] = [];
  let bestLength = 0;
  for (const entry of entries) {
    const shared = isPrefixWithNickname(entry.shortWords, queryShort)
      ? entry.shortWords.length
      : isPrefixWithNickname(queryShort, entry.shortWords)
        ? queryShort.length
        : 0;
    if (shared === 0 || shared < bestLength) continue;
    if (shared > bestLength) best = [];
    bestLength = shared;
    best.push(entry);
  }
  const first = best[0];
  if (first === undefined) return undefined;
  return best.every((entry) => entry.short === first.short) ? first.candidate : undefined;
}
