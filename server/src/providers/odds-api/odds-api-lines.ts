import type { LineRecord } from '../records.ts';
import { storedGameMatcher, type StoredGame, type StoredTeam } from '../stored-match.ts';
import type { OddsApiEvent, OddsApiMarket } from './odds-api-schema.ts';
import { americanPrice, priceFormatOf, type PriceFormat } from './odds-price.ts';

/** The Odds API market keys Playbook stores, and what each becomes. */
const MARKETS: Readonly<Record<string, { market: LineRecord['market']; isAlternate: boolean }>> = {
  h2h: { market: 'moneyline', isAlternate: false },
  spreads: { market: 'spread', isAlternate: false },
  totals: { market: 'total', isAlternate: false },
  alternate_spreads: { market: 'spread', isAlternate: true },
  alternate_totals: { market: 'total', isAlternate: true },
};

export interface OddsApiLines {
  lines: LineRecord[];
  /** The Odds API event id → the stored ESPN game it was matched to. */
  matchedGames: Map<string, string>;
  /** Team names that match no stored team and events that match no stored game: logged and counted, never dropped silently. */
  unresolved: string[];
  /** Outcomes of the matched events that failed their schema, each with its reason (the rest is stored). */
  dropped: string[];
}

type Problems = Pick<OddsApiLines, 'unresolved' | 'dropped'>;

interface EventContext {
  gameId: string;
  /** Outcome name → the stored team's ESPN id. */
  teamIds: ReadonlyMap<string, string>;
  format: PriceFormat;
}

function totalSide(name: string): 'Over' | 'Under' | undefined {
  return name === 'Over' || name === 'Under' ? name : undefined;
}

/** One market's outcomes as line records; an outcome naming neither team (or a total without its point) is unresolved. */
function marketLines(
  market: OddsApiMarket,
  bookmaker: string,
  fetchedAt: string,
  context: EventContext,
  problems: Problems,
): LineRecord[] {
  const kind = MARKETS[market.key];
  if (kind === undefined) return [];
  const lines: LineRecord[] = [];
  problems.dropped.push(...market.outcomes.dropped.map((reason) => `odds-api ${context.gameId} ${bookmaker} ${market.key} ${reason}`));
  for (const [index, outcome] of market.outcomes.records.entries()) {
    const where = `${context.gameId} ${bookmaker} ${market.key} outcome ${index}`;
    const selection = kind.market === 'total' ? totalSide(outcome.name) : context.teamIds.get(outcome.name);
    const lineValue = kind.market === 'moneyline' ? null : (outcome.point ?? null);
    if (selection === undefined || (kind.market !== 'moneyline' && lineValue === null)) {
      problems.unresolved.push(`odds-api: ${where} (${outcome.name}) names no side of the game`);
      continue;
    }
    lines.push({
      gameId: context.gameId,
      bookmaker,
      market: kind.market,
      selection,
      // Spreads keep the outcome's own point: the favourite's is negative ("PHI -8.5" → -8.5 for PHI).
      lineValue,
      americanOdds: americanPrice(outcome.price, context.format, where),
      isAlternate: kind.isAlternate,
      fetchedAt: new Date(market.last_update ?? fetchedAt).toISOString(),
    });
  }
  return lines;
}

/** The main lines' natural keys: an alternate market repeating a main line (same point) is not stored twice. */
function naturalKey(line: LineRecord): string {
  return [line.gameId, line.bookmaker, line.market, line.selection, line.lineValue ?? ''].join('|');
}

/**
 * Every bookmaker's lines of the events that match a stored game (the same two teams, a kickoff within
 * 36 h of `commence_time`). Bookmakers are named by their `title`; h2h → moneyline, spreads → spread (each
 * outcome's own point), totals → total Over/Under, the alternate markets the same with `isAlternate`.
 * `now` stands in for a missing `last_update`.
 */
export function oddsApiLines(
  events: readonly OddsApiEvent[],
  teams: readonly StoredTeam[],
  games: readonly StoredGame[],
  now: Date,
): OddsApiLines {
  const matcher = storedGameMatcher('odds-api', teams, games);
  const format = priceFormatOf(events);
  const problems: Problems = { unresolved: [], dropped: [] };
  const lines: LineRecord[] = [];
  const matchedGames = new Map<string, string>();
  const seen = new Set<string>();
  for (const event of events) {
    const matched = matcher.match({ id: event.id, homeTeam: event.home_team, awayTeam: event.away_team, startDate: event.commence_time });
    if (matched === undefined) continue;
    const { game } = matched;
    matchedGames.set(event.id, game.sourceId);
    const context: EventContext = {
      gameId: game.sourceId,
      teamIds: new Map([[event.home_team, matched.homeTeamId], [event.away_team, matched.awayTeamId]]),
      format,
    };
    for (const bookmaker of event.bookmakers) {
      const fetchedAt = bookmaker.last_update ?? now.toISOString();
      // Main markets first, so an alternate repeating a main line is the one left out.
      const markets = [...bookmaker.markets].sort((a, b) => Number(MARKETS[a.key]?.isAlternate) - Number(MARKETS[b.key]?.isAlternate));
      for (const market of markets) {
        for (const line of marketLines(market, bookmaker.title, fetchedAt, context, problems)) {
          const key = naturalKey(line);
          if (seen.has(key)) continue;
          seen.add(key);
          lines.push(line);
        }
      }
    }
  }
  return { lines, matchedGames, unresolved: [...matcher.unresolved(), ...problems.unresolved], dropped: problems.dropped };
}
