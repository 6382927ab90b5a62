/** How a GameHub EPA figure is coloured: good for the team (green), bad (red), or exactly even. */
export type EpaTone = 'good' | 'bad' | 'even';

/**
 * docs/product/game-hub.md: "offense EPA positive shown green; defense EPA negative shown green". The page names only the
 * green side; the opposite sign is shown red (a defence that allows positive EPA per play is giving up points),
 * and exactly 0 stays neutral because it favours neither side.
 */
export function epaTone(side: 'offense' | 'defense', epa: number): EpaTone {
  if (!Number.isFinite(epa) || epa === 0) return 'even';
  const good = side === 'offense' ? epa > 0 : epa < 0;
  return good ? 'good' : 'bad';
}
