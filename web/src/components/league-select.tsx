import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isLeague, LEAGUES, type League } from '@/lib/league';
import { cn } from '@/lib/utils';

/** A labelled NFL/NCAA select for a screen that keeps its own league (the predictors). */
export function LeagueSelect({
  value,
  onChange,
  label = 'League',
  className,
}: {
  value: League;
  onChange: (league: League) => void;
  label?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value}
        onValueChange={(next) => {
          // Radix hands back a string; only a known league is taken.
          if (isLeague(next) && next !== value) onChange(next);
        }}
      >
        <SelectTrigger id={id} className="w-full sm:w-36">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {LEAGUES.map((league) => (
            <SelectItem key={league} value={league}>
              {league}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
