import { ODDS_INPUT_MODE } from '@/lib/odds-format';
import { useId } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CheckboxLabel } from '@/components/ui/checkbox-label';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ChoiceSelect, type Choice } from '@/components/choice-select';
import {
  acceptsMaxOdds,
  acceptsMinOdds,
  ALL,
  MIN_OVER_MAX_HINT,
  showsMinOverMaxHint,
  type MarketFilter,
  type OddsSort,
  type SlateFilters,
} from './slate-filters';

const MARKETS: Choice[] = [
  { value: 'all', label: 'All Markets' },
  { value: 'moneyline', label: 'Moneyline' },
  { value: 'spread', label: 'Spread' },
  { value: 'total', label: 'Totals (O/U)' },
];
const SORTS: Choice[] = [
  { value: 'none', label: 'No Sorting' },
  { value: 'best', label: 'Best Odds First' },
  { value: 'worst', label: 'Worst Odds First' },
];
const isMarket = (value: string): value is MarketFilter => MARKETS.some((choice) => choice.value === value);
const isSort = (value: string): value is OddsSort => SORTS.some((choice) => choice.value === value);

function FilterSelect({ label, value, choices, onChange }: { label: string; value: string; choices: Choice[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <ChoiceSelect id={id} value={value} choices={choices} onChange={onChange} />
    </div>
  );
}

interface OddsInputProps {
  label: string;
  placeholder: string;
  value: string;
  /** The input rule (docs/product/live-slate.md): text it refuses leaves the value as it was. */
  accepts: (text: string) => boolean;
  hintId: string | undefined;
  onChange: (value: string) => void;
}

function OddsInput({ label, placeholder, value, accepts, hintId, onChange }: OddsInputProps) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode={ODDS_INPUT_MODE}
        placeholder={placeholder}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => accepts(event.target.value) && onChange(event.target.value)}
      />
    </div>
  );
}

const withAll = (label: string, values: readonly string[]): Choice[] => [{ value: ALL, label }, ...values.map((value) => ({ value, label: value }))];

interface SlateFiltersBarProps {
  filters: SlateFilters;
  onChange: (next: SlateFilters) => void;
  onClear: () => void;
  sports: readonly string[];
  leagues: readonly string[];
  bookmakers: readonly string[];
}

/** docs/product/live-slate.md filters with the input rules of the odds bounds. */
export function SlateFiltersBar({ filters, onChange, onClear, sports, leagues, bookmakers }: SlateFiltersBarProps) {
  const ids = { search: useId(), hint: useId(), alt: useId() };
  const set = <K extends keyof SlateFilters>(key: K, value: SlateFilters[K]) => onChange({ ...filters, [key]: value });
  const hint = showsMinOverMaxHint(filters);
  return (
    <section aria-label="Filters" className="grid gap-3 rounded-lg border bg-card p-3 sm:p-4">
      <div className="grid gap-1.5">
        <Label htmlFor={ids.search}>Search teams</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id={ids.search}
            type="search"
            className="pl-9"
            placeholder="Search teams..."
            value={filters.search}
            onChange={(event) => set('search', event.target.value)}
          />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 lg:grid-cols-4">
        <FilterSelect label="Sport" value={filters.sport} choices={withAll('All Sports', sports)} onChange={(value) => set('sport', value)} />
        <FilterSelect label="League" value={filters.league} choices={withAll('All Leagues', leagues)} onChange={(value) => set('league', value)} />
        <FilterSelect
          label="Bookmaker"
          value={filters.bookmaker}
          choices={withAll('All Bookmakers', bookmakers)}
          onChange={(value) => set('bookmaker', value)}
        />
        <FilterSelect label="Market Type" value={filters.market} choices={MARKETS} onChange={(value) => isMarket(value) && set('market', value)} />
        <OddsInput
          label="Min Odds"
          placeholder="e.g. -200"
          value={filters.minOdds}
          accepts={acceptsMinOdds}
          hintId={hint ? ids.hint : undefined}
          onChange={(value) => set('minOdds', value)}
        />
        <OddsInput
          label="Max Odds"
          placeholder="e.g. +300"
          value={filters.maxOdds}
          accepts={acceptsMaxOdds}
          hintId={hint ? ids.hint : undefined}
          onChange={(value) => set('maxOdds', value)}
        />
        <FilterSelect label="Sort by Odds" value={filters.sort} choices={SORTS} onChange={(value) => isSort(value) && set('sort', value)} />
        <div className="flex flex-wrap items-end gap-3 min-[360px]:col-span-2 lg:col-span-1">
          <CheckboxLabel id={ids.alt} className="h-10" checked={filters.alternatesOnly} onChange={(checked) => set('alternatesOnly', checked)}>
            Alternates Only
          </CheckboxLabel>
          <Button variant="outline" className="ml-auto" onClick={onClear}>
            <X aria-hidden />
            Clear All
          </Button>
        </div>
      </div>
      {hint && (
        <p id={ids.hint} role="status" className="text-sm text-amber-700 dark:text-amber-400">
          {MIN_OVER_MAX_HINT}
        </p>
      )}
    </section>
  );
}
