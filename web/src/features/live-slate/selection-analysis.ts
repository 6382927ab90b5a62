import type { InjuryRecord, LiveBettingLine, TeamStatsRecord } from '@playbook/contracts';
import {
  analyzeParlay,
  correlatedLegPairs,
  impliedProbability,
  legFromLine,
  legProbability,
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
  result: LegProbability;
}

export interface SelectionAnalysis {
  parlay: ParlayAnalysis;
  legs: AnalysedLeg[];
  correlations: CorrelatedLegPair[];
}

/** Lookups of stored teams and injuries by league and normalised name (spec 3 §5 name matching). */
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
 * The Parlay Prediction Analysis of a selection: each leg from core's models on the stored data (the market's
 * no-vig price stands in, said so, when a team has no stored stats), then core's parlay rules.
 */
export function analyseSelection(lines: readonly LiveBettingLine[], data: ModelReadings, fair: ReadonlyMap<string, number>): SelectionAnalysis {
  const lookup = modelLookup(data);
  const legs = lines.map((line): AnalysedLeg => {
    const market = fair.get(line.id) ?? impliedProbability(line.odds);
    return { line, result: legProbability(legFromLine(line), gameDataOf(line, lookup), market) };
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
