import { Camera, Radio, Search, X } from 'lucide-react';
import { PROFIT_TARGET_MAX_LINES } from '@playbook/contracts';
import { PARLAY_MAX_LEGS_OPTIONS, PARLAY_MIN_LEGS_OPTIONS } from '@playbook/core';
import { ChoiceSelect } from '@/components/choice-select';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { CheckboxLabel } from '@/components/ui/checkbox-label';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useStoredSources } from '@/lib/queries/data-sources';
import { liveFeedsTagline } from './live-feeds';
import type { CancellableRun } from './use-cancellable-run';
import type { LegRange } from './use-parlay-generator';

const choicesOf = (options: readonly number[]) => options.map((n) => ({ value: String(n), label: `${n} legs` }));
const MIN_CHOICES = choicesOf(PARLAY_MIN_LEGS_OPTIONS);
const MAX_CHOICES = choicesOf(PARLAY_MAX_LEGS_OPTIONS);

/** The server stops a search at 10 s; the bar fills toward that bound. */
const SEARCH_BOUND_MS = 10_000;

const RUN_LABEL: Record<string, string> = {
  live: 'Fetching live lines and searching every combination...',
  search: 'Searching every combination of your lines...',
  screenshots: 'Reading your screenshots...',
  local: 'Building your strategy...',
};

/**
 * Min legs offers 2-4 and max legs 2-8 (docs/product/profit-target.md). Choosing a min above the max raises the max with it, and
 * a max below the min lowers the min, so the pair always makes a search.
 */
export function legRangeWith(range: LegRange, change: Partial<LegRange>): LegRange {
  if (change.minLegs !== undefined) return { minLegs: change.minLegs, maxLegs: Math.max(range.maxLegs, change.minLegs) };
  if (change.maxLegs !== undefined) return { minLegs: Math.min(range.minLegs, change.maxLegs), maxLegs: change.maxLegs };
  return range;
}

export function RunProgress({ run }: { run: CancellableRun }) {
  if (run.running === null) return null;
  const seconds = (run.elapsedMs / 1000).toFixed(1);
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>{RUN_LABEL[run.running] ?? 'Working...'}</span>
        <span className="tabular-nums text-muted-foreground">{seconds} s</span>
      </div>
      <Progress value={(run.elapsedMs / SEARCH_BOUND_MS) * 100} label="Search progress" />
      <div>
        <Button variant="outline" size="sm" onClick={run.cancel}>
          <X aria-hidden="true" />
          Cancel
        </Button>
      </div>
    </div>
  );
}

interface LiveLinesCardProps {
  fetching: boolean;
  disabled: boolean;
  onFetch: () => void;
}

/** The leagues live mode searches (the server's football slate). */
const LIVE_LEAGUES = ['NFL', 'NCAA'] as const;

/** docs/product/profit-target.md "Get Live Betting Lines": the live mode of the search over this week's stored lines, and its tagline (ADR 031). */
export function LiveLinesCard({ fetching, disabled, onFetch }: LiveLinesCardProps) {
  const sources = useStoredSources(LIVE_LEAGUES);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Radio className="size-5 text-primary" aria-hidden="true" />
          Get Live Betting Lines
        </CardTitle>
        <CardDescription>Searches this week&apos;s stored lines from every bookmaker for parlays that reach your target.</CardDescription>
        <p className="text-xs text-muted-foreground">{liveFeedsTagline(sources)}</p>
      </CardHeader>
      <CardContent>
        <Button onClick={onFetch} disabled={disabled} aria-busy={fetching}>
          <Radio aria-hidden="true" />
          {fetching ? 'Fetching Live Data...' : 'Get Live Betting Lines'}
        </Button>
      </CardContent>
    </Card>
  );
}

interface SearchControlsProps {
  legRange: LegRange;
  onLegRange: (range: LegRange) => void;
  allowSameGame: boolean;
  onAllowSameGame: (allow: boolean) => void;
  targetLabel: string;
  lineCount: number;
  run: CancellableRun;
  onUseScreenshots: () => void;
  onFindBestCombos: () => void;
}

export function SearchControls(props: SearchControlsProps) {
  const { legRange, onLegRange, allowSameGame, onAllowSameGame, targetLabel, lineCount, run, onUseScreenshots, onFindBestCombos } = props;
  const busy = run.running !== null;
  // The server searches at most this many lines per request; saying so beats a generic failure toast.
  const tooMany = lineCount > PROFIT_TARGET_MAX_LINES;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Build Parlays</CardTitle>
        <CardDescription>Choose how many legs each parlay may have, then search your lines.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid grid-cols-2 gap-4 sm:max-w-md">
          <FormField label="Min Legs">
            {(c) => (
              <ChoiceSelect {...c} value={String(legRange.minLegs)} choices={MIN_CHOICES} onChange={(v) => onLegRange(legRangeWith(legRange, { minLegs: Number(v) }))} />
            )}
          </FormField>
          <FormField label="Max Legs">
            {(c) => (
              <ChoiceSelect {...c} value={String(legRange.maxLegs)} choices={MAX_CHOICES} onChange={(v) => onLegRange(legRangeWith(legRange, { maxLegs: Number(v) }))} />
            )}
          </FormField>
        </div>
        <div className="grid gap-1">
          <CheckboxLabel id="allow-same-game" checked={allowSameGame} onChange={onAllowSameGame} describedBy="allow-same-game-help">
            Allow same-game legs
          </CheckboxLabel>
          <p id="allow-same-game-help" className="text-xs text-muted-foreground">
            A team&apos;s spread with its own moneyline in one parlay. Books often refuse or reprice these, so they are left out unless allowed.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onUseScreenshots} disabled={busy}>
            <Camera aria-hidden="true" />
            Use Screenshots ({targetLabel})
          </Button>
          <Button onClick={onFindBestCombos} disabled={busy || tooMany} aria-describedby={tooMany ? 'too-many-lines' : undefined}>
            <Search aria-hidden="true" />
            Find Best Combos
          </Button>
        </div>
        {tooMany && (
          <p id="too-many-lines" className="text-sm text-destructive">
            Find Best Combos searches at most {PROFIT_TARGET_MAX_LINES} lines at once; remove {lineCount - PROFIT_TARGET_MAX_LINES} or more.
          </p>
        )}
        <RunProgress run={run} />
      </CardContent>
    </Card>
  );
}
