import { useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { SearchX } from 'lucide-react';
import type { InjuryRecord } from '@playbook/contracts';
import { injuryImpact, injuryReportTime, type InjuryImpactLevel } from '@playbook/core';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { EmptyState } from './empty-state';
import {
  NO_INJURY_FILTERS,
  filterInjuries,
  injuriesByTeam,
  injuryResultLine,
  injuryStatusOptions,
  injuryTeamOptions,
  type InjuryFilters,
} from './injury-filters';
import { InjuryTeamCard } from './injury-team-card';

// Radix Select items cannot have an empty value; this one stands for "no filter".
const ALL = '__all__';

interface FilterSelectProps {
  label: string;
  allLabel: string;
  value: string | null;
  options: readonly string[];
  onChange: (value: string | null) => void;
}

function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? null : next)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** docs/product/dashboard.md injury table: filters, the result line, one card per team, and the no-results state. */
export function InjuryTable({ injuries }: { injuries: readonly InjuryRecord[] }) {
  const searchId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  const [filters, setFilters] = useState<InjuryFilters>(NO_INJURY_FILTERS);
  // Typing stays responsive while the (NCAA: ~800 rows) cards below catch up.
  const deferredFilters = useDeferredValue(filters);
  const teams = useMemo(() => injuryTeamOptions(injuries), [injuries]);
  const statuses = useMemo(() => injuryStatusOptions(injuries), [injuries]);
  const impacts = useMemo(() => {
    const byTeam = new Map<string, InjuryImpactLevel>();
    // ADR 004: every team is judged against the league report's date.
    const asOf = injuryReportTime(injuries);
    for (const group of injuriesByTeam(injuries)) byTeam.set(group.teamName, injuryImpact(group.injuries, { asOf }));
    return byTeam;
  }, [injuries]);
  const shown = useMemo(() => filterInjuries(injuries, deferredFilters), [injuries, deferredFilters]);
  const groups = useMemo(() => injuriesByTeam(shown), [shown]);
  const update = (change: Partial<InjuryFilters>) => setFilters((current) => ({ ...current, ...change }));
  const reset = () => setFilters(NO_INJURY_FILTERS);
  // Reset Filters goes away with the empty state it sits in: the focus goes to the search, not the page's body.
  const resetFromEmpty = () => {
    reset();
    searchInput.current?.focus();
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)_auto] lg:items-end">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={searchId}>Search</Label>
          <Input
            ref={searchInput}
            id={searchId}
            type="search"
            placeholder="Player, position or team"
            value={filters.search}
            onChange={(event) => update({ search: event.target.value })}
          />
        </div>
        <FilterSelect label="Team" allLabel="All Teams" value={filters.team} options={teams} onChange={(team) => update({ team })} />
        <FilterSelect
          label="Status"
          allLabel="All Statuses"
          value={filters.status}
          options={statuses}
          onChange={(status) => update({ status })}
        />
        <Button variant="outline" className="h-10" onClick={reset}>
          Clear Filters
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {injuryResultLine(shown, injuries.length)}
      </p>
      {groups.length === 0 ? (
        <EmptyState icon={SearchX} title="No Results Found" description="No injury reports match the current filters.">
          <Button variant="outline" onClick={resetFromEmpty}>
            Reset Filters
          </Button>
        </EmptyState>
      ) : (
        <div className="space-y-4">
          {groups.map((group) => (
            <InjuryTeamCard
              key={group.teamName}
              teamName={group.teamName}
              injuries={group.injuries}
              impact={impacts.get(group.teamName) ?? 'low'}
            />
          ))}
        </div>
      )}
    </div>
  );
}
