import { Trash2 } from 'lucide-react';
import { lineKey, type BettingLine } from '@playbook/core';
import { RemoveCell, RemoveColumnHead } from '@/components/remove-column';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePriceFormat } from '@/lib/odds-format';
import { useRemovalFocus } from '@/lib/use-removal-focus';

const TYPE_LABEL: Record<BettingLine['type'], string> = { spread: 'Spread', moneyline: 'Moneyline', total: 'Total' };

interface BettingLinesTableProps {
  lines: readonly BettingLine[];
  onRemove: (index: number) => void;
  onClear: () => void;
}

/** docs/product/profit-target.md "Extracted Betting Lines": every line the search will use, from any source. */
export function BettingLinesTable({ lines, onRemove, onClear }: BettingLinesTableProps) {
  const price = usePriceFormat();
  // A removed line takes its Remove button with it: the focus goes to the line now in its place. The last one,
  // or Clear All (which goes with the lines), gives it to the table's heading, which stays.
  const { listRef, fallbackRef, removing } = useRemovalFocus<HTMLTableSectionElement, HTMLHeadingElement>(lines);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle ref={fallbackRef} tabIndex={-1} className="rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring">
            Extracted Betting Lines ({lines.length})
          </CardTitle>
          <CardDescription>Live, uploaded, typed and live-slate lines together; the same line is listed once.</CardDescription>
        </div>
        {lines.length > 0 && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              removing(0);
              onClear();
            }}
          >
            <Trash2 aria-hidden="true" />
            Clear All
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {lines.length === 0 ? (
          <p className="rounded-md bg-muted/60 p-4 text-sm text-muted-foreground">
            No betting lines yet. Get live lines, upload screenshots, enter lines by hand, or pick them on the live slate.
          </p>
        ) : (
          <div className="max-h-[60vh] overflow-y-auto">
            <Table aria-label="Extracted Betting Lines">
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Game</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead>Description</TableHead>
                  <TableHead className="text-right">Odds</TableHead>
                  <RemoveColumnHead />
                </TableRow>
              </TableHeader>
              <TableBody ref={listRef}>
                {lines.map((line, index) => (
                  <TableRow key={lineKey(line)}>
                    <TableCell className="whitespace-normal">{line.game}</TableCell>
                    <TableCell>{TYPE_LABEL[line.type]}</TableCell>
                    <TableCell className="whitespace-normal">{line.description}</TableCell>
                    <TableCell className="text-right tabular-nums">{price(line.odds)}</TableCell>
                    <RemoveCell
                      className="w-10 p-1"
                      label={`Remove ${line.description} (${line.game})`}
                      onRemove={() => {
                        removing(index);
                        onRemove(index);
                      }}
                    />
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
