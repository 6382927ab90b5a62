/** docs/product/dashboard.md: the positions whose absence moves the injury impact. */
export const KEY_INJURY_POSITIONS = [
  'QB', 'RB', 'WR', 'TE', 'OL', 'C', 'G', 'T', 'LB', 'DB', 'S', 'CB', 'DL', 'DE', 'DT',
] as const;

export type KeyInjuryPosition = (typeof KEY_INJURY_POSITIONS)[number];

const KEY_POSITIONS: ReadonlySet<string> = new Set(KEY_INJURY_POSITIONS);

/** The quarterback, who alone makes the impact high when out. */
export const QUARTERBACK_POSITION = 'QB';

/**
 * ADR 004: how much one key player's new absence weighs. The quarterback weighs the high threshold on his own
 * (docs/product/dashboard.md's "the QB out" rule). Linemen and linebackers play in groups of three to five that rotate, so
 * one of them missing weighs half; a back, receiver, tight end or defensive back weighs 1.
 */
export const KEY_POSITION_WEIGHTS: Readonly<Record<KeyInjuryPosition, number>> = {
  QB: 3,
  RB: 1, WR: 1, TE: 1, DB: 1, S: 1, CB: 1,
  OL: 0.5, C: 0.5, G: 0.5, T: 0.5, LB: 0.5, DL: 0.5, DE: 0.5, DT: 0.5,
};

/** Normalised position code: trimmed and upper-case ("qb " → "QB"). */
export function positionCode(position: string): string {
  return position.trim().toUpperCase();
}

function isKeyCode(code: string): code is KeyInjuryPosition {
  return KEY_POSITIONS.has(code);
}

/**
 * Whether a position is key. The page's list (docs/product/dashboard.md) is matched exactly (case-insensitively), so finer codes such as
 * OT, OG, OLB, FS or NT are not key: the list is the contract and we do not guess aliases.
 */
export function isKeyPosition(position: string): boolean {
  return isKeyCode(positionCode(position));
}

/** The weight of a position's absence (ADR 004); 0 for a position that is not key. */
export function keyPositionWeight(position: string): number {
  const code = positionCode(position);
  return isKeyCode(code) ? KEY_POSITION_WEIGHTS[code] : 0;
}
