/**
 * The slate's matchups with the best moneyline of each side across its sportsbooks (docs/product/slate-analyzer.md "Game slate
 * entry"). The same two teams on the same date are one matchup whichever order and case they were entered
 * in, so a game typed from two books is priced by the better book on each side.
 */
import { americanToDecimal, isValidAmericanOdds } from '../odds/convert.ts';
import type { AmericanOdds, DecimalOdds } from '../odds/convert.ts';
import type { SlateGame } from './slate-game.ts';
import { foldText } from '../text/fold-text.ts';

/** One side's best price and the book that offers it. */
export interface SlateQuote {
  odds: AmericanOdds;
  decimal: DecimalOdds;
  sportsbook: string | undefined;
}

export interface SlateMatchup {
  /** date|team|team, the teams normalised and sorted. */
  key: string;
  /** As the first entry for the matchup named them; the other entries' prices are turned to match. */
  homeTeam: string;
  awayTeam: string;
  gameDate: string;
  bestHome: SlateQuote | undefined;
  bestAway: SlateQuote | undefined;
  /** How many slate entries price this matchup. */
  entries: number;
}

/** Team names match case-insensitively with collapsed whitespace (docs/product/live-slate.md). */
export function slateTeamKey(team: string): string {
  return foldText(team);
}

/** Keeps the higher decimal price; on a tie the quote seen first stays. */
function better(current: SlateQuote | undefined, odds: number | undefined, sportsbook: string | undefined): SlateQuote | undefined {
  if (odds === undefined || !isValidAmericanOdds(odds)) return current;
  const decimal = americanToDecimal(odds);
  return current === undefined || decimal > current.decimal ? { odds, decimal, sportsbook } : current;
}

/** Matchups in the order their first entry appears on the slate. */
export function groupSlateMatchups(games: readonly SlateGame[]): SlateMatchup[] {
  const matchups = new Map<string, SlateMatchup>();
  for (const game of games) {
    const date = game.gameDate.trim();
    const [first, second] = [slateTeamKey(game.homeTeam), slateTeamKey(game.awayTeam)].sort();
    const key = `${date}|${first ?? ''}|${second ?? ''}`;
    let matchup = matchups.get(key);
    if (matchup === undefined) {
      matchup = { key, homeTeam: game.homeTeam, awayTeam: game.awayTeam, gameDate: date, bestHome: undefined, bestAway: undefined, entries: 0 };
      matchups.set(key, matchup);
    }
    matchup.entries++;
    const sameOrder = slateTeamKey(game.homeTeam) === slateTeamKey(matchup.homeTeam);
    const priceOfReportHome = sameOrder ? game.homeMoneyline : game.awayMoneyline;
    const priceOfReportAway = sameOrder ? game.awayMoneyline : game.homeMoneyline;
    matchup.bestHome = better(matchup.bestHome, priceOfReportHome, game.sportsbook);
    matchup.bestAway = better(matchup.bestAway, priceOfReportAway, game.sportsbook);
  }
  return [...matchups.values()];
}
