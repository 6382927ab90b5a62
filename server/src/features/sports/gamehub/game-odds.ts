import type { GameOdds } from '@playbook/contracts';
import { preferredBookmaker } from '../games-and-lines/bookmakers.ts';
import type { StoredGame, StoredLine } from '../games-and-lines/week-games.ts';

/** One bookmaker's moneyline, spread and total of a game from its main (non-alternate) lines; null if none. */
export function gameOdds(game: StoredGame, mainLines: readonly StoredLine[]): GameOdds | null {
  const bookmaker = preferredBookmaker(mainLines);
  if (bookmaker === undefined) return null;
  const ofBook = mainLines.filter((line) => line.bookmaker === bookmaker && !line.isAlternate);
  const find = (market: StoredLine['market'], selection: string) => ofBook.find((line) => line.market === market && line.selection === selection);
  const homeSpread = find('spread', game.home.abbreviation);
  const over = find('total', 'Over');
  const under = find('total', 'Under');
  const totalPoints = over?.lineValue ?? under?.lineValue ?? null;
  const lastUpdate = ofBook.reduce((latest, line) => (line.fetchedAt > latest ? line.fetchedAt : latest), new Date(0));
  return {
    bookmaker,
    lastUpdate: lastUpdate.toISOString(),
    moneyline: {
      away: find('moneyline', game.away.abbreviation)?.americanOdds ?? null,
      home: find('moneyline', game.home.abbreviation)?.americanOdds ?? null,
    },
    spread: {
      points: homeSpread?.lineValue ?? null,
      away: find('spread', game.away.abbreviation)?.americanOdds ?? null,
      home: homeSpread?.americanOdds ?? null,
    },
    total: {
      points: totalPoints,
      over: over?.americanOdds ?? null,
      under: under?.americanOdds ?? null,
      overLine: totalPoints,
      overOdds: over?.americanOdds ?? null,
      underOdds: under?.americanOdds ?? null,
    },
  };
}
