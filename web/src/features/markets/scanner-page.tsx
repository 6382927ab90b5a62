import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ArbitrageOpportunityRow, MiddleOpportunityRow } from '@playbook/contracts';
import { MARKET_DEFAULT_TOTAL_STAKE } from '@playbook/contracts';
import { DataFooter } from '@/components/data-footer';
import { FormField } from '@/components/form-field';
import { LeagueSelect } from '@/components/league-select';
import { ReadRegion } from '@/components/read-region';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useLeague } from '@/lib/league';
import { usePriceFormat, formatProbability } from '@/lib/odds-format';
import { calculatorSearch } from '@/features/arbitrage/calculator-prefill';
import { EmptyBoard } from './empty-board';
import { formatDollars, formatPercent, kickoffText, selectionLabel } from './market-format';
import { useArbitrageScan } from './use-markets';

type Opportunity = ArbitrageOpportunityRow | MiddleOpportunityRow;

function Legs({ found }: { found: Opportunity }) {
  const price = usePriceFormat();
  return (
    <ul className="grid gap-0.5">
      {found.legs.map((leg) => (
        <li key={leg.lineId} className="whitespace-nowrap tabular-nums">
          {selectionLabel({ kind: found.kind, selection: leg.selection, point: leg.point })} {price(leg.americanOdds)} at {leg.book}: stake {formatDollars(leg.stake)}
        </li>
      ))}
    </ul>
  );
}

interface ScannerCardProps {
  title: string;
  /** Why the list is empty, or null to show the table. */
  emptyReason: string | null;
  testId: string;
  headers: string[];
  children: ReactNode;
}

function ScannerCard({ title, emptyReason, testId, headers, children }: ScannerCardProps) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="px-0 sm:px-6">
        {emptyReason !== null ? (
          <EmptyBoard reason={emptyReason} />
        ) : (
          <Table data-testid={testId}>
            <TableHeader>
              <TableRow>
                {headers.map((header) => (
                  <TableHead key={header}>{header}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>{children}</TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/** A scanner row: the game, its two bets with their stakes, the figures given, and the calculator button. */
function ScannerRow({ found, testId, onOpen, children }: { found: Opportunity; testId: string; onOpen: (found: Opportunity) => void; children: ReactNode }) {
  return (
    <TableRow data-testid={testId}>
      <TableCell>
        <div className="font-medium">{found.matchup}</div>
        <div className="text-xs text-muted-foreground">{kickoffText(found.startsAt)}</div>
      </TableCell>
      <TableCell>
        <Legs found={found} />
      </TableCell>
      {children}
      <TableCell>
        <Button variant="outline" size="sm" onClick={() => onOpen(found)} aria-label={`Calculator: open ${found.matchup} in the arbitrage calculator`}>
          Calculator
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** '$37.34 (+3.73%)': a profit and its share of the total. */
function MoneyCell({ dollars, percent }: { dollars: number; percent: number }) {
  return (
    <TableCell className="whitespace-nowrap tabular-nums">
      {formatDollars(dollars)} ({formatPercent(percent)})
    </TableCell>
  );
}

/** The arbitrage and middles scanner (ADR 049) (route /scanner) across every stored book. */
export function ScannerPage() {
  const { league, setLeague } = useLeague();
  const [totalText, setTotalText] = useState(String(MARKET_DEFAULT_TOTAL_STAKE));
  const typed = Number(totalText);
  const total = Number.isFinite(typed) && typed >= 1 && typed <= 10_000_000 ? typed : MARKET_DEFAULT_TOTAL_STAKE;
  const scan = useArbitrageScan(league, total);
  const navigate = useNavigate();
  const open = (found: Opportunity) =>
    void navigate(`/arbitrage?${calculatorSearch(found.totalStake, found.legs.map((leg) => ({ americanOdds: leg.americanOdds, description: `${selectionLabel({ kind: found.kind, selection: leg.selection, point: leg.point })} (${leg.book})` })))}`);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Arbitrage Scanner</h1>
        <p className="text-sm text-muted-foreground">
          Two books' prices that guarantee a profit whatever happens, and middles: two lines with a window where both bets win, with the model's chance of
          landing in it.
        </p>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <LeagueSelect value={league} onChange={setLeague} />
        <FormField label="Total stake ($)">{(c) => <Input {...c} className="w-36" type="number" inputMode="decimal" min={1} value={totalText} onChange={(event) => setTotalText(event.target.value)} />}</FormField>
      </div>
      <ReadRegion read={scan} label={`${league} arbitrage and middles`} loading={<Spinner label={`Scanning ${league} prices...`} className="py-16" />} errorTitle="Error Loading the Scanner" className="grid min-w-0 grid-cols-1 gap-6">
        {(data) =>
          data.emptyReason !== null ? (
            <EmptyBoard reason={data.emptyReason} />
          ) : (
            <>
              <ScannerCard
                title="Arbitrage"
                emptyReason={data.arbitrage.length === 0 ? "No two books' prices guarantee a profit right now: every pair of best prices still holds a margin." : null}
                testId="arbitrage-table"
                headers={['Game', 'Bets', 'Profit', 'Open']}
              >
                {data.arbitrage.map((found) => (
                  <ScannerRow key={found.id} testId="arbitrage-row" found={found} onOpen={open}>
                    <MoneyCell dollars={found.guaranteedProfit} percent={found.profitPercent} />
                  </ScannerRow>
                ))}
              </ScannerCard>
              <ScannerCard
                title="Middles"
                emptyReason={data.middles.length === 0 ? "No two books' main lines leave a window where both bets win right now." : null}
                testId="middles-table"
                headers={['Game', 'Bets', 'Both win', 'EV', 'Open']}
              >
                {data.middles.map((found) => (
                  <ScannerRow key={found.id} testId="middle-row" found={found} onOpen={open}>
                    <TableCell className="whitespace-nowrap tabular-nums" title={`${found.kind === 'spread' ? 'Home margin' : 'Total points'} between ${found.window.low} and ${found.window.high}`}>
                      {formatProbability(found.probability)}
                    </TableCell>
                    <MoneyCell dollars={found.expectedProfit} percent={found.evPercent} />
                  </ScannerRow>
                ))}
              </ScannerCard>
            </>
          )
        }
      </ReadRegion>
      <DataFooter source={scan.data?.source} lastUpdated={scan.data?.lastUpdated} />
    </div>
  );
}
