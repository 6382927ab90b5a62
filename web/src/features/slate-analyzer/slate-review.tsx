import { useId } from 'react';
import { Download, Search, Trash2 } from 'lucide-react';
import type { SlateGame } from '@playbook/core';
import { RemoveCell, RemoveColumnHead } from '@/components/remove-column';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useRemovalFocus } from '@/lib/use-removal-focus';
import { formatLine, formatMoneyline, matchupLabel } from './slate-format';
import { STAKE_ERROR, type SlateAnalysis } from './use-slate-analysis';

/** Columns a phone leaves out: their figures stack under the matchup instead. */
const WIDE_ONLY = 'hidden sm:table-cell';

interface SlateReviewProps {
  games: SlateGame[];
  analysis: SlateAnalysis;
  onRemove: (game: SlateGame) => void;
  onExport: () => void;
}

/** docs/product/slate-analyzer.md Review tab: the slate's table with remove, 'Export CSV', the stake and 'Analyze for Arbitrage'. */
export function SlateReview({ games, analysis, onRemove, onExport }: SlateReviewProps) {
  const stakeId = useId();
  const stakeInvalid = analysis.stake === null;
  // A removed row takes its Remove button with it: the focus goes to the row now in its place (or the one above,
  // or the stake once the slate is empty) rather than to the page's body.
  const { listRef, fallbackRef, removing } = useRemovalFocus<HTMLTableSectionElement, HTMLInputElement>(games);
  const remove = (game: SlateGame, index: number) => {
    removing(index);
    onRemove(game);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Review Slate</CardTitle>
        <CardDescription>
          {games.length} {games.length === 1 ? 'game' : 'games'} on the slate. Analysis compares the best moneyline of each side across the
          sportsbooks you entered for the same matchup.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {games.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">No games added yet...</p>
        ) : (
          <Table aria-label="Slate games">
            <TableHeader>
              <TableRow>
                <TableHead>Matchup</TableHead>
                <TableHead className={WIDE_ONLY}>Date/Time</TableHead>
                <TableHead className={WIDE_ONLY}>League</TableHead>
                <TableHead className={WIDE_ONLY}>Spread</TableHead>
                <TableHead className={WIDE_ONLY}>O/U</TableHead>
                <TableHead>Moneylines</TableHead>
                <TableHead className={WIDE_ONLY}>Sportsbook</TableHead>
                <RemoveColumnHead />
              </TableRow>
            </TableHeader>
            <TableBody ref={listRef}>
              {games.map((game, index) => (
                <TableRow key={game.id}>
                  <TableCell className="font-medium whitespace-normal sm:whitespace-nowrap">
                    <span>{matchupLabel(game)}</span>
                    {/* On a phone the other columns stack here, so the moneylines stay in view. */}
                    <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                      {[game.gameDate, game.gameTime, game.league, `Spread ${formatLine(game.spread)}`, `O/U ${game.overUnder ?? '—'}`, game.sportsbook]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </TableCell>
                  <TableCell className={WIDE_ONLY}>
                    {game.gameDate}
                    {game.gameTime && <span className="text-muted-foreground"> {game.gameTime}</span>}
                  </TableCell>
                  <TableCell className={WIDE_ONLY}>
                    <Badge variant={game.league === 'NFL' ? 'default' : 'secondary'}>{game.league}</Badge>
                  </TableCell>
                  <TableCell className={WIDE_ONLY}>{formatLine(game.spread)}</TableCell>
                  <TableCell className={WIDE_ONLY}>{game.overUnder ?? '—'}</TableCell>
                  {/* Each side's price held together, the two wrapping onto two lines on a phone. */}
                  <TableCell className="tabular-nums whitespace-normal sm:whitespace-nowrap">
                    {`H:\u00a0${formatMoneyline(game.homeMoneyline)} A:\u00a0${formatMoneyline(game.awayMoneyline)}`}
                  </TableCell>
                  <TableCell className={WIDE_ONLY}>{game.sportsbook ?? '—'}</TableCell>
                  <RemoveCell icon={Trash2} label={`Remove ${matchupLabel(game)}`} onRemove={() => remove(game, index)} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grid gap-2">
            <Label htmlFor={stakeId}>Total Stake ($)</Label>
            <Input
              ref={fallbackRef}
              id={stakeId}
              type="number"
              inputMode="decimal"
              min={1}
              step={0.01}
              className="sm:w-40"
              value={analysis.stakeText}
              aria-invalid={stakeInvalid || undefined}
              aria-describedby={stakeInvalid ? `${stakeId}-error` : undefined}
              onChange={(event) => analysis.setStakeText(event.target.value)}
            />
          </div>
          <Button variant="outline" onClick={onExport} disabled={games.length === 0}>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
          <Button onClick={analysis.analyze} disabled={analysis.busy}>
            <Search aria-hidden="true" />
            {analysis.busy ? 'Analyzing...' : 'Analyze for Arbitrage'}
          </Button>
        </div>
        {stakeInvalid && (
          <p id={`${stakeId}-error`} className="text-sm text-destructive">
            {STAKE_ERROR}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
