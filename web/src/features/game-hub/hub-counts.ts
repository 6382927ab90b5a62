import type { HubLeague } from '@playbook/contracts';
import type { HubGames } from './hub-feeds';
import { HUB_LEAGUES } from './hub-feeds';

export interface CountTile {
  label: string;
  value: number;
}

/**
 * docs/product/game-hub.md six count tiles: per league, the week's games still to be played (status scheduled) and how many
 * of those have pre-game odds. Live and finished games are not "scheduled" any more, and only a scheduled game
 * shows its Pre-Game Odds box, so both counts read the same games. The tiles count the whole feed, not the
 * search, so they stay a summary of the week.
 */
export function countTiles(games: HubGames): CountTile[] {
  return HUB_LEAGUES.flatMap((league: HubLeague) => {
    const scheduled = games[league].schedule.filter((game) => game.status === 'scheduled');
    return [
      { label: `${league} Scheduled`, value: scheduled.length },
      { label: `${league} With Odds`, value: scheduled.filter((game) => game.odds !== null).length },
    ];
  });
}
