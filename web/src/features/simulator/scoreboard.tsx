import { Pause, Play, RotateCcw, Square } from 'lucide-react';
import { formatClock, type LiveGameState } from '@playbook/core';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SpeedControl } from './speed-control';
import type { SimSpeed } from './live-game-runner';

interface ScoreboardProps {
  game: LiveGameState;
  seed: number;
  speed: SimSpeed;
  onSpeedChange: (speed: SimSpeed) => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
  onReplay: () => void;
  /** Focus Pause when the scoreboard replaces the setup card: START GAME, which had the focus, is gone. */
  focusOnMount?: boolean;
}

function TeamScore({ team, score, side }: { team: string; score: number; side: string }) {
  return (
    <div className="grid h-full min-w-0 grid-rows-[auto_1fr_auto] justify-items-center gap-1 text-center">
      <span className="text-xs text-muted-foreground uppercase">{side}</span>
      <span className="flex max-w-full items-center font-semibold break-words">{team}</span>
      <span className="text-4xl font-bold tabular-nums">{score}</span>
    </div>
  );
}

/**
 * docs/product/simulator.md scoreboard: both teams and scores, 'vs', LIVE (green) or PAUSED (red), Q1-Q4, the clock, Pause/Resume
 * and Stop. A finished game shows FINAL instead of PAUSED (ours: the badge of docs/product/simulator.md has no finished state).
 */
export function Scoreboard({ game, seed, speed, onSpeedChange, onPause, onResume, onStop, onReplay, focusOnMount = false }: ScoreboardProps) {
  const badge = game.isOver ? (
    <Badge variant="secondary">FINAL</Badge>
  ) : game.running ? (
    <Badge>LIVE</Badge>
  ) : (
    <Badge variant="destructive">PAUSED</Badge>
  );
  // Pause and Resume are one button (one key): as two, pressing Pause by keyboard dropped the focus on the page body.
  const controls = [
    game.running
      ? { key: 'toggle', label: 'Pause', Icon: Pause, variant: 'outline' as const, onClick: onPause }
      : { key: 'toggle', label: 'Resume', Icon: Play, variant: 'outline' as const, onClick: onResume },
    { key: 'stop', label: 'Stop', Icon: Square, variant: 'destructive' as const, onClick: onStop },
    { key: 'replay', label: 'Replay', Icon: RotateCcw, variant: 'ghost' as const, onClick: onReplay },
  ];
  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:p-6">
        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2" aria-live="polite" aria-atomic="true" aria-label="Score">
          <TeamScore team={game.homeTeam} score={game.homeScore} side="Home" />
          <span className="text-sm font-medium text-muted-foreground">vs</span>
          <TeamScore team={game.awayTeam} score={game.awayScore} side="Away" />
        </div>
        <div className="flex flex-wrap items-center justify-center gap-3 text-sm">
          {badge}
          <span className="font-semibold">Q{game.quarter}</span>
          <span className="font-mono text-lg tabular-nums" aria-label="Game clock">
            {formatClock(game.clock)}
          </span>
        </div>
        <div className="flex flex-wrap items-center justify-center gap-2">
          {controls.map(({ key, label, Icon, variant, onClick }) => (
            <Button key={key} variant={variant} onClick={onClick} autoFocus={focusOnMount && key === 'toggle'}>
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-center justify-center gap-3 text-xs text-muted-foreground">
          <SpeedControl value={speed} onChange={onSpeedChange} />
          <span>Seed {seed}</span>
        </div>
      </CardContent>
    </Card>
  );
}
