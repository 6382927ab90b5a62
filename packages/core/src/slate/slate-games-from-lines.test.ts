import { describe, expect, it } from 'vitest';
import { slateGamesFromLines } from './slate-games-from-lines.ts';

const defaults = { gameDate: '2026-11-29', league: 'NFL' } as const;

describe('slateGamesFromLines (OCR Scan tab)', () => {
  it('makes one game per matchup with the home spread, the total and both moneylines', () => {
    const { games, skipped } = slateGamesFromLines(
      [
        { game: 'Chiefs @ Bills', type: 'spread', description: 'Chiefs -3.5', odds: -110 },
        { game: 'Chiefs @ Bills', type: 'total', description: 'Over 47.5', odds: -105 },
        { game: 'Bills vs Chiefs', type: 'moneyline', description: 'Bills ML', odds: 150 },
        { game: 'Chiefs @ Bills', type: 'moneyline', description: 'Kansas City Chiefs ML', odds: -170 },
        { game: 'Packers @ Bears', type: 'spread', description: 'Bears +6', odds: -115 },
      ],
      { ...defaults, sportsbook: 'DraftKings' },
    );
    expect(skipped).toBe(0);
    expect(games).toEqual([
      {
        awayTeam: 'Chiefs',
        homeTeam: 'Bills',
        gameDate: '2026-11-29',
        league: 'NFL',
        sportsbook: 'DraftKings',
        spread: 3.5,
        overUnder: 47.5,
        homeMoneyline: 150,
        awayMoneyline: -170,
      },
      { awayTeam: 'Packers', homeTeam: 'Bears', gameDate: '2026-11-29', league: 'NFL', sportsbook: 'DraftKings', spread: 6 },
    ]);
  });

  it('skips lines with no matchup or a pick naming neither team, and keeps the first price of a market', () => {
    const { games, skipped } = slateGamesFromLines(
      [
        { game: 'Bengals', type: 'spread', description: 'Bengals -2.5', odds: -110 },
        { game: 'Jets @ Dolphins', type: 'moneyline', description: 'Giants ML', odds: 120 },
        { game: 'Jets @ Dolphins', type: 'total', description: 'Under 41', odds: -110 },
        { game: 'Jets @ Dolphins', type: 'total', description: 'Over 43', odds: -110 },
      ],
      defaults,
    );
    expect(skipped).toBe(2);
    expect(games).toEqual([{ awayTeam: 'Jets', homeTeam: 'Dolphins', gameDate: '2026-11-29', league: 'NFL', overUnder: 41 }]);
  });
});
