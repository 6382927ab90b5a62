import type { z } from 'zod';
import type {
  gameHubAllResponseSchema,
  gameHubLeagueResponseSchema,
  gameHubLiveResponseSchema,
  HubGame,
  HubLeague,
  LeagueBreak,
} from '@playbook/contracts';

type AllFeed = z.infer<typeof gameHubAllResponseSchema>;
type LiveFeed = z.infer<typeof gameHubLiveResponseSchema>;
type LeagueFeed = z.infer<typeof gameHubLeagueResponseSchema>;

export const HUB_LEAGUES: readonly HubLeague[] = ['NFL', 'MLB', 'NCAA'];

const KEY: Record<HubLeague, 'nfl' | 'mlb' | 'ncaa'> = { NFL: 'nfl', MLB: 'mlb', NCAA: 'ncaa' };

/** One league's part of the screen. */
export interface LeagueGames {
  live: HubGame[];
  /** This week's games, any status. */
  schedule: HubGame[];
  /** The week by New York day ('YYYY-MM-DD'). */
  organizedByDay: Record<string, HubGame[]>;
  /** The league's break when it has no game this week (its last results, its next game). */
  break?: LeagueBreak | null;
}

export type HubGames = Record<HubLeague, LeagueGames>;

/**
 * The three feeds as one (docs/product/game-hub.md): `all` is the base; the live feed, polled twice as often, gives each
 * league's live games; the NCAA feed replaces the NCAA schedule and days. A feed that has not answered (or
 * failed) leaves the base in place, so one slow feed never blanks a section.
 */
export function mergeHubFeeds(all: AllFeed, live: LiveFeed | undefined, ncaa: LeagueFeed | undefined): HubGames {
  const league = (name: HubLeague): LeagueGames => {
    const key = KEY[name];
    const replaced = name === 'NCAA' ? ncaa?.data : undefined;
    return {
      live: live?.data[key] ?? all.data.live[key],
      schedule: replaced?.schedule ?? all.data.schedule[key],
      organizedByDay: replaced?.organizedByDay ?? all.data.organizedByDay[key],
      break: replaced ? (replaced.break ?? null) : (all.data.breaks?.[key] ?? null),
    };
  };
  return { NFL: league('NFL'), MLB: league('MLB'), NCAA: league('NCAA') };
}

/** The newest of the feeds' answer times (ISO), for the footer's last update. */
export function newestTimestamp(stamps: readonly (string | null | undefined)[]): string | null {
  return stamps.reduce<string | null>((newest, stamp) => (stamp && (newest === null || stamp > newest) ? stamp : newest), null);
}
