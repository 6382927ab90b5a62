import { z } from 'zod';
import { parsePayload } from '../http/fetch-json.ts';
import type { GameRecord, LineRecord, TeamRecord } from '../records.ts';
import type { StoredLeague } from '../stored-league.ts';
import { espnCoreOddsSchema, linesFromEspnCoreOdds, teamIdOfRef, type EspnCoreOdds } from './espn-core-odds.ts';
import type { EspnLeagueSnapshot } from './espn-snapshot.ts';

/**
 * A saved set of ESPN Core odds items, in the wrapper some tools write around them:
 * `{ fetched_at, selected_schedule_group: { season, week }, events: [{ id, date, home, away }], odds: [{ game_id, odds }] }`.
 */
const coreOddsFileSchema = z.object({
  fetched_at: z.string().optional(),
  selected_schedule_group: z.object({ season: z.string().optional(), week: z.string().optional() }).optional(),
  events: z.array(z.object({ id: z.string().min(1), date: z.string().min(1), home: z.string().min(1), away: z.string().min(1) })),
  odds: z.array(z.object({ game_id: z.string().min(1), odds: espnCoreOddsSchema })),
});

/** Whether a saved ESPN file is such a wrapper rather than a scoreboard (it has `odds[]` beside `events[]`). */
export function isCoreOddsFile(payload: unknown): boolean {
  return z.object({ events: z.array(z.unknown()), odds: z.array(z.unknown()) }).safeParse(payload).success;
}

/** Team letters when no source gave an abbreviation: the initials of the display name ("Sacramento State Hornets" → SSH). */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The favourite's abbreviation is the first word of `details` ("TCU -7.5"); the underdog's is not given. */
function abbreviationFromDetails(odds: EspnCoreOdds, side: 'home' | 'away'): string | null {
  const teamOdds = side === 'home' ? odds.homeTeamOdds : odds.awayTeamOdds;
  const word = odds.details?.trim().split(/\s+/)[0];
  return teamOdds.favorite === true && word !== undefined && /^[A-Z&]{2,6}$/.test(word) ? word : null;
}

/**
 * The wrapper → a partial snapshot of those games' prices. Teams and games already stored are echoed as stored
 * (their names, abbreviations and status win); a game not stored yet is added as scheduled with the teams
 * its odds link to, named from the wrapper's event, and abbreviated from `details` or by initials (made
 * unique by appending the ESPN id). An odds item without its event or team links is reported, not guessed.
 */
export function snapshotFromEspnCoreOddsFile(payload: unknown, stored: StoredLeague, now: Date): EspnLeagueSnapshot {
  const file = parsePayload('espn', payload, coreOddsFileSchema);
  const capturedAt = new Date(file.fetched_at ?? '');
  const fetchedAt = (Number.isNaN(capturedAt.getTime()) ? now : capturedAt).toISOString();
  const fileWeek = Number(file.selected_schedule_group?.week);
  const events = new Map(file.events.map((event) => [event.id, event]));
  const storedTeams = new Map(stored.teams.map((team) => [team.sourceId, team]));
  const storedGames = new Map(stored.games.map((game) => [game.sourceId, game]));
  const usedAbbreviations = new Set(stored.teams.map((team) => team.abbreviation));
  const teams = new Map<string, TeamRecord>();
  const games = new Map<string, GameRecord>();
  const lines: LineRecord[] = [];
  const openingLines: LineRecord[] = [];
  const unresolved: string[] = [];

  const teamFor = (id: string, name: string, fromDetails: string | null): void => {
    const known = teams.get(id) ?? storedTeams.get(id);
    if (known) {
      teams.set(id, known);
      return;
    }
    let abbreviation = fromDetails ?? initials(name);
    if (usedAbbreviations.has(abbreviation)) abbreviation = `${abbreviation}-${id}`;
    usedAbbreviations.add(abbreviation);
    teams.set(id, { sourceId: id, name, abbreviation, conference: null, division: null, aliases: [] });
  };

  for (const { game_id: gameId, odds } of file.odds) {
    const event = events.get(gameId);
    const homeId = teamIdOfRef(odds.homeTeamOdds.team?.$ref);
    const awayId = teamIdOfRef(odds.awayTeamOdds.team?.$ref);
    const kickoff = new Date(event?.date ?? '');
    if (!event || homeId === null || awayId === null || Number.isNaN(kickoff.getTime())) {
      unresolved.push(`odds of game ${gameId}: no event, kickoff or team links`);
      continue;
    }
    const storedGame = storedGames.get(gameId);
    if (storedGame && (storedGame.homeTeamId !== homeId || storedGame.awayTeamId !== awayId)) {
      unresolved.push(`odds of game ${gameId}: its teams differ from the stored game's`);
      continue;
    }
    const game = storedGame ?? {
      sourceId: gameId,
      // College seasons run August to January: a January game belongs to the season before.
      season: kickoff.getUTCMonth() < 6 ? kickoff.getUTCFullYear() - 1 : kickoff.getUTCFullYear(),
      week: Number.isInteger(fileWeek) ? fileWeek : null,
      homeTeamId: homeId,
      awayTeamId: awayId,
      scheduledAt: kickoff.toISOString(),
      status: 'scheduled' as const,
      period: null,
      clock: null,
      homeScore: null,
      awayScore: null,
      referee: null,
      venue: null,
    };
    teamFor(game.homeTeamId, event.home, abbreviationFromDetails(odds, 'home'));
    teamFor(game.awayTeamId, event.away, abbreviationFromDetails(odds, 'away'));
    games.set(gameId, game);
    const sides = { gameId, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId };
    lines.push(...linesFromEspnCoreOdds(odds, sides, 'close', fetchedAt));
    openingLines.push(...linesFromEspnCoreOdds(odds, sides, 'open', fetchedAt));
  }
  const seasons = [...games.values()].map((game) => game.season);
  return {
    source: 'espn',
    league: stored.league,
    season: seasons.length > 0 ? Math.max(...seasons) : stored.season,
    currentWeek: stored.currentWeek ?? (Number.isInteger(fileWeek) ? fileWeek : null),
    teams: [...teams.values()],
    games: [...games.values()],
    boxScores: [],
    lines,
    rosters: [],
    partial: true,
    unresolved,
    openingLines,
  };
}
