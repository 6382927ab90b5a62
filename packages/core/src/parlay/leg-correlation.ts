/**
 * Legs of one game are not independent, so the product of their probabilities (docs/product/live-slate.md) is off. We flag each
 * such pair and say which way: when the legs tend to win together (a team's moneyline and its spread, a
 * favourite and the over, an underdog and the under) the product understates the parlay's chance; when one
 * tends to win as the other loses (both sides, over and under, a favourite and the under) it overstates it.
 */
import type { ParlayLeg } from './betting-line.ts';
import { parseSelection } from './parse-selection.ts';
import { gameIdentity, pickTeam } from './team-identity.ts';

export type CorrelationEffect = 'understates' | 'overstates' | 'unclear';

export interface CorrelatedLegPair {
  /** Indexes into the legs given, first < second. */
  first: number;
  second: number;
  effect: CorrelationEffect;
  message: string;
}

type LegView =
  | { kind: 'side'; team: string; favourite: boolean | null }
  | { kind: 'total'; side: 'over' | 'under' | 'unspecified' }
  | { kind: 'unknown' };

/** A side's role: its own spread says it (−3.5 gives points), else a moneyline price under −100 or over +100. */
function favouriteOf(line: number | null, odds: number): boolean | null {
  if (line !== null && line !== 0) return line < 0;
  if (line === null && odds !== 100 && odds !== -100) return odds < 0;
  return null;
}

function viewOf(leg: ParlayLeg): LegView {
  const parsed = parseSelection(leg.selection);
  if (parsed.kind === 'total') return { kind: 'total', side: parsed.side };
  if (parsed.kind === 'unknown') return { kind: 'unknown' };
  const team = pickTeam(parsed.team, gameIdentity(leg.game));
  return { kind: 'side', team, favourite: favouriteOf(parsed.kind === 'spread' ? parsed.line : null, leg.odds) };
}

/** Positive correlation understates, negative overstates; null when the direction cannot be told. */
function effectOf(a: LegView, b: LegView): CorrelationEffect {
  if (a.kind === 'unknown' || b.kind === 'unknown') return 'unclear';
  if (a.kind === 'side' && b.kind === 'side') return a.team === b.team ? 'understates' : 'overstates';
  if (a.kind === 'total' && b.kind === 'total') {
    if (a.side === 'unspecified' || b.side === 'unspecified') return 'unclear';
    return a.side === b.side ? 'understates' : 'overstates';
  }
  const side = a.kind === 'side' ? a : b.kind === 'side' ? b : null;
  const total = a.kind === 'total' ? a : b.kind === 'total' ? b : null;
  if (!side || !total || side.favourite === null || total.side === 'unspecified') return 'unclear';
  return side.favourite === (total.side === 'over') ? 'understates' : 'overstates';
}

const EFFECT_TEXT: Record<CorrelationEffect, string> = {
  understates: 'they tend to win together, so multiplying their probabilities understates the parlay',
  overstates: 'one tends to lose when the other wins, so multiplying their probabilities overstates the parlay',
  unclear: 'multiplying their probabilities overstates or understates the parlay',
};

export function correlatedLegPairs(legs: readonly ParlayLeg[]): CorrelatedLegPair[] {
  const keys = legs.map((leg) => gameIdentity(leg.game).key);
  const views = legs.map(viewOf);
  const pairs: CorrelatedLegPair[] = [];
  for (let i = 0; i < legs.length; i += 1) {
    for (let j = i + 1; j < legs.length; j += 1) {
      const a = views[i];
      const b = views[j];
      if (keys[i] !== keys[j] || !a || !b) continue;
      const effect = effectOf(a, b);
      pairs.push({
        first: i,
        second: j,
        effect,
        message: `Legs ${i + 1} and ${j + 1} are from the same game: ${EFFECT_TEXT[effect]}.`,
      });
    }
  }
  return pairs;
}
