import { useId } from 'react';
import { RefreshCw, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ChoiceSelect } from '@/components/choice-select';
import { LEAGUE_OPTIONS, VIEW_OPTIONS, type HubView, type LeagueFilter } from './hub-filters';

interface OptionSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

function OptionSelect<T extends string>({ label, value, options, onChange }: OptionSelectProps<T>) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <ChoiceSelect id={id} value={value} choices={options} onChange={onChange} />
    </div>
  );
}

interface GameHubFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  league: LeagueFilter;
  onLeague: (league: LeagueFilter) => void;
  view: HubView;
  onView: (view: HubView) => void;
  refreshing: boolean;
  onRefresh: () => void;
}

/** docs/product/game-hub.md: search teams, the league and view selects, and Refresh. */
export function GameHubFilters({ search, onSearch, league, onLeague, view, onView, refreshing, onRefresh }: GameHubFiltersProps) {
  const searchId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
      <div className="grid gap-2">
        <Label htmlFor={searchId}>Search teams</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input id={searchId} type="search" className="pl-9" placeholder="Search teams..." value={search} onChange={(event) => onSearch(event.target.value)} />
        </div>
      </div>
      <OptionSelect label="League" value={league} options={LEAGUE_OPTIONS} onChange={onLeague} />
      <OptionSelect label="View" value={view} options={VIEW_OPTIONS} onChange={onView} />
      <Button variant="outline" onClick={onRefresh} disabled={refreshing} className="sm:justify-self-start">
        <RefreshCw className={refreshing ? 'animate-spin' : undefined} aria-hidden="true" />
        {refreshing ? 'Refreshing...' : 'Refresh'}
      </Button>
    </div>
  );
}
