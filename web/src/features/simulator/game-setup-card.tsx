import { useId } from 'react';
import { Play } from 'lucide-react';
import { LeagueSelect } from '@/components/league-select';
import { TeamPicker } from '@/components/team-picker';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { League } from '@/lib/league';
import type { TeamOption } from '@/lib/team-options';
import { SEED_ERROR } from './sim-seed';
import { SpeedControl } from './speed-control';
import type { SimSpeed } from './live-game-runner';

export interface GameSetup {
  homeTeam: string | null;
  awayTeam: string | null;
  seedText: string;
}

interface GameSetupCardProps {
  league: League;
  onLeagueChange: (league: League) => void;
  options: readonly TeamOption[];
  setup: GameSetup;
  onSetupChange: (setup: GameSetup) => void;
  seedInvalid: boolean;
  speed: SimSpeed;
  onSpeedChange: (speed: SimSpeed) => void;
  onStart: () => void;
  /** Focus START GAME when the card replaces the scoreboard: Stop, which had the focus, is gone. */
  focusStart?: boolean;
}

const TEAM_SLOTS = [
  { slot: 'homeTeam', other: 'awayTeam', label: 'Home Team' },
  { slot: 'awayTeam', other: 'homeTeam', label: 'Away Team' },
] as const;

/** docs/product/simulator.md 'Game Setup': league, searchable home and away pickers, START GAME; plus speed and seed (ours). */
export function GameSetupCard(props: GameSetupCardProps) {
  const { setup, onSetupChange, options } = props;
  const seedId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Game Setup</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <LeagueSelect value={props.league} onChange={props.onLeagueChange} />
        <div className="grid gap-4 sm:grid-cols-2">
          {TEAM_SLOTS.map(({ slot, other, label }) => (
            <TeamPicker
              key={slot}
              label={label}
              options={options}
              value={setup[slot]}
              exclude={setup[other]}
              emptyText="No teams found."
              onChange={(team) => onSetupChange({ ...setup, [slot]: team })}
            />
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <span className="text-sm font-medium">Speed</span>
            <SpeedControl value={props.speed} onChange={props.onSpeedChange} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={seedId}>Seed (optional)</Label>
            <Input
              id={seedId}
              inputMode="numeric"
              placeholder="Random"
              value={setup.seedText}
              aria-invalid={props.seedInvalid || undefined}
              aria-describedby={props.seedInvalid ? `${seedId}-error` : `${seedId}-hint`}
              onChange={(event) => onSetupChange({ ...setup, seedText: event.target.value })}
            />
            {props.seedInvalid ? (
              <p id={`${seedId}-error`} className="text-sm text-destructive">
                {SEED_ERROR}
              </p>
            ) : (
              <p id={`${seedId}-hint`} className="text-xs text-muted-foreground">
                The same seed and teams replay the same game.
              </p>
            )}
          </div>
        </div>
        <Button size="lg" className="w-full sm:w-auto sm:justify-self-start" onClick={props.onStart} disabled={props.seedInvalid} autoFocus={props.focusStart}>
          <Play aria-hidden="true" />
          START GAME
        </Button>
      </CardContent>
    </Card>
  );
}
