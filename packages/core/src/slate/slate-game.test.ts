import { describe, expect, it } from 'vitest';
import { SLATE_LEAGUES, SLATE_LINE_STEP, SLATE_MESSAGES, slateLeague } from './slate-game.ts';

describe('slate game (docs/product/slate-analyzer.md Slate game)', () => {
  it('uses the messages and leagues of docs/product/slate-analyzer.md', () => {
    expect(SLATE_MESSAGES).toEqual({
      homeTeamRequired: 'Home team is required',
      awayTeamRequired: 'Away team is required',
      gameDateRequired: 'Game date is required',
      gamesRequired: 'At least one game is required',
      slateDateRequired: 'Slate date is required',
      slateNameRequired: 'Slate name is required',
    });
    expect(SLATE_LEAGUES).toEqual(['NFL', 'NCAA']);
    expect(SLATE_LINE_STEP).toBe(0.5);
  });

  it('makes the league NCAA only for NCAA in any case, else NFL', () => {
    expect(slateLeague('NCAA')).toBe('NCAA');
    expect(slateLeague(' ncaa ')).toBe('NCAA');
    expect(slateLeague('NcAa')).toBe('NCAA');
    expect(slateLeague('NFL')).toBe('NFL');
    expect(slateLeague('CFL')).toBe('NFL');
    expect(slateLeague('NCAAF')).toBe('NFL');
    expect(slateLeague(undefined)).toBe('NFL');
  });
});
