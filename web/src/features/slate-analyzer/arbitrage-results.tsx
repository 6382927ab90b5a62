import { useState } from 'react';
import { Eye } from 'lucide-react';
import type { SlateArbitrageOpportunity, SlateArbitrageReport, SlateQuote } from '@playbook/core';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePriceFormat } from '@/lib/odds-format';
import { ArbitrageDetailsDialog } from './arbitrage-details-dialog';
import { formatDollars, formatPercent, matchupLabel } from './slate-format';

function quoteText(team: string, quote: SlateQuote, price: (americanOdds: number) => string): string {
  return `${team} ${price(quote.odds)}${quote.sportsbook ? ` (${quote.sportsbook})` : ''}`;
}

/** docs/product/slate-analyzer.md: the Opportunities card after analysis, plus the market hold of every game without one (ours). */
export function ArbitrageResults({ report }: { report: SlateArbitrageReport }) {
  const [details, setDetails] = useState<SlateArbitrageOpportunity | null>(null);
  const price = usePriceFormat();
  const unpriced = report.matchupsFound - report.matchupsChecked;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Arbitrage Opportunities ({report.opportunities.length})</CardTitle>
        <CardDescription>
          {report.matchupsFound} {report.matchupsFound === 1 ? 'matchup' : 'matchups'} on the slate, {report.matchupsChecked} with a moneyline on
          both sides. An arbitrage needs the best prices' inverse decimal odds to sum below 1.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {report.opportunities.length === 0 ? (
          <p className="text-sm text-muted-foreground">No arbitrage on this slate: every matchup's best prices still leave the books a margin.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Opportunities">
            {report.opportunities.map((opportunity) => (
              <li key={opportunity.id} className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_auto] sm:items-center">
                <div className="grid min-w-0 gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold break-words">{matchupLabel(opportunity)}</span>
                    <Badge variant="secondary">{opportunity.opportunityType}</Badge>
                    <Badge variant={opportunity.feasible ? 'success' : 'destructive'}>{opportunity.feasible ? 'Feasible' : 'Not feasible'}</Badge>
                  </div>
                  <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
                    <div className="flex gap-1">
                      <dt className="text-muted-foreground">Expected profit:</dt>
                      <dd className="font-semibold text-primary">{formatDollars(opportunity.expectedProfit)}</dd>
                    </div>
                    <div className="flex gap-1">
                      <dt className="text-muted-foreground">Total stake:</dt>
                      <dd className="font-semibold">{formatDollars(opportunity.totalStakeRequired)}</dd>
                    </div>
                    <div className="flex gap-1">
                      <dt className="text-muted-foreground">Split:</dt>
                      <dd>{opportunity.legs.map((leg) => `${formatDollars(leg.stake)} on ${leg.team}`).join(', ')}</dd>
                    </div>
                  </dl>
                </div>
                <Button variant="outline" size="sm" onClick={() => setDetails(opportunity)} aria-label={`View Details: ${matchupLabel(opportunity)}`}>
                  <Eye aria-hidden="true" />
                  View Details
                </Button>
              </li>
            ))}
          </ul>
        )}
        {report.holds.length > 0 && (
          <section className="grid gap-2" aria-labelledby="market-hold-heading">
            <h3 id="market-hold-heading" className="text-sm font-semibold">
              No arbitrage: market hold on the best prices
            </h3>
            <ul className="grid gap-1 text-sm">
              {report.holds.map((hold) => (
                <li key={hold.id} className="flex flex-wrap justify-between gap-x-4 rounded-md bg-muted/50 px-3 py-2">
                  <span className="min-w-0 break-words">
                    {matchupLabel(hold)}: {quoteText(hold.awayTeam, hold.away, price)}, {quoteText(hold.homeTeam, hold.home, price)}
                  </span>
                  <span className="font-medium">
                    Hold {formatPercent(hold.holdPercent)}
                    {hold.holdPercent <= 0 && ' (edge too thin for this stake)'}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {unpriced > 0 && (
          <p className="text-xs text-muted-foreground">
            {unpriced} {unpriced === 1 ? 'matchup lacks' : 'matchups lack'} a moneyline on one side and could not be checked.
          </p>
        )}
      </CardContent>
      <ArbitrageDetailsDialog opportunity={details} onClose={() => setDetails(null)} />
    </Card>
  );
}
