import type { ScreenshotBettingLine } from '@playbook/contracts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePriceFormat } from '@/lib/odds-format';

interface ScannedLinesTableProps {
  lines: ScreenshotBettingLine[];
  added: number;
  skipped: number;
}

/** What the last scan read, so the user can check the reading against the screenshot. */
export function ScannedLinesTable({ lines, added, skipped }: ScannedLinesTableProps) {
  const price = usePriceFormat();
  return (
    <section aria-label="Lines read" className="grid gap-2">
      <h3 className="text-sm font-medium">
        Lines read: {lines.length} · games added: {added}
        {skipped > 0 && ` · lines without an 'away @ home' game: ${skipped}`}
      </h3>
      {lines.length > 0 && (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Game</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Selection</TableHead>
              <TableHead className="text-right">Odds</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((line, index) => (
              // The same line can be read twice (two screenshots of one slip): the position keeps rows apart.
              <TableRow key={`${index}-${line.game}-${line.description}`}>
                <TableCell>{line.game}</TableCell>
                <TableCell className="capitalize">{line.type}</TableCell>
                <TableCell>{line.description}</TableCell>
                <TableCell className="text-right tabular-nums">{price(line.odds)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
