import type { Injury } from '../injuries/injury.ts';
import { INJURY_IMPACT_SCALE, injuryScorePenalty, pairInjuryAssessments } from '../injuries/injury-impact.ts';
import type { InjuryAssessment } from '../injuries/injury-impact.ts';
import { compareText } from '../rankings/compare-text.ts';
import { formatMetric } from '../rankings/metric-format.ts';
import { compareMatchupMetric } from './matchup-comparison.ts';
import type { MatchupAdvantage, MatchupSide, MetricComparison } from './matchup-comparison.ts';
import {
  EVEN_MATCH_CONFIDENCE,
  EVEN_MATCH_GAP,
  INJURY_GAP_THRESHOLD,
  matchupConfidence,
  matchupMargin,
} from './matchup-confidence.ts';
import { MATCHUP_METRICS } from './matchup-metrics.ts';
import type { MatchupMetricKey } from './matchup-metrics.ts';
import { MAX_REASONING_POINTS } from './reasoning-limit.ts';

/** A team as the predictor needs it; a full TeamStats record fits. Missing or null metrics are not compared. */
export type MatchupTeam = { readonly teamName: string } & { readonly [K in MatchupMetricKey]?: number | null };

export interface MatchupOptions {
  readonly team1Injuries?: readonly Injury[];
  readonly team2Injuries?: readonly Injury[];
  /** The injury report's date (epoch ms, ADR 004); default the newest lastReported of both teams' records. */
  readonly injuriesAsOf?: number | null;
}

export interface KeyMatchup {
  /** The metric's name in the table of docs/product/matchup-predictor.md, e.g. 'Opponent PPG'. */
  metric: string;
  key: MatchupMetricKey;
  weight: number;
  team1Value: number | null;
  team2Value: number | null;
  advantage: MatchupAdvantage;
}

/** docs/product/matchup-predictor.md "Matchup prediction result", plus evenlyMatched for the UI. */
export interface MatchupPrediction {
  /** The predicted winner's team name. */
  winner: string;
  /** Percent, 50-95. */
  confidence: number;
  /** The predicted winning margin in points, ≥ 0 (not rounded; the UI formats it). */
  spread: number;
  evenlyMatched: boolean;
  /** At most 5 points, most important first. */
  reasoning: string[];
  /** Every metric with weight that at least one team has, in the page's order. */
  keyMatchups: KeyMatchup[];
  injuryImpact: { team1: InjuryAssessment; team2: InjuryAssessment };
}

function sumCredits(comparisons: readonly MetricComparison[], side: MatchupSide): number {
  return comparisons.reduce((sum, c) => sum + (side === 'team1' ? c.team1Credit : c.team2Credit), 0);
}

function metricReason(comparison: MetricComparison, side: MatchupSide, names: Record<MatchupSide, string>): string {
  const { metric } = comparison;
  const own = side === 'team1' ? comparison.team1Value : comparison.team2Value;
  const other = side === 'team1' ? comparison.team2Value : comparison.team1Value;
  const otherName = names[side === 'team1' ? 'team2' : 'team1'];
  if (other === null) {
    return `${names[side]} has ${metric.label} data (${formatMetric(metric.key, own)}) where ${otherName} has none`;
  }
  return `${names[side]} ${metric.edge} (${formatMetric(metric.key, own)} vs ${formatMetric(metric.key, other)})`;
}

// Evenly matched games still name a winner; taking the alphabetically first team keeps the result the same
// when the two teams are swapped.
function evenWinner(team1: string, team2: string): string {
  const order = compareText(team1, team2) || (team1 < team2 ? -1 : team1 > team2 ? 1 : 0);
  return order <= 0 ? team1 : team2;
}

/**
 * Head-to-head prediction (docs/product/matchup-predictor.md). Each metric awards its weight to the better team (see
 * compareMatchupMetric). Injuries enter twice, as docs/product/matchup-predictor.md lists two rules:
 * - the "impact penalty on a team score" scales each team's weighted score: × (1 − 0.05) for medium, × (1 − 0.15)
 *   for high. Shares and the margin are then taken of the adjusted total, so equal injuries cancel out and only
 *   the difference moves the winner and the margin;
 * - the confidence shift: when one team's impact exceeds the other's by 5 or more on the 0/5/10 scale, the
 *   confidence moves by half the gap toward the healthier team (up when the winner is healthier, down when it
 *   is the more injured one), within 55-95 (see matchupConfidence).
 * Evenly matched (adjusted weight gap under 0.001, or nothing comparable) gives confidence 50 and spread 0
 * with no injury shift.
 */
export function predictMatchup(team1: MatchupTeam, team2: MatchupTeam, options: MatchupOptions = {}): MatchupPrediction {
  const names: Record<MatchupSide, string> = { team1: team1.teamName, team2: team2.teamName };
  const comparisons = MATCHUP_METRICS.map((metric) => compareMatchupMetric(metric, team1[metric.key], team2[metric.key]));
  const injuries = pairInjuryAssessments(options.team1Injuries, options.team2Injuries, options.injuriesAsOf);

  const score1 = sumCredits(comparisons, 'team1') * (1 + injuryScorePenalty(injuries.team1.impact));
  const score2 = sumCredits(comparisons, 'team2') * (1 + injuryScorePenalty(injuries.team2.impact));
  const total = score1 + score2;
  const gap = Math.abs(score1 - score2);

  const keyMatchups: KeyMatchup[] = comparisons.flatMap((c) =>
    c.advantage === null || c.metric.weight === 0
      ? []
      : [{ metric: c.metric.label, key: c.metric.key, weight: c.metric.weight, team1Value: c.team1Value, team2Value: c.team2Value, advantage: c.advantage }],
  );

  if (total === 0 || gap < EVEN_MATCH_GAP) {
    const reason =
      total === 0
        ? `No comparable metrics between ${names.team1} and ${names.team2}`
        : `${names.team1} and ${names.team2} are evenly matched across the compared metrics`;
    return {
      winner: evenWinner(names.team1, names.team2),
      confidence: EVEN_MATCH_CONFIDENCE,
      spread: 0,
      evenlyMatched: true,
      reasoning: [reason],
      keyMatchups,
      injuryImpact: injuries,
    };
  }

  const winner: MatchupSide = score1 > score2 ? 'team1' : 'team2';
  const loser: MatchupSide = winner === 'team1' ? 'team2' : 'team1';
  const injuryEdge = INJURY_IMPACT_SCALE[injuries[loser].impact] - INJURY_IMPACT_SCALE[injuries[winner].impact];
  const winnerScore = winner === 'team1' ? score1 : score2;

  const reasoning: string[] = [];
  if (Math.abs(injuryEdge) >= INJURY_GAP_THRESHOLD) {
    const healthier = injuryEdge > 0 ? winner : loser;
    const hurt = injuryEdge > 0 ? loser : winner;
    reasoning.push(
      `${names[healthier]} is healthier: injury impact ${injuries[healthier].impact} vs ${injuries[hurt].impact} for ${names[hurt]}`,
    );
  }
  // Full comparisons before single-value credits; within each, the page's order is already heaviest first.
  const edges = comparisons.filter((c) => c.advantage === winner && c.metric.weight > 0);
  for (const c of [...edges.filter((e) => !e.singleValue), ...edges.filter((e) => e.singleValue)]) {
    reasoning.push(metricReason(c, winner, names));
  }

  return {
    winner: names[winner],
    confidence: matchupConfidence(winnerScore / total, injuryEdge),
    spread: matchupMargin(gap, total),
    evenlyMatched: false,
    reasoning: reasoning.slice(0, MAX_REASONING_POINTS),
    keyMatchups,
    injuryImpact: injuries,
  };
}
