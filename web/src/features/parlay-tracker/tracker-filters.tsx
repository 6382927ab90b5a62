import { PARLAY_STATUS_LABELS, PARLAY_STATUSES } from '@playbook/core';
import type { ParlayFilterOptions, ParlayHistoryFilters } from '@playbook/contracts';
import { ChoiceSelect, type Choice } from '@/components/choice-select';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

const ALL = 'all';
type FilterName = Exclude<keyof ParlayHistoryFilters, 'from' | 'to'>;

const anyOf = (label: string, values: readonly string[], labelOf: (value: string) => string = (value) => value): Choice[] => [
  { value: ALL, label },
  ...values.map((value) => ({ value, label: labelOf(value) })),
];

const MARKETS = { spread: 'Spread', moneyline: 'Moneyline', total: 'Total' } as const;

interface TrackerFiltersProps {
  filters: ParlayHistoryFilters;
  options: ParlayFilterOptions | undefined;
  onChange: (filters: ParlayHistoryFilters) => void;
}

/** The history narrowed by league, book, market, status, days placed and tag; every filter is kept in the query. */
export function TrackerFilters({ filters, options, onChange }: TrackerFiltersProps) {
  const set = (name: keyof ParlayHistoryFilters, value: string) => {
    const next = { ...filters, [name]: value === ALL || value === '' ? undefined : value };
    // A day typed past the other end of the range moves that end with it, so the range never runs backwards.
    if (next.from !== undefined && next.to !== undefined && next.from > next.to) onChange({ ...next, from: value, to: value });
    else onChange(next);
  };
  const select = (name: FilterName, label: string, choices: Choice[]) => (
    <FormField label={label}>{(c) => <ChoiceSelect {...c} value={filters[name] ?? ALL} choices={choices} onChange={(value) => set(name, value)} />}</FormField>
  );
  const active = Object.values(filters).some((value) => value !== undefined);
  return (
    <section aria-label="Filter the history" className="grid grid-cols-2 items-end gap-3 sm:grid-cols-4 lg:grid-cols-8">
      {select('league', 'League', anyOf('All leagues', options?.leagues ?? []))}
      {select('book', 'Book', anyOf('All books', options?.books ?? []))}
      {select('market', 'Market', anyOf('All markets', Object.keys(MARKETS), (value) => MARKETS[value as keyof typeof MARKETS]))}
      {select('status', 'Status', anyOf('Any status', PARLAY_STATUSES, (value) => PARLAY_STATUS_LABELS[value as keyof typeof PARLAY_STATUS_LABELS]))}
      <FormField label="Placed from">{(c) => <Input {...c} type="date" value={filters.from ?? ''} max={filters.to} onChange={(event) => set('from', event.target.value)} />}</FormField>
      <FormField label="Placed to">{(c) => <Input {...c} type="date" value={filters.to ?? ''} min={filters.from} onChange={(event) => set('to', event.target.value)} />}</FormField>
      {select('tag', 'Tag', anyOf('Any tag', options?.tags ?? []))}
      <Button variant="outline" disabled={!active} onClick={() => onChange({})}>
        Clear Filters
      </Button>
    </section>
  );
}
