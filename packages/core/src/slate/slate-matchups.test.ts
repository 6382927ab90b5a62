import { describe, expect, it } from 'vitest';
import type { SlateGame } from './slate-game.ts';
import { groupSlateMatchups, slateTeamKey } from './slate-matchups.ts';

const game = (id: string, fields: Partial<SlateGame>): SlateGame => ({
  id,
  homeTeam: 'Bills',
  awayTeam: 'Dolphins',
  gameDate: '2025-09-14',
  league: 'NFL',
  ...fields,
});

describe('groupSlateMatchups', () => {
  it('pools one matchup entered in either order and case, turning prices to the first entry', () => {
    const matchups = groupSlateMatchups([
      game('a', { homeMoneyline: 110, awayMoneyline: -130, sportsbook: 'A' }),
      game('b', { homeTeam: ' dolphins', awayTeam: 'BILLS ', homeMoneyline: -125, awayMoneyline: 105, sportsbook: 'B' }),
      game('c', { homeMoneyline: 115, sportsbook: 'C' }),
    ]);
    expect(matchups).toHaveLength(1);
    expect(matchups[0]).toMatchObject({
      key: '2025-09-14|bills|dolphins',
      homeTeam: 'Bills',
      awayTeam: 'Dolphins',
      entries: 3,
      bestHome: { odds: 115, sportsbook: 'C' },
      // Book B's home price (-125) is the Dolphins', which is the report's away side.
      bestAway: { odds: -125, sportsbook: 'B' },
    });
  });

  it('keeps matchups on other dates apart and ignores prices that are not American odds', () => {
    const matchups = groupSlateMatchups([game('a', { homeMoneyline: 50 }), game('b', { gameDate: '2025-09-15' })]);
    expect(matchups.map((m) => m.key)).toEqual(['2025-09-14|bills|dolphins', '2025-09-15|bills|dolphins']);
    expect(matchups[0]?.bestHome).toBeUndefined();
  });

  it('keys team names case-insensitively with collapsed whitespace', () => {
    expect(slateTeamKey('  New   York Jets ')).toBe('new york jets');
  });
});
