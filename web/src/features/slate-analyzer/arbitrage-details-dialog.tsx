import type { SlateArbitrageOpportunity } from '@playbook/core';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePriceFormat } from '@/lib/odds-format';
import { formatDollars, formatPercent, matchupLabel } from './slate-format';

interface ArbitrageDetailsDialogProps {
  opportunity: SlateArbitrageOpportunity | null;
  onClose: () => void;
}

/** 'View Details' (docs/product/slate-analyzer.md gives it no behaviour): the stake split that locks the profit in, bet by bet. */
export function ArbitrageDetailsDialog({ opportunity, onClose }: ArbitrageDetailsDialogProps) {
  const price = usePriceFormat();
  return (
    <Dialog open={opportunity !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {opportunity && (
          <>
            <DialogHeader>
              <DialogTitle>{matchupLabel(opportunity)}</DialogTitle>
              <DialogDescription>
                {opportunity.opportunityType} on {opportunity.gameDate}: place both bets; whichever team wins returns at least{' '}
                {formatDollars(opportunity.totalStakeRequired + opportunity.expectedProfit)}.
              </DialogDescription>
            </DialogHeader>
            <Table aria-label="Stake split">
              <TableHeader>
                <TableRow>
                  <TableHead>Bet</TableHead>
                  <TableHead>Sportsbook</TableHead>
                  <TableHead>Odds</TableHead>
                  <TableHead>Stake</TableHead>
                  <TableHead>Payout if it wins</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {opportunity.legs.map((leg) => (
                  <TableRow key={leg.side}>
                    <TableCell className="font-medium">
                      {leg.team} ({leg.side})
                    </TableCell>
                    <TableCell>{leg.sportsbook ?? '—'}</TableCell>
                    <TableCell>{price(leg.odds)}</TableCell>
                    <TableCell>{formatDollars(leg.stake)}</TableCell>
                    <TableCell>{formatDollars(leg.payout)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              <div>
                <dt className="text-muted-foreground">Total stake</dt>
                <dd className="font-semibold">{formatDollars(opportunity.totalStakeRequired)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Guaranteed profit</dt>
                <dd className="font-semibold text-primary">{formatDollars(opportunity.expectedProfit)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Return on stake</dt>
                <dd className="font-semibold">{formatPercent(opportunity.profitMarginPercent)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Σ 1/decimal odds</dt>
                <dd className="font-semibold">{opportunity.sumOfInverseReturns.toFixed(4)}</dd>
              </div>
            </dl>
            <p className="text-xs text-muted-foreground">
              Payouts are rounded down to the cent, as bookmakers pay. Prices move: check both before placing either bet.
            </p>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
