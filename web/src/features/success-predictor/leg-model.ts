import type { InjuryRecord, TeamStatsRecord } from '@playbook/contracts';
import {
  findTeam,
  impliedProbability,
  legProbability,
  normalizeTeamName,
  splitMatchup,
  type LegGameData,
  type LegProbability,
  type ParlayLeg,
} from '@playbook/core';

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
 * Beyond the spec: the model's probability of a stored leg (core's leg analysis on the stored team data), or
 * null when the stored data does not know the game or the leg's pick (the market price is not a model's view,
 * so the slider then keeps the spec's 50).
 */
export function modelLegProbability(leg: ParlayLeg, data: StoredModelData): LegProbability | null {
  const game = storedGameData(leg.game, data);
  if (!game) return null;
  const result = legProbability(leg, game, impliedProbability(leg.odds));
  return result.source === 'market' ? null : result;
}

/** The two team names a winner can be picked from: as stored in the data when found, else as the leg writes them. */
export function winnerChoices(game: string, data: StoredModelData | null): string[] {
  const found = data ? storedGameData(game, data) : null;
  if (found?.away && found.home) return [found.away.teamName, found.home.teamName];
  const { away, home } = splitMatchup(game);
  return [away, home].map((name) => name.trim()).filter((name) => name !== '');
}
