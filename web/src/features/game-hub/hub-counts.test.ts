import { describe, expect, it } from 'vitest';
import type { HubGame } from '@playbook/contracts';
import { hubGame } from '@/test/sports-fixtures';
import { countTiles } from './hub-counts';
import type { HubGames } from './hub-feeds';

const leagueOf = (schedule: HubGame[]) => ({ live: [], schedule, organizedByDay: {} });

describe('the six count tiles (docs/product/game-hub.md)', () => {
  it('counts each league’s scheduled games and those of them with odds', () => {
    const games: HubGames = {
      NFL: leagueOf([
        hubGame('A', 'B'),
        hubGame('C', 'D', { odds: null }),
        hubGame('E', 'F', { status: 'live', awayScore: 7, homeScore: 3 }),
        hubGame('G', 'H', { status: 'finished', awayScore: 20, homeScore: 17 }),
      ]),
      MLB: leagueOf([hubGame('I', 'J', { league: 'MLB', odds: null })]),
      NCAA: leagueOf([]),
    };
    expect(countTiles(games)).toEqual([
      { label: 'NFL Scheduled', value: 2 },
      { label: 'NFL With Odds', value: 1 },
      { label: 'MLB Scheduled', value: 1 },
      { label: 'MLB With Odds', value: 0 },
      { label: 'NCAA Scheduled', value: 0 },
      { label: 'NCAA With Odds', value: 0 },
    ]);
  });
});
