import { cn } from '@/lib/utils';
import { SIM_SPEEDS, SIM_SPEED_LABELS, type SimSpeed } from './live-game-runner';

/** The pace of the plays, as a group of toggle buttons (one pressed). */
export function SpeedControl({ value, onChange }: { value: SimSpeed; onChange: (speed: SimSpeed) => void }) {
  return (
    <div role="group" aria-label="Speed" className="inline-flex rounded-md border bg-muted p-0.5">
      {SIM_SPEEDS.map((speed) => (
        <button
          key={speed}
          type="button"
          aria-pressed={value === speed}
          onClick={() => onChange(speed)}
          className={cn(
            'rounded px-3 py-1 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring',
            value === speed && 'bg-card text-foreground shadow-sm',
          )}
        >
          {SIM_SPEED_LABELS[speed]}
        </button>
      ))}
    </div>
  );
}
