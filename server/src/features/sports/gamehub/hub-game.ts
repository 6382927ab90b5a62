import type { HubGame } from '@playbook/contracts';
import { newYorkDateString, newYorkDayKey } from '../../../providers/new-york-time.ts';
import type { StoredGame, StoredLine } from '../games-and-lines/week-games.ts';
import { gameOdds } from './game-odds.ts';

export interface TeamEpa {
  offense: number;
  defense: number;
}

/** docs/product/game-hub.md GameHub game. The clock shows only while a game is live; EPA only where the league has it (NCAA). */
export function hubGameOf(game: StoredGame, mainLines: readonly StoredLine[], epa: ReadonlyMap<number, TeamEpa> | null): HubGame {
  const homeEpa = epa?.get(game.home.id);
  const awayEpa = epa?.get(game.away.id);
  return {
    id: String(game.id),
    awayTeam: game.away.name,
    homeTeam: game.home.name,
    league: game.league,
    status: game.status,
    statusDetail: game.statusDetail,
    scheduledTime: game.scheduledAt.toISOString(),
    period: game.period,
    timeRemaining: game.status === 'live' ? game.clock : null,
    dateString: newYorkDateString(game.scheduledAt),
    awayScore: game.awayScore,
    homeScore: game.homeScore,
    week: game.week,
    odds: gameOdds(game, mainLines),
    epa: homeEpa && awayEpa ? { away: awayEpa, home: homeEpa } : null,
  };
}

/** Games grouped by New York calendar day ('YYYY-MM-DD'), days in date order, each day's games by start time. */
export function gamesByDay(games: readonly HubGame[]): Record<string, HubGame[]> {
  const sorted = [...games].sort((a, b) => a.scheduledTime.localeCompare(b.scheduledTime) || Number(a.id) - Number(b.id));
  const days: Record<string, HubGame[]> = {};
  for (const game of sorted) {
    const key = newYorkDayKey(new Date(game.scheduledTime));
    (days[key] ??= []).push(game);
  }
  return Object.fromEntries(Object.entries(days).sort(([a], [b]) => a.localeCompare(b)));
}
