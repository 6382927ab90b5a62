/** Spec 1 §9 / spec 3 §9: the positions whose absence moves the injury impact. */
export const KEY_INJURY_POSITIONS = [
  'QB', 'RB', 'WR', 'TE', 'OL', 'C', 'G', 'T', 'LB', 'DB', 'S', 'CB', 'DL', 'DE', 'DT',
] as const;

export type KeyInjuryPosition = (typeof KEY_INJURY_POSITIONS)[number];

const KEY_POSITIONS: ReadonlySet<string> = new Set(KEY_INJURY_POSITIONS);

/** The quarterback, who alone makes the impact high when out. */
export const QUARTERBACK_POSITION = 'QB';

/** Normalised position code: trimmed and upper-case ("qb " → "QB"). */
export function positionCode(position: string): string {
  return position.trim().toUpperCase();
}

/**
 * Whether a position is key. The spec's list is matched exactly (case-insensitively), so finer codes such as
 * OT, OG, OLB, FS or NT are not key: the list is the contract and we do not guess aliases.
 */
export function isKeyPosition(position: string): boolean {
  return KEY_POSITIONS.has(positionCode(position));
}
