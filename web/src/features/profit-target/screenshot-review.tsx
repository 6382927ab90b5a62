import { useId, useState } from 'react';
import { AlertTriangle, Check, ClipboardCheck } from 'lucide-react';
import type { ScreenshotBettingLine, ScreenshotSlip } from '@playbook/contracts';
import { descriptionOf, isValidAmericanOdds, pointText, type BettingLine, type BettingLineType } from '@playbook/core';
import { RemoveCell, RemoveColumnHead } from '@/components/remove-column';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatMoney } from '@/lib/money';
import { usePriceFormat, ODDS_INPUT_MODE } from '@/lib/odds-format';
import { cn } from '@/lib/utils';

/** One line of the review table as the user edits it: text fields, checked when the lines are used. */
export interface ReviewRow {
  game: string;
  type: BettingLineType;
  selection: string;
  point: string;
  odds: string;
  uncertain: ScreenshotBettingLine['uncertain'];
}

/** A line's cell: a block of the card on a phone, a table cell from sm up. */
const PHONE_CELL = 'block p-0 sm:table-cell sm:px-3 sm:py-2.5';

/** The column's name above a cell on a phone, where the header row is hidden (the inputs carry their own names). */
function PhoneLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="mb-1 block text-xs text-muted-foreground sm:hidden">
      {children}
    </span>
  );
}

export function reviewRowOf(line: ScreenshotBettingLine): ReviewRow {
  return {
    game: line.game,
    type: line.type,
    selection: line.selection,
    point: line.point === undefined ? '' : line.type === 'spread' ? pointText(line.point) : String(line.point),
    odds: String(line.odds),
    uncertain: line.uncertain,
  };
}

/** The betting line a reviewed row stands for, or undefined while a field cannot be read. */
export function lineOfRow(row: ReviewRow): BettingLine | undefined {
  const odds = Number(row.odds.trim().replace(/^\+/, ''));
  if (!Number.isInteger(odds) || !isValidAmericanOdds(odds) || row.game.trim() === '' || row.selection.trim() === '') return undefined;
  const pointText = row.point.trim().toUpperCase() === 'PK' ? '0' : row.point.trim().replace(/^\+/, '');
  const point = pointText === '' ? undefined : Number(pointText);
  if (row.type !== 'moneyline' && (point === undefined || !Number.isFinite(point))) return undefined;
  return { game: row.game.trim(), type: row.type, description: descriptionOf(row.type, row.selection.trim(), point), odds: odds === -100 ? 100 : odds };
}

const MARKETS: { value: BettingLineType; label: string }[] = [
  { value: 'spread', label: 'Spread' },
  { value: 'moneyline', label: 'Moneyline' },
  { value: 'total', label: 'Total' },
];

const FIELD_LABEL = { game: 'Game', market: 'Market', selection: 'Selection', point: 'Point', odds: 'Odds' } as const;

function cellClass(row: ReviewRow, field: keyof typeof FIELD_LABEL): string {
  return cn('h-8 min-w-0', row.uncertain.includes(field) && 'border-amber-500 bg-amber-50 ring-1 ring-amber-500 dark:bg-amber-950');
}

/** The label a screen reader hears: the field, the line, and whether the reading was unsure of it. */
function cellLabel(row: ReviewRow, field: keyof typeof FIELD_LABEL, index: number): string {
  return `${FIELD_LABEL[field]}, line ${index + 1}${row.uncertain.includes(field) ? ' (check this)' : ''}`;
}

interface SlipCardProps {
  slip: ScreenshotSlip;
  rows: readonly ReviewRow[];
  tracking: boolean;
  onTrack: (legs: BettingLine[], stake: number, odds: number | undefined) => void;
}

/** A slip's foot as read, its checks, and 'Track this bet': the slip as placed, after the user's click. */
function SlipCard({ slip, rows, tracking, onTrack }: SlipCardProps) {
  const price = usePriceFormat();
  const stakeId = useId();
  const [stake, setStake] = useState(slip.wager === undefined ? '' : slip.wager.toFixed(2));
  const legs = rows.slice(slip.firstLine, slip.firstLine + slip.legs).map(lineOfRow);
  const ready = legs.every((leg) => leg !== undefined) && legs.length > 0;
  const stakeValue = Number(stake);
  const stakeOk = stake.trim() !== '' && Number.isFinite(stakeValue) && stakeValue > 0;
  return (
    <div className="grid gap-2 rounded-md border p-3 text-sm" role="group" aria-label={`Bet slip ${slip.image}`}>
      <p className="font-medium">
        {slip.image}: {slip.legs} {slip.legs === 1 ? 'leg' : 'legs'}
        {slip.parlayOdds !== undefined && <> at {price(slip.parlayOdds)}</>}
        {slip.toWin !== undefined && <>, to win {formatMoney(slip.toWin)}</>}
      </p>
      {slip.oddsAgree === false && (
        <p className="flex items-center gap-2 text-amber-700 dark:text-amber-400">
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          The slip&apos;s parlay price does not match its legs&apos; prices: check the odds.
        </p>
      )}
      {slip.toWinAgrees === false && (
        <p className="flex items-center gap-2 text-amber-700 dark:text-amber-400">
          <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          The to-win does not match the wager at this price: check the wager and odds.
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={stakeId} className="text-xs text-muted-foreground">
            Stake
          </label>
          <Input id={stakeId} className="h-8 w-28" inputMode="decimal" value={stake} onChange={(event) => setStake(event.target.value)} />
        </div>
        <Button
          size="sm"
          disabled={!ready || !stakeOk || tracking}
          onClick={() => onTrack(legs.filter((leg): leg is BettingLine => leg !== undefined), stakeValue, slip.parlayOdds)}
        >
          <ClipboardCheck aria-hidden="true" />
          Track This Bet
        </Button>
      </div>
      {!ready && <p className="text-xs text-muted-foreground">Complete every leg of this slip in the table to track it.</p>}
    </div>
  );
}

interface ScreenshotReviewProps {
  rows: ReviewRow[];
  slips: readonly ScreenshotSlip[];
  tracking: boolean;
  onChange: (rows: ReviewRow[]) => void;
  onUse: (lines: BettingLine[]) => void;
  onDiscard: () => void;
  onTrack: (legs: BettingLine[], stake: number, odds: number | undefined) => void;
}

/**
 * The review step. What was read from the screenshots is shown for correction before anything uses
 * it; the cells the reading was unsure of are marked. Nothing here reaches the search or the tracker until the
 * user presses Use These Lines or Track This Bet.
 */
export function ScreenshotReview({ rows, slips, tracking, onChange, onUse, onDiscard, onTrack }: ScreenshotReviewProps) {
  const set = (index: number, patch: Partial<ReviewRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const lines = rows.map(lineOfRow);
  const complete = lines.every((line) => line !== undefined);
  const marked = rows.filter((row) => row.uncertain.length > 0).length;
  return (
    <Card role="region" aria-label="Check the lines read">
      <CardHeader>
        <CardTitle>Check the Lines Read ({rows.length})</CardTitle>
        <CardDescription>
          Read from your screenshots. Correct anything wrong before using them{marked > 0 ? `; ${marked} ${marked === 1 ? 'line has' : 'lines have'} cells marked to check` : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {/* On a phone each line is a small card (no sideways scroll hides its odds); a table from sm up. */}
        <div className="sm:overflow-x-auto">
          <Table className="block sm:table sm:min-w-[640px]">
            <TableHeader className="hidden sm:table-header-group">
              <TableRow>
                <TableHead>Game</TableHead>
                <TableHead>Market</TableHead>
                <TableHead>Selection</TableHead>
                <TableHead className="w-24">Point</TableHead>
                <TableHead className="w-24">Odds</TableHead>
                <RemoveColumnHead className="w-10" />
              </TableRow>
            </TableHeader>
            <TableBody className="block sm:table-row-group">
              {rows.map((row, index) => (
                <TableRow key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 py-3 sm:table-row sm:py-0">
                  <TableCell className={cn(PHONE_CELL, 'col-span-3')}>
                    <PhoneLabel>Game</PhoneLabel>
                    <Input aria-label={cellLabel(row, 'game', index)} className={cellClass(row, 'game')} value={row.game} onChange={(event) => set(index, { game: event.target.value })} />
                  </TableCell>
                  <TableCell className={PHONE_CELL}>
                    <PhoneLabel>Market</PhoneLabel>
                    <select
                      aria-label={cellLabel(row, 'market', index)}
                      className={cn('rounded-md border bg-background px-2 text-sm', cellClass(row, 'market'))}
                      value={row.type}
                      onChange={(event) => set(index, { type: event.target.value as BettingLineType })}
                    >
                      {MARKETS.map((market) => (
                        <option key={market.value} value={market.value}>
                          {market.label}
                        </option>
                      ))}
                    </select>
                  </TableCell>
                  <TableCell className={cn(PHONE_CELL, 'col-span-2 sm:col-span-1')}>
                    <PhoneLabel>Selection</PhoneLabel>
                    <Input aria-label={cellLabel(row, 'selection', index)} className={cellClass(row, 'selection')} value={row.selection} onChange={(event) => set(index, { selection: event.target.value })} />
                  </TableCell>
                  <TableCell className={cn(PHONE_CELL, 'sm:w-24')}>
                    <PhoneLabel>Point</PhoneLabel>
                    <Input
                      aria-label={cellLabel(row, 'point', index)}
                      className={cellClass(row, 'point')}
                      inputMode="decimal"
                      disabled={row.type === 'moneyline'}
                      value={row.type === 'moneyline' ? '' : row.point}
                      onChange={(event) => set(index, { point: event.target.value })}
                    />
                  </TableCell>
                  <TableCell className={PHONE_CELL}>
                    <PhoneLabel>Odds</PhoneLabel>
                    <Input aria-label={cellLabel(row, 'odds', index)} className={cellClass(row, 'odds')} inputMode={ODDS_INPUT_MODE} value={row.odds} onChange={(event) => set(index, { odds: event.target.value })} />
                  </TableCell>
                  <RemoveCell className={PHONE_CELL} label={`Remove line ${index + 1}`} onRemove={() => onChange(rows.filter((_, i) => i !== index))} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
        {slips.map((slip) => (
          <SlipCard key={`${slip.image}-${slip.firstLine}`} slip={slip} rows={rows} tracking={tracking} onTrack={onTrack} />
        ))}
        {!complete && <p className="text-sm text-destructive">Every line needs a game, a selection, a point (except moneylines) and odds of at least ±100.</p>}
        <div className="flex flex-wrap gap-2">
          <Button disabled={!complete || rows.length === 0} onClick={() => onUse(lines.filter((line): line is BettingLine => line !== undefined))}>
            <Check aria-hidden="true" />
            Use These Lines
          </Button>
          <Button variant="outline" onClick={onDiscard}>
            Discard
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
