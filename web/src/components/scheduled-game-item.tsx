import type { ReactNode } from 'react';
import { BarChart3, Target } from 'lucide-react';
import type { HubGame } from '@playbook/contracts';
import { Button } from '@/components/ui/button';

interface ScheduledGameItemProps {
  game: HubGame;
  /** The posted lines the screen cares about (spread and moneyline, or the total). */
  lines: ReactNode;
  predictLabel: string;
  simulateLabel: string;
  onPredict: (game: HubGame) => void;
  onSimulate: (game: HubGame) => void;
}

/** One scheduled game of a predictor screen: away @ home, its date and lines, and the two actions. */
export function ScheduledGameItem({ game, lines, predictLabel, simulateLabel, onPredict, onSimulate }: ScheduledGameItemProps) {
  const matchup = `${game.awayTeam} @ ${game.homeTeam}`;
  return (
    <li className="grid gap-3 rounded-lg border p-3 sm:flex sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <h3 className="font-medium">{matchup}</h3>
        <p className="text-xs text-muted-foreground">{game.dateString}</p>
        {lines}
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0">
        <Button size="sm" onClick={() => onPredict(game)} aria-label={`${predictLabel}: ${matchup}`}>
          <Target aria-hidden="true" />
          {predictLabel}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onSimulate(game)} aria-label={`${simulateLabel}: ${matchup}`}>
          <BarChart3 aria-hidden="true" />
          {simulateLabel}
        </Button>
      </div>
    </li>
  );
}
