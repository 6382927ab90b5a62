import { foldText } from '../text/fold-text.ts';

/**
 * docs/product/live-slate.md: "Team names are matched case-insensitively with collapsed whitespace; in GameHub parentheses are
 * also ignored." The result is the comparison key, not a display name.
 */
export interface NormalizeTeamNameOptions {
  /** Drop every "(...)" part, e.g. "Miami (OH)" → "miami" (GameHub). */
  ignoreParentheses?: boolean;
}

const PARENTHESISED = /\([^()]*\)/g;

export function normalizeTeamName(name: string, options: NormalizeTeamNameOptions = {}): string {
  let text = name;
  if (options.ignoreParentheses === true) {
    // Innermost groups first, repeated, so nested "(a (b))" goes too; an unmatched "(" or ")" is kept as text.
    let previous: string;
    do {
      previous = text;
      text = text.replace(PARENTHESISED, ' ');
    } while (text !== previous);
  }
  return foldText(text);
}
