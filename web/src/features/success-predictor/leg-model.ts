import type { InjuryRecord, ModelPredictResponse, TeamStatsRecord } from '@playbook/contracts';
import {
  findTeam,
  impliedProbability,
  legProbability,
  modelLegProbability,
  normalizeTeamName,
  parseSelection,
  pickSide,
  splitMatchup,
  type LegGameData,
  type LegProbability,
  type ParlayLeg,
} from '@playbook/core';
import type { ModelPredictionRequest } from '@/lib/queries/model-prediction';

/** The stored data the models read: team stats and injury reports of both football leagues. */
export interface StoredModelData {
  teams: readonly TeamStatsRecord[];
  injuries: readonly InjuryRecord[];
}

/**
 * A stored leg names no league, so its game is looked up in the NFL first, then the NCAA; both teams must be
 * found in the same league, each by core's finder (id, name, abbreviation, in the NFL the alias table, then name
 * matching). Null when the stored data does not know the game.
 */
export function storedGameData(game: string, data: StoredModelData): LegGameData | null {
  const { away, home } = splitMatchup(game);
  if (away.trim() === '' || home.trim() === '') return null;
  for (const league of ['NFL', 'NCAA'] as const) {
    const teams = data.teams.filter((team) => team.league === league);
    // The alias table knows pro teams only: 'Chiefs' finds Kansas City in the NFL, never a school in the NCAA.
    const options = league === 'NFL' ? { aliasSport: league } : {};
    const awayTeam = findTeam(away, teams, options);
    const homeTeam = findTeam(home, teams, options);
    if (awayTeam && homeTeam && awayTeam.id !== homeTeam.id) {
      const injuriesOf = (team: TeamStatsRecord) =>
        data.injuries.filter((injury) => normalizeTeamName(injury.teamName) === normalizeTeamName(team.teamName));
      return { away: awayTeam, home: homeTeam, awayInjuries: injuriesOf(awayTeam), homeInjuries: injuriesOf(homeTeam) };
    }
  }
  return null;
}

/**
 * The Playbook model's request for a stored leg's game, by the stored team names, or null when the stored data
 * does not know the game (a stored leg names no league). No kick-off is stored with a leg: the rest counts equal.
 */
export function legModelRequest(leg: ParlayLeg, data: StoredModelData): ModelPredictionRequest | null {
  const game = storedGameData(leg.game, data);
  if (!game?.away || !game.home) return null;
  return { league: game.home.league, home: game.home.teamName, away: game.away.teamName };
}

/**
 * The probability a stored leg starts at. The Playbook model's (`answer`, the model's
 * prediction of the leg's game) where it knows the game (ADR 063), else the stat comparison's on the stored team
 * data; null when neither knows the game or the leg's pick (the market price is not a model's view, so the
 * slider then keeps its default, 50).
 */
export function startingLegProbability(leg: ParlayLeg, data: StoredModelData, answer: ModelPredictResponse | null): LegProbability | null {
  const game = storedGameData(leg.game, data);
  if (!game?.away || !game.home) return null;
  const model = answer ? modelLegProbability(leg, answer.prediction, answer.league, { away: game.away.teamName, home: game.home.teamName }) : null;
  if (model) return model;
  const stat = legProbability(leg, game, impliedProbability(leg.odds));
  return stat.source === 'market' ? null : stat;
}

/**
 * The side a leg is on, named as the card offers it (one of `choices`, away first; 'Over'/'Under' for a
 * total), or null when the selection does not name one: whether or not any model knows the game, choosing the
 * other side means the leg loses.
 */
export function legPick(leg: ParlayLeg, choices: readonly string[]): string | null {
  const parsed = parseSelection(leg.selection);
  if (parsed.kind === 'unknown') return null;
  if (parsed.kind === 'total') return parsed.side === 'over' ? 'Over' : parsed.side === 'under' ? 'Under' : null;
  const side = pickSide(leg.game, parsed.team);
  return side === null ? null : (choices[side === 'away' ? 0 : 1] ?? null);
}

/** The two team names a winner can be picked from: as stored in the data when found, else as the leg writes them. */
export function winnerChoices(game: string, data: StoredModelData | null): string[] {
  const found = data ? storedGameData(game, data) : null;
  if (found?.away && found.home) return [found.away.teamName, found.home.teamName];
  const { away, home } = splitMatchup(game);
  return [away, home].map((name) => name.trim()).filter((name) => name !== '');
}
