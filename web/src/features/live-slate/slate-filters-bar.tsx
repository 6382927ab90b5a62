import { useId } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CheckboxLabel } from '@/components/ui/checkbox-label';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ChoiceSelect, type Choice } from '@/components/choice-select';
import { OddsInput } from '@/components/odds-input';
import { useOddsFormat } from '@/lib/display-settings';
import { usePriceFormat } from '@/lib/odds-format';
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

interface BoundInputProps {
  label: string;
  placeholder: string;
  value: string;
  /** The input rule (docs/product/live-slate.md): text it refuses leaves the value as it was. */
  accepts: (text: string) => boolean;
  hintId: string | undefined;
  onChange: (value: string) => void;
}

function BoundInput({ label, placeholder, value, accepts, hintId, onChange }: BoundInputProps) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <OddsInput
        id={id}
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

/**
 * docs/product/live-slate.md filters with the input rules of the odds bounds, typed in the bettor's odds format
 * (ADR 056; an implied probability's bounds are on the percent shown, so its example bounds swap).
 */
export function SlateFiltersBar({ filters, onChange, onClear, sports, leagues, bookmakers }: SlateFiltersBarProps) {
  const ids = { search: useId(), hint: useId(), alt: useId() };
  const format = useOddsFormat();
  const price = usePriceFormat();
  const [lowExample, highExample] = format === 'implied' ? [300, -200] : [-200, 300];
  const set = <K extends keyof SlateFilters>(key: K, value: SlateFilters[K]) => onChange({ ...filters, [key]: value });
  const hint = showsMinOverMaxHint(filters, format);
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
        <BoundInput
          label="Min Odds"
          placeholder={`e.g. ${price(lowExample)}`}
          value={filters.minOdds}
          accepts={(text) => acceptsMinOdds(text, format)}
          hintId={hint ? ids.hint : undefined}
          onChange={(value) => set('minOdds', value)}
        />
        <BoundInput
          label="Max Odds"
          placeholder={`e.g. ${price(highExample)}`}
          value={filters.maxOdds}
          accepts={(text) => acceptsMaxOdds(text, format)}
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
