import type { EvBetRow, LiveBettingLine, MarketsOddsResponse } from '@playbook/contracts';
import { formatSignedPoints } from '@/lib/odds-format';

/** The slate's description of a bet ('Kansas City Chiefs -3.5', 'Over 47.5', '... ML'), which the builder merges by. */
function slateDescription(bet: EvBetRow): string {
  const [awayName = '', homeName = ''] = bet.game.split(' @ ');
  const team = bet.side === 'home' ? homeName : bet.side === 'away' ? awayName : bet.selection;
  if (bet.kind === 'moneyline' || bet.point === null) return `${team} ML`;
  return bet.kind === 'total' ? `${team} ${bet.point}` : `${team} ${bet.point === 0 ? 'PK' : formatSignedPoints(bet.point)}`;
}

/** An EV row as the live slate's betting line, so the parlay builder takes it as it takes the slate's picks. */
export function asSlateLine(bet: EvBetRow): LiveBettingLine {
  return {
    id: bet.lineId,
    game: bet.game,
    matchup: bet.game,
    type: bet.kind,
    description: slateDescription(bet),
    odds: bet.americanOdds,
    bookmaker: bet.book,
    league: bet.league,
    eventId: bet.gameId,
    isAlternate: bet.alternate,
    line: bet.point,
    gameTime: bet.startsAt,
  };
}

/** One leg of the tracker's hand-entered ticket, linked to the stored line (so its closing line value shows). */
export function asTrackedLeg(bet: EvBetRow) {
  return { game: bet.game, selection: `${slateDescription(bet)} (${bet.book})`, odds: bet.americanOdds, type: bet.kind, lineId: Number(bet.lineId) };
}

/** Every book's line of the same bet as `lineId` (same side, same point), from the odds board; itself alone otherwise. */
export function siblingLineIds(board: MarketsOddsResponse | undefined, gameId: string, lineId: string): string[] {
  const game = board?.games.find((entry) => entry.game.id === gameId);
  for (const market of game?.markets ?? []) {
    for (const side of market.sides) {
      if (side.prices.some((price) => price.lineId === lineId)) return side.prices.map((price) => price.lineId);
    }
  }
  return [lineId];
}
