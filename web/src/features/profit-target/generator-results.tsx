import type { ReactNode } from 'react';
import type { ProfitTargetResponse, StoredParlay } from '@playbook/contracts';
import { PARLAY_LIST_SHOWN } from '@playbook/core';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { GeneratorInputs } from './generator-api';
import { OptimalRangeTable } from './optimal-range-table';
import { ParlayItem } from './parlay-item';
import { StatTile } from './stat-tile';

interface ResultsProps {
  answer: ProfitTargetResponse;
  /** The search's inputs, for the optimal range table's pages. */
  inputs: GeneratorInputs;
  /** Remounts the optimal table so its search and sorting reset when the results change. */
  version: number;
  targetLabel: string;
  favoriteIds: ReadonlySet<string>;
  onToggleFavorite: (parlay: StoredParlay) => void;
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function ParlayList({ parlays, favoriteIds, onToggleFavorite, empty }: { parlays: readonly StoredParlay[]; empty: string } & Pick<ResultsProps, 'favoriteIds' | 'onToggleFavorite'>) {
  if (parlays.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="grid gap-2">
      {parlays.slice(0, PARLAY_LIST_SHOWN).map((parlay) => (
        <ParlayItem key={parlay.id} parlay={parlay} favorite={favoriteIds.has(parlay.id)} onToggle={onToggleFavorite} />
      ))}
    </ol>
  );
}

type Summary = ProfitTargetResponse['categorized']['summary'];

/** Past a million, a bound shown to three figures, rounded outwards so it stays a bound ("4,350,000,000"). */
const ROUNDED_FROM = 1_000_000;
function boundText(value: number, outwards: 'down' | 'up'): string {
  if (value < ROUNDED_FROM) return value.toLocaleString();
  const exponent = Math.floor(Math.log10(value)) - 2;
  const step = outwards === 'down' ? -1 : 1;
  let figures = outwards === 'down' ? Math.floor(value / 10 ** exponent) : Math.ceil(value / 10 ** exponent);
  // The division may round across a whole number: step once more so the bound stays on its side.
  const at = (n: number): number => Number(`${n}e${exponent}`);
  if (step * (at(figures) - value) < 0) figures += step;
  return at(figures).toLocaleString();
}

/**
 * A count as the summary shows it: "between N and M" when the search could only bound it (it never estimates),
 * "at least N" when no upper bound came with it.
 */
export function countText(summary: Summary, name: Summary['atLeast'][number]): string {
  const value = summary[name];
  if (!summary.atLeast.includes(name)) return value.toLocaleString();
  const upper = summary.atMost[name];
  if (upper === undefined) return `at least ${boundText(value, 'down')}`;
  return upper <= value ? value.toLocaleString() : `between ${boundText(value, 'down')} and ${boundText(upper, 'up')}`;
}

/** Each list as the bettor knows it from its heading. */
const LIST_TITLES: Record<Summary['unprovenLists'][number], string> = {
  closestToTarget: 'Closest to Target',
  highProbability: 'Highest Win Probability',
  lowRisk: 'Low-Risk Gems',
  valueBets: 'Value Bets',
  optimal: 'Optimal Range',
};

/** What the summary says about how exact the lists are: which ones hold the best found when not every one is proven. */
export function summaryDescription({ summary }: Pick<ProfitTargetResponse['categorized'], 'summary'>, search: ProfitTargetResponse['search']): string {
  const searched = `${search.minLegs} to ${search.maxLegs} legs from ${search.lineCount} lines`;
  const seconds = `${(search.elapsedMs / 1000).toFixed(2)} s`;
  if (summary.listsExhaustive) return `Every conflict-free parlay of ${searched}, searched exactly in ${seconds}.`;
  const unproven = summary.unprovenLists;
  const which =
    unproven.length === 0 || unproven.length === Object.keys(LIST_TITLES).length
      ? 'the lists below are'
      : `${new Intl.ListFormat('en-US').format(unproven.map((name) => LIST_TITLES[name]))} ${unproven.length === 1 ? 'is' : 'are'}`;
  const rest = which === 'the lists below are' ? '' : ' The other lists are exact.';
  return `Parlays of ${searched}: so many sit near your target that ${which} the best found in ${seconds}, not every one compared.${rest} Fewer legs or lines give exact lists.`;
}

/** docs/product/profit-target.md "Analysis results": the summary, the four lists and the optimal range table. */
export function GeneratorResults({ answer, inputs, version, targetLabel, favoriteIds, onToggleFavorite }: ResultsProps) {
  const { categorized, search } = answer;
  const { summary } = categorized;
  const lists = { favoriteIds, onToggleFavorite };
  return (
    <div className="grid grid-cols-1 gap-4" aria-label="Analysis results" role="region">
      <Section
        title="Analysis Summary"
        description={summaryDescription(categorized, search)}
      >
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <StatTile label="Parlays within budget" value={countText(summary, 'totalCount')} />
          <StatTile label="Optimal range" value={countText(summary, 'optimalCount')} />
          <StatTile label="Low risk" value={countText(summary, 'lowRiskCount')} />
          <StatTile label="High probability" value={summary.highProbabilityCount.toLocaleString()} />
        </dl>
      </Section>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Section title="Top 5 Closest to Target" description={`Profit nearest to ${targetLabel}.`}>
          <ParlayList parlays={categorized.closestToTarget} empty="No parlay fits your budget." {...lists} />
        </Section>
        <Section title="Top 5 Highest Win Probability" description="The likeliest parlays by the market's implied probability.">
          <ParlayList parlays={categorized.highProbability} empty="No parlay fits your budget." {...lists} />
        </Section>
        <Section title="Low-Risk Gems" description="Stake under $50 to reach your target.">
          <ParlayList parlays={categorized.lowRisk} empty="No parlay reaches the target with a stake under $50." {...lists} />
        </Section>
        <Section title="Value Bets" description="Low-risk parlays of 3 to 4 legs (stake under $50).">
          <ParlayList parlays={categorized.valueBets} empty="No 3- or 4-leg parlay reaches the target with a stake under $50." {...lists} />
        </Section>
      </div>
      <Section title="Optimal Range (+100 to +175)" description="Every parlay priced in the optimal odds range within your budget. Search a team or sort a column to browse them all.">
        <OptimalRangeTable key={version} parlays={categorized.optimal} inputs={inputs} targetLabel={targetLabel} favoriteIds={favoriteIds} onToggleFavorite={onToggleFavorite} />
      </Section>
    </div>
  );
}
