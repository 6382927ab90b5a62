import { LEAGUES, useLeague } from '@/lib/league';
import { cn } from '@/lib/utils';

/** docs/product/header-and-leagues.md: two buttons, NFL and NCAA, the selected one highlighted. */
export function LeagueToggle({ className }: { className?: string }) {
  const { league, setLeague } = useLeague();
  return (
    <div role="group" aria-label="League" className={cn('inline-flex rounded-lg border bg-muted p-0.5', className)}>
      {LEAGUES.map((option) => {
        const selected = option === league;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={selected}
            onClick={() => setLeague(option)}
            className={cn(
              'rounded-md px-2 py-1 text-xs font-semibold sm:px-2.5 sm:text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
              selected ? 'bg-primary text-primary-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option}
          </button>
        );
      })}
    </div>
  );
}
