import type { HubGame, HubLeague } from '@playbook/contracts';
import { normalizeTeamName } from '@playbook/core';

export type LeagueFilter = 'all' | HubLeague;
export type HubView = 'both' | 'live' | 'schedule';

/** docs/product/game-hub.md view select. */
export const VIEW_OPTIONS: readonly { value: HubView; label: string }[] = [
  { value: 'both', label: 'Live & Schedule' },
  { value: 'live', label: 'Live Only' },
  { value: 'schedule', label: 'Schedule Only' },
];

export const LEAGUE_OPTIONS: readonly { value: LeagueFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'NFL', label: 'NFL' },
  { value: 'MLB', label: 'MLB' },
  { value: 'NCAA', label: 'NCAA' },
];

const searchKey = (text: string) => normalizeTeamName(text, { ignoreParentheses: true });

/**
 * Search teams: the typed text inside either team's name, case-insensitive with collapsed whitespace and
 * parentheses ignored (docs/product/game-hub.md, "in GameHub parentheses are also ignored": "miami redhawks" finds "Miami (OH) RedHawks").
 */
export function matchesSearch(game: HubGame, search: string): boolean {
  const wanted = searchKey(search);
  if (wanted === '') return true;
  return searchKey(game.awayTeam).includes(wanted) || searchKey(game.homeTeam).includes(wanted);
}

export interface DayGroup {
  /** 'YYYY-MM-DD', the viewer's calendar day of the games' start. */
  day: string;
  /** 'Saturday, November 28'. */
  label: string;
  games: HubGame[];
}

/** A day key as its weekday and date; read at noon UTC so no viewer's zone moves it to another day. */
export function dayLabel(day: string, locale?: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** '1 game', '3 games': the count shown beside each day. */
export const gameCountText = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;

const byStart = (a: HubGame, b: HubGame) => a.scheduledTime.localeCompare(b.scheduledTime) || a.id.localeCompare(b.id);

/**
 * The viewer's calendar day of a game's start ('en-CA' writes it YYYY-MM-DD), the zone its card's date and time
 * are written in, so a late kick-off never sits under the day before its own card's date. A start the browser
 * cannot read keeps the day the server grouped it under (New York's).
 */
function viewerDay(game: HubGame, serverDay: string, timeZone?: string): string {
  const start = new Date(game.scheduledTime);
  if (Number.isNaN(start.getTime())) return serverDay;
  return start.toLocaleDateString('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...(timeZone ? { timeZone } : {}) });
}

/**
 * This Week (docs/product/game-hub.md): the searched games grouped by the viewer's day, days in date order, each
 * day's games by start time; a day left without games by the search is not shown. `timeZone` pins it in tests.
 */
export function dayGroups(organizedByDay: Record<string, HubGame[]>, search: string, locale?: string, timeZone?: string): DayGroup[] {
  const byViewerDay = new Map<string, HubGame[]>();
  for (const [serverDay, games] of Object.entries(organizedByDay)) {
    for (const game of games) {
      if (!matchesSearch(game, search)) continue;
      const day = viewerDay(game, serverDay, timeZone);
      byViewerDay.set(day, [...(byViewerDay.get(day) ?? []), game]);
    }
  }
  return [...byViewerDay.keys()].sort().map((day) => ({ day, label: dayLabel(day, locale), games: (byViewerDay.get(day) ?? []).sort(byStart) }));
}

/** The live section's games: searched, by start time. */
export function liveGames(live: readonly HubGame[], search: string): HubGame[] {
  return live.filter((game) => matchesSearch(game, search)).sort(byStart);
}
