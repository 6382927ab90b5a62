/**
 * The generator's form rules (docs/product/profit-target.md "Parlay generator" defaults) as pure functions: the goals'
 * revert-on-blur, the manual line's checks, and merging lines without duplicates.
 */
import { isValidAmericanOdds, lineKey, ODDS_INPUT_HINTS, PROFIT_TARGET_DEFAULTS, parseOdds, type BettingLine, type BettingLineType, type OddsFormat } from '@playbook/core';

export const DEFAULT_TARGET_TEXT = String(PROFIT_TARGET_DEFAULTS.targetProfit);
export const DEFAULT_MAX_RISK_TEXT = String(PROFIT_TARGET_DEFAULTS.maxRisk);

/** docs/product/profit-target.md: an empty profit field reverts to 150 on blur, max risk to 500; anything typed is kept. */
export function settledOnBlur(text: string, fallback: string): string {
  return text.trim() === '' ? fallback : text;
}

/** A positive dollar amount, or null (the live fetch then says 'Invalid Input'). */
export function positiveAmount(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

export interface ManualLineText {
  game: string;
  type: BettingLineType;
  description: string;
  odds: string;
}

export const EMPTY_MANUAL_LINE: ManualLineText = { game: '', type: 'spread', description: '', odds: '' };

export type ManualLineCheck =
  | { ok: true; line: BettingLine }
  /** 'missing': the page's 'Missing Information' toast; 'odds': ours, the search cannot price such odds. */
  | { ok: false; reason: 'missing' | 'odds' };

export const MANUAL_ODDS_MESSAGE = 'Odds must be American odds at or beyond ±100 (e.g. -110 or +150)';

/** What the odds field says when its text is not a price in the chosen format. */
export function manualOddsMessage(format: OddsFormat): string {
  return format === 'american' ? MANUAL_ODDS_MESSAGE : ODDS_INPUT_HINTS[format];
}

/** American odds parsed as an integer (docs/product/profit-target.md); another chosen format read as the nearest American price. */
function manualOdds(text: string, format: OddsFormat): number | null {
  if (format !== 'american') {
    const parsed = parseOdds(text, format);
    return parsed.ok ? parsed.americanOdds : null;
  }
  const odds = Number.parseInt(text.trim(), 10);
  return Number.isInteger(odds) && isValidAmericanOdds(odds) ? odds : null;
}

/** docs/product/profit-target.md: game, description and odds are needed; odds are typed in the bettor's odds format. */
export function checkManualLine(text: ManualLineText, format: OddsFormat = 'american'): ManualLineCheck {
  const game = text.game.trim();
  const description = text.description.trim();
  if (game === '' || description === '' || text.odds.trim() === '') return { ok: false, reason: 'missing' };
  const odds = manualOdds(text.odds, format);
  if (odds === null) return { ok: false, reason: 'odds' };
  return { ok: true, line: { game, type: text.type, description, odds } };
}

/** Appends the new lines that are not already listed (nor repeated among themselves); returns how many. */
export function mergeLines(current: readonly BettingLine[], incoming: readonly BettingLine[]): { lines: BettingLine[]; added: number } {
  const seen = new Set(current.map(lineKey));
  const lines = [...current];
  for (const line of incoming) {
    const key = lineKey(line);
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(line);
  }
  return { lines, added: lines.length - current.length };
}

/** docs/product/profit-target.md: screenshot upload accepts only files whose type begins with image/. */
export function imageFiles(files: Iterable<File>): File[] {
  return [...files].filter((file) => file.type.startsWith('image/'));
}
