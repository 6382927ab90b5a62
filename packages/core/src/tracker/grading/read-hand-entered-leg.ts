/**
 * Reading a leg typed by hand (ADR 050): the side and point of its selection, so it can be graded once
 * linked to a stored game (its game text is split by splitMatchup). Team names are resolved by the caller, who knows
 * the stored teams; anything not read with certainty gives undefined and the leg stays ungraded.
 */
import type { GradableLeg, LegMarket } from './grade-leg.ts';
import { collapseSpaces } from '../../text/fold-text.ts';

const TOTAL = /^(over|under|o|u)\s*(\d+(?:\.\d+)?)$/i;
// A spread's point ends the selection: "-3.5", "+7", "PK" (pick'em is a spread of zero).
const SPREAD = /^(.+?)\s+([+-]?\d+(?:\.\d+)?|pk|pick|pick'em|even)$/i;
const MONEYLINE_SUFFIX = /\s+(?:ml|moneyline|money line|to win)$/i;

/** The point a spread text gives: PK and its spellings are zero. */
const spreadPoint = (text: string): number => (/^[+-]?\d/.test(text) ? Number(text) : 0);

/**
 * The leg's side and point, or undefined when the selection cannot be read: a total needs "Over 47.5"; a spread
 * "<team> -3.5"; a moneyline "<team>" or "<team> ML". `sideOfTeam` says which side of the game a team text is.
 */
export function handEnteredPick(
  market: LegMarket,
  selection: string,
  sideOfTeam: (team: string) => 'home' | 'away' | undefined,
): GradableLeg | undefined {
  const text = collapseSpaces(selection);
  if (market === 'total') {
    const total = TOTAL.exec(text);
    if (!total?.[1] || !total[2]) return undefined;
    return { market, pick: total[1].toLowerCase().startsWith('o') ? 'over' : 'under', point: Number(total[2]) };
  }
  if (market === 'spread') {
    const spread = SPREAD.exec(text);
    const side = spread?.[1] ? sideOfTeam(spread[1]) : undefined;
    return side && spread?.[2] ? { market, pick: side, point: spreadPoint(spread[2]) } : undefined;
  }
  const side = sideOfTeam(text.replace(MONEYLINE_SUFFIX, ''));
  return side ? { market, pick: side, point: null } : undefined;
}
