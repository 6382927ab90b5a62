import type { BoxScoreRecord } from '../records.ts';
import type { StoredGame, StoredGameMatcher } from '../stored-match.ts';
import type { CfbdGame, CfbdGameAdvanced, CfbdGameTeams } from './cfbd-schema.ts';

type TeamStats = CfbdGameTeams['teams'][number];

/** "5-13" → [5, 13]: made-attempted pairs (third downs, completions) and count-yards pairs (penalties). */
function pair(text: string | undefined): [number, number] | null {
  const match = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(text ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

function count(text: string | undefined): number | null {
  return text !== undefined && /^\s*-?\d+\s*$/.test(text) ? Number(text) : null;
}

/** "33:51" → 2031 seconds. */
function clockSeconds(text: string | undefined): number | null {
  const match = /^\s*(\d+):(\d{2})\s*$/.exec(text ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Field goals made, which `/games/teams` does not list: `kickingPoints` is 3 per field goal plus 1 per
 * extra point, and the touchdowns are the points not kicked, in sixes (two-point tries and safeties add 2s
 * that floor away). Assuming every touchdown's kick was good unless the arithmetic says otherwise, the field
 * goals are the fewest that fit. Exact unless three or more extra points were missed or not tried.
 */
export function estimatedFieldGoals(points: number, kickingPoints: number): number {
  const touchdowns = Math.max(0, Math.floor((points - kickingPoints) / 6));
  return Math.max(0, Math.ceil((kickingPoints - touchdowns) / 3));
}

/** First-half points from `/games` quarter scores, when that game was fetched and has two quarters. */
function firstHalf(scores: readonly number[] | null | undefined): number | null {
  const [first, second] = scores ?? [];
  return first === undefined || second === undefined ? null : first + second;
}

/** A game's offensive PPA and success rate per team, from `/stats/game/advanced`, keyed by CFBD game id and school. */
export type GameAdvancedIndex = ReadonlyMap<string, CfbdGameAdvanced['offense']>;

const advancedKey = (gameId: number, team: string): string => `${gameId}|${team}`;

export function gameAdvancedIndex(rows: readonly CfbdGameAdvanced[]): GameAdvancedIndex {
  return new Map(rows.map((row) => [advancedKey(row.gameId, row.team), row.offense]));
}

function boxScore(
  team: TeamStats,
  gameId: string,
  teamId: string,
  game: CfbdGame | undefined,
  advanced: CfbdGameAdvanced['offense'] | undefined,
): BoxScoreRecord | string {
  const stat = new Map(team.stats.map((entry) => [entry.category, entry.stat]));
  const passes = pair(stat.get('completionAttempts'));
  const rushes = count(stat.get('rushingAttempts'));
  const yards = count(stat.get('totalYards'));
  const turnovers = count(stat.get('turnovers'));
  const penalties = pair(stat.get('totalPenaltiesYards'));
  const missing = [
    passes === null && 'completionAttempts',
    rushes === null && 'rushingAttempts',
    yards === null && 'totalYards',
    turnovers === null && 'turnovers',
    penalties === null && 'totalPenaltiesYards',
  ].filter((name) => name !== false);
  if (passes === null || rushes === null || yards === null || turnovers === null || penalties === null) {
    return `cfbd: box score of ${team.team} in game ${gameId} lacks ${missing.join(', ')}`;
  }
  const plays = passes[1] + rushes;
  if (plays <= 0) return `cfbd: box score of ${team.team} in game ${gameId} has no plays`;
  const thirdDowns = pair(stat.get('thirdDownEff'));
  const lineScores = team.homeAway === 'home' ? game?.homeLineScores : game?.awayLineScores;
  return {
    gameId,
    teamId,
    points: team.points,
    firstHalfPoints: firstHalf(lineScores),
    plays,
    yards,
    thirdDownAttempts: thirdDowns?.[1] ?? null,
    thirdDownConversions: thirdDowns?.[0] ?? null,
    // CFBD's team box has no red-zone trips: left unknown rather than zero.
    redZoneTrips: null,
    redZoneScores: null,
    turnovers: Math.max(0, turnovers),
    penalties: penalties[0],
    fieldGoalsMade: estimatedFieldGoals(team.points, count(stat.get('kickingPoints')) ?? 0),
    possessionSeconds: clockSeconds(stat.get('possessionTime')),
    // From `/stats/game/advanced` when fetched: the store derives the season's EPA and success rate from these.
    epaPerPlay: advanced?.ppa ?? null,
    successRate: advanced?.successRate ?? null,
  };
}

export interface CfbdBoxScores {
  boxScores: BoxScoreRecord[];
  /** Box scores that lack a stat Playbook cannot do without. */
  skipped: string[];
}

/**
 * `/games/teams` as box scores of the stored ESPN games. `/games` (when fetched) adds each game's kickoff
 * for matching and its quarter scores for first-half points; `/stats/game/advanced` each side's EPA per play
 * and success rate.
 */
export function cfbdBoxScores<G extends StoredGame>(
  entries: readonly CfbdGameTeams[],
  games: readonly CfbdGame[],
  matcher: StoredGameMatcher<G>,
  advanced: GameAdvancedIndex = new Map(),
): CfbdBoxScores {
  const gamesById = new Map(games.map((game) => [game.id, game]));
  const boxScores: BoxScoreRecord[] = [];
  const skipped: string[] = [];
  for (const entry of entries) {
    const home = entry.teams.find((team) => team.homeAway === 'home');
    const away = entry.teams.find((team) => team.homeAway === 'away');
    if (home === undefined || away === undefined) {
      skipped.push(`cfbd: game ${entry.id} box scores lack a home or an away team`);
      continue;
    }
    const game = gamesById.get(entry.id);
    const matched = matcher.match({
      id: entry.id,
      homeTeam: home.team,
      awayTeam: away.team,
      homeId: home.teamId,
      awayId: away.teamId,
      startDate: game?.startDate ?? null,
    });
    if (matched === undefined) continue;
    for (const [team, teamId] of [[home, matched.homeTeamId], [away, matched.awayTeamId]] as const) {
      const box = boxScore(team, matched.game.sourceId, teamId, game, advanced.get(advancedKey(entry.id, team.team)));
      if (typeof box === 'string') skipped.push(box);
      else boxScores.push(box);
    }
  }
  return { boxScores, skipped };
}
