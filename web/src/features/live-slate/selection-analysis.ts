import type { InjuryRecord, LiveBettingLine, ModelPredictResponse, TeamStatsRecord } from '@playbook/contracts';
import {
  analyzeParlay,
  correlatedLegPairs,
  impliedProbability,
  legFromLine,
  legProbability,
  modelLegProbability,
  normalizeTeamName,
  splitMatchup,
  type CorrelatedLegPair,
  type LegGameData,
  type LegProbability,
  type ParlayAnalysis,
} from '@playbook/core';

/** The stored data the models read: team stats and injury reports of both football leagues. */
export interface ModelData {
  teams: readonly TeamStatsRecord[];
  injuries: readonly InjuryRecord[];
  /** The leagues whose injury reports loaded (see FootballModelData). */
  injuryLeagues: readonly string[];
}

/** What the models read; which leagues' injury reports loaded matters only to what the dialogs say. */
export type ModelReadings = Pick<ModelData, 'teams' | 'injuries'>;

/** Nothing stored yet: the analysis runs on market prices alone. */
export const NO_MODEL_DATA: ModelData = { teams: [], injuries: [], injuryLeagues: [] };

export interface AnalysedLeg {
  line: LiveBettingLine;
  /** The leg's probability: the Playbook model's where it knows the game, else the stat comparison's (ADR 063). */
  result: LegProbability;
  /** The stat comparison's view of the leg, the explanation beside the model (ADR 048). */
  stat: LegProbability;
}

export interface SelectionAnalysis {
  parlay: ParlayAnalysis;
  legs: AnalysedLeg[];
  correlations: CorrelatedLegPair[];
}

/** Lookups of stored teams and injuries by league and normalised name (docs/product/live-slate.md name matching). */
export function modelLookup(data: ModelReadings) {
  const teams = new Map(data.teams.map((team) => [`${team.league}|${normalizeTeamName(team.teamName)}`, team]));
  const injuries = new Map<string, InjuryRecord[]>();
  for (const injury of data.injuries) {
    const key = normalizeTeamName(injury.teamName);
    injuries.set(key, [...(injuries.get(key) ?? []), injury]);
  }
  return {
    team: (league: string, name: string): TeamStatsRecord | null => teams.get(`${league}|${normalizeTeamName(name)}`) ?? null,
    injuriesOf: (name: string): InjuryRecord[] => injuries.get(normalizeTeamName(name)) ?? [],
  };
}

export type ModelLookup = ReturnType<typeof modelLookup>;

export function gameDataOf(line: Pick<LiveBettingLine, 'matchup' | 'league'>, lookup: ModelLookup): LegGameData {
  const { away, home } = splitMatchup(line.matchup);
  return {
    away: lookup.team(line.league, away),
    home: lookup.team(line.league, home),
    awayInjuries: lookup.injuriesOf(away),
    homeInjuries: lookup.injuriesOf(home),
  };
}

/**
 * The Parlay Prediction Analysis of a selection: each leg from the Playbook model's answer for its game
 * (`answers`, by line, null where the model does not know the game), else from core's stat comparison on the
 * stored data (the market's no-vig price stands in, said so, when a team has no stored stats); then core's
 * parlay rules.
 */
export function analyseSelection(
  lines: readonly LiveBettingLine[],
  data: ModelReadings,
  fair: ReadonlyMap<string, number>,
  answers: readonly (ModelPredictResponse | null)[] = [],
): SelectionAnalysis {
  const lookup = modelLookup(data);
  const legs = lines.map((line, index): AnalysedLeg => {
    const market = fair.get(line.id) ?? impliedProbability(line.odds);
    const leg = legFromLine(line);
    const stat = legProbability(leg, gameDataOf(line, lookup), market);
    const answer = answers[index] ?? null;
    const model = answer && answer.league === line.league ? modelLegProbability(leg, answer.prediction, answer.league, splitMatchup(line.matchup)) : null;
    return { line, result: model ?? stat, stat };
  });
  const parlayLegs = lines.map(legFromLine);
  return {
    parlay: analyzeParlay(
      parlayLegs,
      legs.map((leg) => leg.result.probability),
    ),
    legs,
    correlations: correlatedLegPairs(parlayLegs),
  };
}
