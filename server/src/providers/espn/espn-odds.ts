import type { LineRecord } from '../records.ts';
import { readAmericanOdds, readLine } from './american-odds.ts';
import type { EspnOdds } from './espn-schemas.ts';

export interface GameSides {
  gameId: string;
  homeTeamId: string;
  awayTeamId: string;
}

/** The latest ('close', which ESPN keeps moving until kickoff) or the opening prices of an odds block. */
export type PriceMoment = 'close' | 'open';

type Quote = { line?: string | undefined; odds?: string | undefined } | undefined;

/**
 * One scoreboard odds block (`competitions[0].odds[i]`) as line records. Moneylines are read from both places
 * ESPN has put them: the string blocks (`moneyline.home.close.odds`, the only place in the December 2025
 * payloads) and, for the latest price, the numeric team-level `homeTeamOdds.moneyLine` (November 2025).
 * Spreads carry each team's own line; ESPN's top-level `spread` is the home team's line. A price that is
 * missing or unreadable leaves that one record out rather than inventing it.
 */
export function linesFromEspnOdds(odds: EspnOdds, sides: GameSides, moment: PriceMoment, fetchedAt: string): LineRecord[] {
  const latest = moment === 'close';
  const quote = (block: { open?: Quote; close?: Quote } | undefined): Quote => block?.[moment];
  const base = { gameId: sides.gameId, bookmaker: odds.provider.name, isAlternate: false, fetchedAt };
  const records: LineRecord[] = [];
  const add = (market: LineRecord['market'], selection: string, lineValue: number | null, price: number | null) => {
    if (price === null || (market !== 'moneyline' && lineValue === null)) return;
    records.push({ ...base, market, selection, lineValue, americanOdds: price });
  };

  const homeMoney = quote(odds.moneyline?.home)?.odds;
  const awayMoney = quote(odds.moneyline?.away)?.odds;
  add('moneyline', sides.homeTeamId, null, readAmericanOdds(homeMoney ?? (latest ? odds.homeTeamOdds?.moneyLine : undefined)));
  add('moneyline', sides.awayTeamId, null, readAmericanOdds(awayMoney ?? (latest ? odds.awayTeamOdds?.moneyLine : undefined)));

  const homeSpread = quote(odds.pointSpread?.home);
  const awaySpread = quote(odds.pointSpread?.away);
  const homeLine = readLine(homeSpread?.line) ?? (latest && odds.spread !== undefined ? odds.spread : null);
  const awayLine = readLine(awaySpread?.line) ?? (latest && odds.spread !== undefined ? -odds.spread : null);
  add('spread', sides.homeTeamId, homeLine, readAmericanOdds(homeSpread?.odds ?? (latest ? odds.homeTeamOdds?.spreadOdds : undefined)));
  add('spread', sides.awayTeamId, awayLine, readAmericanOdds(awaySpread?.odds ?? (latest ? odds.awayTeamOdds?.spreadOdds : undefined)));

  for (const [selection, side] of [['Over', odds.total?.over], ['Under', odds.total?.under]] as const) {
    const totalQuote = quote(side);
    const line = readLine(totalQuote?.line) ?? (latest ? (odds.overUnder ?? null) : null);
    add('total', selection, line, readAmericanOdds(totalQuote?.odds));
  }
  return records;
}
