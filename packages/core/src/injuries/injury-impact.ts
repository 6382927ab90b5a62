import type { Injury } from './injury.ts';
import { injuryReportTime, isNewAbsence } from './injury-recency.ts';
import { injuryStatusCategory } from './injury-status.ts';
import { isKeyPosition, keyPositionWeight, positionCode } from './key-position.ts';

export type InjuryImpactLevel = 'low' | 'medium' | 'high';

/** docs/product/dashboard.md: the injury impact scale used for confidence adjustments. */
export const INJURY_IMPACT_SCALE = { low: 0, medium: 5, high: 10 } as const satisfies Record<InjuryImpactLevel, number>;

/** docs/product/dashboard.md: the impact penalty on a team score (low has none). */
export const INJURY_SCORE_PENALTY = { medium: -0.05, high: -0.15 } as const;

/**
 * ADR 004: new key absences weighing this much make the impact high. The quarterback weighs 3 alone (docs/product/dashboard.md's
 * "the QB is out"); otherwise it takes three backs, receivers or defensive backs, or a mix with linemen.
 */
export const HIGH_IMPACT_WEIGHT = 3;
/** docs/product/dashboard.md: three or more key players questionable or doubtful is medium. */
export const MEDIUM_IMPACT_KEY_QUESTIONABLE = 3;

export interface InjuryAssessment {
  impact: InjuryImpactLevel;
  /** Key players newly out (ADR 004): absences already in the season statistics are left out. */
  keyPlayersOut: number;
  keyPlayersQuestionable: number;
  /** One line per key player newly out, then per key player questionable or doubtful: "Name (POS): Status". */
  notes: string[];
}

export interface InjuryAssessmentOptions {
  /**
   * The report date (epoch ms) absences are judged against. Default: the newest lastReported of the records
   * given; pass the whole league report's date (injuryReportTime) when judging one team's records.
   */
  readonly asOf?: number | null;
}

/** The score penalty for an impact level as a fraction: 0 for low, −0.05 medium, −0.15 high. */
export function injuryScorePenalty(impact: InjuryImpactLevel): number {
  return impact === 'low' ? 0 : INJURY_SCORE_PENALTY[impact];
}

function note(injury: Injury): string {
  return `${injury.playerName} (${positionCode(injury.position)}): ${injury.injuryStatus}`;
}

/**
 * One team's injury impact with its notes (docs/product/dashboard.md as decided in ADR 004). Pass one team's injuries; only
 * key positions count. High: new key absences weigh 3 or more (a quarterback alone does). Medium: any new key
 * absence below that, or three key players questionable or doubtful. Otherwise low. An absence is new when
 * reported less than a week before the report date; older ones are in the team's statistics already.
 */
export function injuryAssessment(injuries: readonly Injury[], options: InjuryAssessmentOptions = {}): InjuryAssessment {
  const asOf = options.asOf === undefined ? injuryReportTime(injuries) : options.asOf;
  const keyInjuries = injuries.filter((injury) => isKeyPosition(injury.position));
  const out = keyInjuries.filter((injury) => injuryStatusCategory(injury.injuryStatus) === 'out' && isNewAbsence(injury, asOf));
  const questionable = keyInjuries.filter((injury) => injuryStatusCategory(injury.injuryStatus) === 'questionable');
  const weight = out.reduce((sum, injury) => sum + keyPositionWeight(injury.position), 0);

  let impact: InjuryImpactLevel = 'low';
  if (weight >= HIGH_IMPACT_WEIGHT) impact = 'high';
  else if (out.length > 0 || questionable.length >= MEDIUM_IMPACT_KEY_QUESTIONABLE) impact = 'medium';
  return {
    impact,
    keyPlayersOut: out.length,
    keyPlayersQuestionable: questionable.length,
    notes: [...out, ...questionable].map(note),
  };
}

/** Just the level: 'low', 'medium' or 'high'. */
export function injuryImpact(injuries: readonly Injury[], options: InjuryAssessmentOptions = {}): InjuryImpactLevel {
  return injuryAssessment(injuries, options).impact;
}

/**
 * Both teams of a game judged against one report date: `asOf` when given, else the newest lastReported of the
 * two teams' records (ADR 004), so one team's old absences are not judged by its own latest record alone.
 */
export function pairInjuryAssessments(
  team1: readonly Injury[] = [],
  team2: readonly Injury[] = [],
  asOf?: number | null,
): { team1: InjuryAssessment; team2: InjuryAssessment } {
  const reference = asOf === undefined ? injuryReportTime([...team1, ...team2]) : asOf;
  return { team1: injuryAssessment(team1, { asOf: reference }), team2: injuryAssessment(team2, { asOf: reference }) };
}
