/**
 * Reading a line's description as a pick (docs/product/profit-target.md "Selection parsing"): 'Over/Under N' is a total, a name
 * followed by 'ML' is a moneyline, a name with a signed number is a spread.
 */

import { collapseSpaces } from '../text/fold-text.ts';

export type TotalSide = 'over' | 'under';

export type ParsedSelection =
  /** 'Over/Under N' names no side, so its side is 'unspecified' (it can never take the opposite side). */
  | { kind: 'total'; side: TotalSide | 'unspecified'; line: number }
  | { kind: 'moneyline'; team: string }
  /** The selection's own signed line: 'PHI -8.5' is -8.5 for PHI (docs/product/README.md). */
  | { kind: 'spread'; team: string; line: number }
  | { kind: 'unknown' };

const NUMBER = String.raw`(\d+(?:\.\d+)?|\.\d+)`;
// An optional leading 'Total' is allowed ('Total Over 47.5'); 'O 47.5' / 'u47.5' are the sportsbook short forms.
const TOTAL_WITH_SIDE = new RegExp(String.raw`^(?:total\s+)?(over|under|o|u)\s*${NUMBER}(?:\s*(?:pts|points))?$`, 'i');
const TOTAL_WITHOUT_SIDE = new RegExp(String.raw`^(?:total\s+)?(?:over\s*/\s*under|o\s*/\s*u)\s*${NUMBER}$`, 'i');
const MONEYLINE = /^(.+?)\s+(?:ml|moneyline|money line)$/i;
const SPREAD = /^(.+?)\s+([+-]\d+(?:\.\d+)?|[+-]\.\d+|pk|pick|pick'em|pickem)$/i;
const PICK_EM = /^(?:pk|pick|pick'em|pickem)$/i;

/** Unicode minus, half points and doubled spaces are common in pasted or OCR'd lines. */
function normaliseDescription(description: string): string {
  return collapseSpaces(description.replace(/\u2212/g, '-').replace(/(\d)\u00bd/g, '$1.5').replace(/\u00bd/g, '0.5'));
}

export function parseSelection(description: string): ParsedSelection {
  const text = normaliseDescription(description);

  const sided = TOTAL_WITH_SIDE.exec(text);
  if (sided) {
    const side: TotalSide = (sided[1] ?? '').toLowerCase().startsWith('o') ? 'over' : 'under';
    return { kind: 'total', side, line: Number(sided[2]) };
  }
  const unsided = TOTAL_WITHOUT_SIDE.exec(text);
  if (unsided) return { kind: 'total', side: 'unspecified', line: Number(unsided[1]) };

  const moneyline = MONEYLINE.exec(text);
  if (moneyline?.[1]) return { kind: 'moneyline', team: moneyline[1] };

  const spread = SPREAD.exec(text);
  if (spread?.[1] && spread[2] !== undefined) {
    // '-0' is a pick'em too; keep it a plain 0.
    const line = PICK_EM.test(spread[2]) ? 0 : Number(spread[2]) + 0;
    if (Number.isFinite(line)) return { kind: 'spread', team: spread[1], line };
  }
  return { kind: 'unknown' };
}
