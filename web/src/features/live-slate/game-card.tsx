import { useState } from 'react';
import type { LiveBettingLine } from '@playbook/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatLocaleDateTime } from '@/lib/format';
import { STATUS_DETAIL_TEXT } from '@/lib/game-status-detail';
import { LineButton } from './line-button';
import type { GameGroup } from './slate-games';
import { isSelected, type SelectedLine } from './slate-selection';

/** Lines shown before 'Show all': a college game has dozens of alternates across five bookmakers. */
export const LINES_SHOWN_FIRST = 12;

const MARKETS = [
  ['spread', 'Spread'],
  ['total', 'Total'],
  ['moneyline', 'Moneyline'],
] as const;

/**
 * A game's lines by market, spread then total then moneyline, each main line before its alternates (a
 * phone stacked twelve lines of mixed markets); empty markets left out.
 */
export function linesByMarket(lines: readonly LiveBettingLine[]): { market: string; lines: LiveBettingLine[] }[] {
  return MARKETS.map(([type, market]) => ({
    market,
    lines: lines.filter((line) => line.type === type).sort((a, b) => Number(a.isAlternate) - Number(b.isAlternate)),
  })).filter((group) => group.lines.length > 0);
}

/**
 * The lines a card shows before 'Show all', by market: every market's main lines first, then alternates up to
 * LINES_SHOWN_FIRST, so a college game's dozen alternate spreads never hide its total and moneyline.
 */
export function shownLines(lines: readonly LiveBettingLine[], expanded: boolean): ReturnType<typeof linesByMarket> {
  if (expanded) return linesByMarket(lines);
  const ordered = linesByMarket(lines).flatMap((market) => market.lines);
  const first = [...ordered.filter((line) => !line.isAlternate), ...ordered.filter((line) => line.isAlternate)].slice(0, LINES_SHOWN_FIRST);
  return linesByMarket(first);
}

interface GameCardProps {
  group: GameGroup;
  selection: readonly SelectedLine[];
  fair: ReadonlyMap<string, number>;
  best: ReadonlySet<string>;
  onToggle: (line: LiveBettingLine) => void;
}

/** docs/product/live-slate.md game card: away @ home, league badge, date, referee, status and the line buttons. */
export function GameCard({ group, selection, fair, best, onToggle }: GameCardProps) {
  const [expanded, setExpanded] = useState(false);
  const { game, lines } = group;
  const shown = shownLines(lines, expanded);
  const title = `${game.awayTeam} @ ${game.homeTeam}`;
  return (
    <Card className="grid min-w-0 gap-3 p-3 sm:p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold">{title}</h3>
          <p className="text-xs text-muted-foreground">
            {formatLocaleDateTime(game.gameTime)} · Referee: {game.referee ?? 'TBA'}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge variant="outline">{game.league}</Badge>
          <Badge variant={game.status === 'scheduled' ? 'secondary' : 'default'}>{game.status}</Badge>
          {game.statusDetail && <Badge variant="outline">{STATUS_DETAIL_TEXT[game.statusDetail]}</Badge>}
        </div>
      </header>
      <ul className="grid gap-3" aria-label={`Lines for ${title}`}>
        {shown.map(({ market, lines: marketLines }) => (
          <li key={market} className="grid min-w-0 gap-1.5">
            <h4 className="text-xs font-medium text-muted-foreground">{market}</h4>
            {/* The two sides of a market side by side, from a phone up. */}
            <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4" aria-label={market}>
              {marketLines.map((line) => (
                <li key={line.id} className="grid min-w-0">
                  <LineButton line={line} selected={isSelected(selection, line)} fair={fair.get(line.id)} best={best.has(line.id)} onToggle={onToggle} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {lines.length > LINES_SHOWN_FIRST && (
        <Button variant="ghost" size="sm" className="justify-self-start" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
          {expanded ? 'Show fewer lines' : `Show all ${lines.length} lines`}
        </Button>
      )}
    </Card>
  );
}
