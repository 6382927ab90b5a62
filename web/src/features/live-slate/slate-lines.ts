import type { AlternateLine, LiveBettingLine } from '@playbook/contracts';
import { noVigProbabilities } from '@playbook/core';

/** The server's description of a line ('Dallas Cowboys -3.5', 'Navy PK', 'Over 47.5'), so merged copies match. */
function alternateDescription(line: AlternateLine): string {
  if (line.marketType === 'total') return `${line.selection} ${line.lineValue}`;
  const value = line.lineValue;
  return `${line.selection} ${value === 0 ? 'PK' : value > 0 ? `+${value}` : String(value)}`;
}

/** An alternate line of /api/live/alternate-lines or the sorted alternates as a slate line. */
export function slateLineOfAlternate(line: AlternateLine, gameTime: string): LiveBettingLine {
  const matchup = `${line.awayTeam} @ ${line.homeTeam}`;
  const description = alternateDescription(line);
  return {
    id: `alt:${line.eventId}:${line.bookmaker}:${description}`,
    game: matchup,
    matchup,
    type: line.marketType,
    description,
    odds: line.americanOdds,
    bookmaker: line.bookmaker,
    league: line.league,
    eventId: line.eventId,
    isAlternate: true,
    line: line.lineValue,
    gameTime,
  };
}

const bookLineKey = (line: LiveBettingLine): string => `${line.bookmaker}|${line.matchup}|${line.description}|${line.odds}`;

/**
 * The main feed's lines, then every alternate not already there. A bookmaker's price is one line whatever feed
 * it came from, so copies (same bookmaker, matchup, description and odds) are dropped.
 */
export function mergeSlateLines(main: readonly LiveBettingLine[], alternates: readonly AlternateLine[]): LiveBettingLine[] {
  const gameTimes = new Map(main.map((line) => [line.eventId, line.gameTime]));
  const seen = new Set<string>();
  const merged: LiveBettingLine[] = [];
  for (const line of [...main, ...alternates.map((alt) => slateLineOfAlternate(alt, gameTimes.get(alt.eventId) ?? ''))]) {
    const key = bookLineKey(line);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(line);
  }
  return merged;
}

/** The football events of the lines, in first-seen order: docs/product/live-slate.md fetches alternates once per event. */
export function footballEventIds(lines: readonly LiveBettingLine[]): string[] {
  return [...new Set(lines.filter((line) => line.league === 'NFL' || line.league === 'NCAA').map((line) => line.eventId))];
}

function marketKey(line: LiveBettingLine): string {
  const point = line.type === 'moneyline' || line.line === null ? '' : String(Math.abs(line.line));
  return `${line.eventId}|${line.bookmaker}|${line.type}|${point}`;
}

/**
 * Each line's no-vig fair probability (a fraction), from the two sides of its bookmaker's market: the same game,
 * bookmaker and market at the same points (a −3.5 and its +3.5, an Over and Under 47.5, two moneylines). A line
 * whose other side is not posted has none.
 */
export function fairProbabilities(lines: readonly LiveBettingLine[]): Map<string, number> {
  const markets = new Map<string, LiveBettingLine[]>();
  for (const line of lines) markets.set(marketKey(line), [...(markets.get(marketKey(line)) ?? []), line]);
  const fair = new Map<string, number>();
  for (const sides of markets.values()) {
    const [a, b] = sides;
    if (sides.length !== 2 || !a || !b || a.description === b.description) continue;
    const [pa, pb] = noVigProbabilities([a.odds, b.odds]);
    if (pa !== undefined && pb !== undefined) {
      fair.set(a.id, pa);
      fair.set(b.id, pb);
    }
  }
  return fair;
}

/**
 * The ids of lines no other bookmaker beats for the same selection (game, market and description). Only
 * selections at least two bookmakers price are marked: a lone price is not a 'best' one. Ties are all best.
 */
export function bestPriceIds(lines: readonly LiveBettingLine[]): Set<string> {
  const selections = new Map<string, LiveBettingLine[]>();
  for (const line of lines) {
    const key = `${line.eventId}|${line.type}|${line.description}`;
    selections.set(key, [...(selections.get(key) ?? []), line]);
  }
  const best = new Set<string>();
  for (const offers of selections.values()) {
    if (new Set(offers.map((line) => line.bookmaker)).size < 2) continue;
    const top = Math.max(...offers.map((line) => line.odds));
    for (const line of offers) if (line.odds === top) best.add(line.id);
  }
  return best;
}
