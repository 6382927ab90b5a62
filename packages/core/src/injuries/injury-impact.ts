import type { Injury } from './injury.ts';
import { injuryStatusCategory } from './injury-status.ts';
import { QUARTERBACK_POSITION, isKeyPosition, positionCode } from './key-position.ts';

export type InjuryImpactLevel = 'low' | 'medium' | 'high';

/** Spec 1 §9: the injury impact scale used for confidence adjustments. */
export const INJURY_IMPACT_SCALE = { low: 0, medium: 5, high: 10 } as const satisfies Record<InjuryImpactLevel, number>;

/** Spec 1 §9: the impact penalty on a team score (low has none). */
export const INJURY_SCORE_PENALTY = { medium: -0.05, high: -0.15 } as const;

/** Spec 1 §9: two or more key players out is high; exactly one is medium. */
export const HIGH_IMPACT_KEY_OUT = 2;
/** Spec 1 §9: three or more key players questionable or doubtful is medium. */
export const MEDIUM_IMPACT_KEY_QUESTIONABLE = 3;

export interface InjuryAssessment {
  impact: InjuryImpactLevel;
  keyPlayersOut: number;
  keyPlayersQuestionable: number;
  /** One line per key player out, then per key player questionable or doubtful: "Name (POS): Status". */
  notes: string[];
}

/** The score penalty for an impact level as a fraction: 0 for low, −0.05 medium, −0.15 high. */
export function injuryScorePenalty(impact: InjuryImpactLevel): number {
  return impact === 'low' ? 0 : INJURY_SCORE_PENALTY[impact];
}

function note(injury: Injury): string {
  return `${injury.playerName} (${positionCode(injury.position)}): ${injury.injuryStatus}`;
}

/**
 * One team's injury impact with its notes (spec 1 §9, spec 3 §4). Pass one team's injuries; non-key
 * positions and other statuses (probable, day-to-day) are ignored.
 */
export function injuryAssessment(injuries: readonly Injury[]): InjuryAssessment {
  const keyInjuries = injuries.filter((injury) => isKeyPosition(injury.position));
  const out = keyInjuries.filter((injury) => injuryStatusCategory(injury.injuryStatus) === 'out');
  const questionable = keyInjuries.filter((injury) => injuryStatusCategory(injury.injuryStatus) === 'questionable');
  const quarterbackOut = out.some((injury) => positionCode(injury.position) === QUARTERBACK_POSITION);

  let impact: InjuryImpactLevel = 'low';
  if (out.length >= HIGH_IMPACT_KEY_OUT || quarterbackOut) impact = 'high';
  else if (out.length === 1 || questionable.length >= MEDIUM_IMPACT_KEY_QUESTIONABLE) impact = 'medium';

  return {
    impact,
    keyPlayersOut: out.length,
    keyPlayersQuestionable: questionable.length,
    notes: [...out, ...questionable].map(note),
  };
}

/** Just the level: 'low', 'medium' or 'high'. */
export function injuryImpact(injuries: readonly Injury[]): InjuryImpactLevel {
  return injuryAssessment(injuries).impact;
}
